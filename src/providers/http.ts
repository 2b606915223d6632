import { HttpError } from 'react-admin';
import { activity } from './activity';
import { currentLocale } from './locale';
import { secondsLeft, session } from './session';

export const API_URL = '/v1';

export interface ApiErrorBody {
  statusCode: number;
  error?: string;
  message: string;
  fields?: Record<string, string>;
}

/** A query string of the v1 API: empty values left out, arrays as repeated keys (`?id=1&id=2`). */
export const queryString = (params: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** What a call sends: a JSON body, or a Blob sent as it is (a photo); `as: 'blob'` answers the bytes (a stored file). */
export interface ApiInit {
  method?: string;
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
  as?: 'json' | 'blob';
}

/**
 * Every call to the v1 API: bearer token, the user's language (the server translates its
 * errors), JSON both ways. Errors become react-admin HttpErrors whose `body.errors` are the
 * per-field messages, which react-admin shows under each input.
 */
export type ApiFetch = <T = unknown>(path: string, init?: ApiInit) => Promise<T>;

export const apiFetch: ApiFetch = <T = unknown>(path: string, init: ApiInit = {}): Promise<T> =>
  activity.track((isPlainRead(init) && takeEarly<T>(path)) || request<T>(path, init));

const isPlainRead = (init: ApiInit) => (init.method ?? 'GET') === 'GET' && init.auth !== false && !init.as && !init.headers;

/** A read asked for before the screen that needs it exists, by path; taken once, fresh only for a moment. */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
/** Past this an early answer is not handed to a screen: a later visit reads the server again. */
const EARLY_FRESH_MS = 10_000;
/** Seconds of life an access token needs for an early read: well past authProvider's refresh margin (120 s). */
const EARLY_TOKEN_LEFT_S = 300;

const takeEarly = <T>(path: string): Promise<T> | undefined => {
  const hit = early.get(path);
  early.delete(path);
  return hit && performance.now() - hit.at < EARLY_FRESH_MS ? (hit.answer as Promise<T>) : undefined;
};

/**
 * Sends the GET of `path` now, so that the first screen's own call of the same path (through the
 * data provider, the offline read cache and all) gets this answer instead of asking after the
 * catalog, the declarations, the session check and the screen's code (docs/architecture.md
 * "First screen"). Signed in only, with the same token and headers as the call it stands in for.
 */
export const readEarly = (path: string): void => {
  // A token near its end is refreshed before the screen's call (authProvider's refreshAuth), and
  // an answer to the old one could be a 401 that signs out: then the screen asks itself.
  const token = session.tokens()?.access_token;
  if (!token || secondsLeft(token) < EARLY_TOKEN_LEFT_S) return;
  const answer = request(path, {});
  // A failure is the screen's to show when it asks; unasked, it is not an unhandled rejection.
  answer.catch(() => {});
  early.set(path, { at: performance.now(), answer });
};

const request = async <T>(path: string, init: ApiInit): Promise<T> => {
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    'accept-language': currentLocale(),
    ...init.headers,
  };
  const raw = init.body instanceof Blob;
  if (init.body !== undefined) headers['content-type'] = raw ? (init.body as Blob).type : 'application/json';
  const token = session.tokens()?.access_token;
  if (init.auth !== false && token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : raw ? (init.body as Blob) : JSON.stringify(init.body),
  });
  if (res.ok && init.as === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    // Retry-After marks a refusal that says "not now" (a write with the same key still running), not "no".
    throw apiError(res.status, (json ?? { statusCode: res.status, message: res.statusText }) as ApiErrorBody, res.statusText, res.headers.get('retry-after') ?? undefined);
  }
  return json as T;
};

/** A refusal of the API as screens receive it: the per-field messages under `body.errors`, where react-admin shows them under each input. */
export const apiError = (status: number, body: ApiErrorBody, statusText = '', retryAfter?: string): HttpError =>
  new HttpError(body.message || statusText, status, { ...body, errors: body.fields, retryAfter });
