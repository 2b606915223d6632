import type { ComponentType } from 'react';
import type { LayoutProps } from 'react-admin';
import { preload } from '../lazyReady';

/**
 * The signed-in shell (top bar, menus, the outbox's parts, the socket) is not the login page's:
 * its own chunk, asked for at once when someone is signed in (main.tsx), beside the app's.
 */
export const loadShell = async (): Promise<{ default: ComponentType<LayoutProps> }> => ({ default: (await import('./RealtimeLayout')).RealtimeLayout });
export const preloadShell = (): Promise<unknown> => preload(loadShell).catch(() => {});
