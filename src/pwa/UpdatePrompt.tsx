import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { keepUnsavedInput } from '../providers/unsavedInput';
import type { OfferUpdate } from './registerServiceWorker';

/** Registers the service worker; `offer` is called when a new version can be used. */
export type RegisterWorker = (offer: OfferUpdate) => void;

// The registration (and workbox-window behind it) stays out of the first download: it loads once
// the page has loaded, and only in builds, so `npm run dev` never has a service worker.
const registerAfterLoad: RegisterWorker = (offer) => {
  const start = () => void import('./registerServiceWorker').then((m) => m.registerServiceWorker(offer));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
const defaultRegister = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? registerAfterLoad : undefined;

/**
 * "A new version is available" with a Reload button (docs/architecture.md "Service worker"): offered,
 * never forced; closing it leaves the page on the version it runs until the next load. Before the
 * reload, the forms on screen keep what they hold unsaved, and get it back after it
 * (docs/architecture.md "Unsaved input").
 */
export const UpdatePrompt = ({ register = defaultRegister }: { register?: RegisterWorker }) => {
  const translate = useTranslate();
  const [apply, setApply] = useState<() => void>();
  useEffect(() => register?.((next) => setApply(() => next)), [register]);
  if (!apply) return null;
  const reload = () => {
    keepUnsavedInput();
    apply();
  };
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={translate('app.pwa.update_available')}
      action={(
        <>
          <Button color="inherit" size="small" onClick={reload}>{translate('app.pwa.reload')}</Button>
          <IconButton color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={() => setApply(undefined)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      )}
    />
  );
};
