/**
 * The signed-in shell (top bar, menus, the outbox's parts, the socket) is not the login page's:
 * its own chunk, asked for at once when someone is signed in (main.tsx), beside the app's.
 */
export const loadShell = () => import('./RealtimeLayout');
export const preloadShell = (): void => void loadShell().catch(() => {});
