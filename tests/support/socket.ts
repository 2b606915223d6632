import { WebSocket } from 'ws';

// A client of the realtime socket (`/v1/socket`, docs/architecture.md "Realtime"), for the API
// tests (one app, two processes) and the cluster test (through nginx) alike.

type Body = Record<string, unknown>;

export interface Socket {
  ws: WebSocket;
  /** Every message heard, in order. */
  messages: Body[];
  /** The close code, once the server closes it. */
  closed: Promise<number>;
  /** The first message, heard or still to come, that matches; fails after `ms`. */
  next(match: (m: Body) => boolean, ms?: number): Promise<Body>;
}

/** A socket on `base`'s `/v1/socket`, open but not signed in; `waitMs` is `next`'s default patience. */
export const openSocket = (base: string, { waitMs = 5000 } = {}): Promise<Socket> => new Promise((resolve, reject) => {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/socket`);
  const messages: Body[] = [];
  const waiters: { match: (m: Body) => boolean; done: (m: Body) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Body;
    messages.push(m);
    for (const w of [...waiters]) if (w.match(m)) { waiters.splice(waiters.indexOf(w), 1); w.done(m); }
  });
  const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
  ws.on('error', reject);
  ws.on('open', () => resolve({
    ws, messages, closed,
    next: (match, ms = waitMs) => new Promise((done, fail) => {
      const seen = messages.find(match);
      if (seen) return done(seen);
      const timer = setTimeout(() => fail(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
      waiters.push({ match, done: (m) => { clearTimeout(timer); done(m); } });
    }),
  }));
});

/** A socket signed in with `token`: it answered `ready`. */
export const signedInSocket = async (base: string, token: string, options: { waitMs?: number } = {}): Promise<Socket> => {
  const socket = await openSocket(base, options);
  socket.ws.send(JSON.stringify({ token }));
  await socket.next((m) => m.type === 'ready');
  return socket;
};
