/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker built by vite-plugin-pwa (vite.config.ts) and tells `offer` when
 * a new version can be used; `offer`'s argument switches to it and reloads. Nothing here reloads
 * on its own (docs/architecture.md "Service worker"): a driver in the middle of a stop keeps working on
 * the old version until they choose. Loaded lazily by UpdatePrompt, after the first paint.
 */
export type OfferUpdate = (apply: () => void) => void;

// Phones keep the driver's day open for hours without navigating, and the browser looks for a
// new worker only on navigations: look every hour too, while there is a network to look on.
const CHECK_EVERY_MS = 60 * 60 * 1000;

// One registration per page: the prompt may mount again (after a sign-out and a sign-in), and then
// takes over the offer, with a version that is already waiting.
let registered = false;
let listener: OfferUpdate | undefined;
let offered: (() => void) | undefined;
const offerToPrompt: OfferUpdate = (apply) => {
  offered = apply;
  listener?.(apply);
};

export const registerServiceWorker = (offer: OfferUpdate): void => {
  listener = offer;
  if (offered) offer(offered);
  if (registered) return;
  registered = true;
  let accepted = false;
  const updateSW = registerSW({
    immediate: true,
    // A new version is installed and waiting: offered, and taken only when the user accepts.
    onNeedRefresh: () => offerToPrompt(() => {
      accepted = true;
      void updateSW();
    }),
    // The new version took over: after our own acceptance the page reloads into it; when another
    // tab accepted it, this one is only told (its Reload button reloads, nothing is waiting any more).
    onNeedReload: () => {
      if (accepted) window.location.reload();
      else offerToPrompt(() => window.location.reload());
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
  });
};
