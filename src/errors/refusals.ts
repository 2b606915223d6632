import { HttpError } from 'react-admin';

/**
 * The server refused this user a page's data (403): the page shows react-admin's access-denied
 * page, as a list does when its role is missing, instead of waiting or reading as empty.
 */
export const isAccessDenied = (error: unknown): boolean => error instanceof HttpError && error.status === 403;

/** react-query's `retry` for a page's own query: a 4xx answer would only come again, so only other failures are retried. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  failures < 3 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);
