// What the cluster test's clients do: JSON calls and sign-in (its socket is tests/support/socket.ts).

export type Body = Record<string, unknown>;
export interface Answer<T = Body> { status: number; body: T; headers: Headers }

export const call = async <T = Body>(base: string, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body: body as T, headers: res.headers };
};

export interface Tokens { access: string; refresh: string }

export const signIn = async (base: string, email: string, password: string): Promise<Tokens> => {
  const res = await call<{ token: { access_token: string; refresh_token: string } }>(base, 'POST', '/v1/usuarios/auth', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} through ${base}: ${res.status} ${JSON.stringify(res.body)}`);
  return { access: res.body.token.access_token, refresh: res.body.token.refresh_token };
};
