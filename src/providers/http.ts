import { HttpError } from 'react-admin';
import { activity } from './activity';
import { currentLocale } from './locale';
import { session } from './session';

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

export const apiFetch: ApiFetch = <T = unknown>(path: string, init: ApiInit = {}): Promise<T> => activity.track(request<T>(path, init));

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
