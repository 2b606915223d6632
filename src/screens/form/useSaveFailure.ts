import { type HttpError, useNotify } from 'react-admin';
import { session } from '../../providers/session';

/**
 * What a generated form says when a save fails: react-admin's own notice (field errors show
 * under their inputs instead), except when the save found the session ended, which the login
 * page says, once (docs/architecture.md "Unsaved input").
 */
export const useSaveFailure = () => {
  const notify = useNotify();
  return (error: unknown) => {
    if (session.ended()) return;
    const fields = (error as HttpError | undefined)?.body?.errors as object | undefined;
    if (fields && Object.keys(fields).length) return;
    const message = (error as Error | undefined)?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
};
