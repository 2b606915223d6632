import { WebSocket } from 'ws';

// What the cluster test's clients do: JSON calls, sign-in, a realtime socket.

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

export interface Socket {
  ws: WebSocket;
  messages: Body[];
  closed: Promise<number>;
  next(match: (m: Body) => boolean, ms?: number): Promise<Body>;
}

/** A socket on `/v1/socket`, signed in (it answered `ready`). */
export const openSocket = (base: string, token: string): Promise<Socket> => new Promise((resolve, reject) => {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/socket`);
  const messages: Body[] = [];
  const waiters: { match: (m: Body) => boolean; done: (m: Body) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Body;
    messages.push(m);
    for (const w of [...waiters]) if (w.match(m)) { waiters.splice(waiters.indexOf(w), 1); w.done(m); }
  });
  const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
  const socket: Socket = {
    ws, messages, closed,
    next: (match, ms = 10_000) => new Promise((done, fail) => {
      const seen = messages.find(match);
      if (seen) return done(seen);
      const timer = setTimeout(() => fail(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
      waiters.push({ match, done: (m) => { clearTimeout(timer); done(m); } });
    }),
  };
  ws.on('error', reject);
  ws.on('open', () => {
    ws.send(JSON.stringify({ token }));
    socket.next((m) => m.type === 'ready').then(() => resolve(socket), reject);
  });
});
