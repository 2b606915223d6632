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

/**
 * Every call to the v1 API: bearer token, the user's language (the server translates its
 * errors), JSON both ways. Errors become react-admin HttpErrors whose `body.errors` are the
 * per-field messages, which react-admin shows under each input.
 */
export const apiFetch = <T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
): Promise<T> => activity.track(request<T>(path, init));

const request = async <T>(
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
): Promise<T> => {
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    'accept-language': currentLocale(),
    ...init.headers,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const token = session.tokens()?.access_token;
  if (init.auth !== false && token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const body = (json ?? { statusCode: res.status, message: res.statusText }) as ApiErrorBody;
    throw new HttpError(body.message || res.statusText, res.status, { ...body, errors: body.fields });
  }
  return json as T;
};

/** A stored file's bytes (GET /v1/arquivos/{id}), fetched with the session's token: an <img> could not send it. */
export const fetchFile = (id: string): Promise<Blob> => activity.track((async () => {
  const token = session.tokens()?.access_token;
  const res = await fetch(`${API_URL}/arquivos/${encodeURIComponent(id)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new HttpError(res.statusText, res.status);
  return res.blob();
})());

/** Stores a file (POST /v1/arquivos, raw body) and answers its id; the key makes a retried upload store it once. */
export const uploadFile = (file: Blob, idempotencyKey: string): Promise<{ id: string }> => activity.track((async () => {
  const token = session.tokens()?.access_token;
  const res = await fetch(`${API_URL}/arquivos`, {
    method: 'POST',
    headers: {
      'content-type': file.type, 'accept-language': currentLocale(), 'idempotency-key': idempotencyKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const json = (await res.json().catch(() => undefined)) as (ApiErrorBody & { id: string }) | undefined;
  if (!res.ok) throw new HttpError(json?.message || res.statusText, res.status, json);
  return json!;
})());
