import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { type Home, isArea } from '../src/registry/area';
import { loadUser } from './auth/guard';
import type { TokenService } from './auth/tokens';
import { CHANGES_CHANNEL } from './crud/audit';
import type { Notifications } from './db/notifications';
import type { ReadRouting } from './db/readRouting';
import { AUTH_CHANNEL } from './auth/userCache';
import { hearsChange } from './crud/owner';
import { allows } from '../src/registry/operations';
import { hasRole } from '../src/registry/roles';

/** A socket that has not said who it is by then is closed (docs/architecture.md "Realtime"). */
export const SOCKET_AUTH_MS = 10_000;
/** How often a connected user's roles and session are read again (a safety net: changes to them are heard). */
const RECHECK_MS = 30_000;
/** Close codes: the token was missing, wrong or ended; the user lost access. */
export const CLOSE_UNAUTHORIZED = 4401;
/** The instance is stopping (SIGTERM): the browser reconnects, through the proxy to another instance (RFC 6455 "Service Restart"). */
export const CLOSE_RESTARTING = 1012;

interface Listener {
  userId: string;
  tipoId: string;
  familyId?: string;
  roles: string[];
  socket: WebSocket;
}

/**
 * `/v1/socket` (docs/domain.md "Endpoints beyond CRUD", docs/architecture.md "Realtime"): after `{ "token": ... }`
 * a socket receives `{ resource, id, action }` for every committed change its user may see: of a
 * resource whose view role they hold, or of their own records under the owner rule, and of an area's feed (the stock ledger's
 * postings, `estoque`) to its view role; whoever may call a read declared `live` over a home (a dashboard) hears
 * `{ resource, id: null, action }` of that home's changes, without their records' ids. Changes reach every API instance through PostgreSQL LISTEN/NOTIFY
 * (server/db/notifications.ts).
 */
export const realtimeRoutes = async (
  app: FastifyInstance,
  deps: { pool: pg.Pool; tokens: TokenService; homes: Home[]; notifications: Notifications; reads: ReadRouting; authMs?: number },
) => {
  const byName = new Map(deps.homes.map((h) => [h.name, h]));
  // The declared reads whose answers a home's changes make stale (`live`), with the home that declares each.
  const liveReads = deps.homes.flatMap((h) => Object.values(h.operations ?? {}).filter((op) => op.live?.length).map((op) => ({ home: h, op })));
  const listeners = new Set<Listener>();
  // With read replicas, the sockets hear a change only once their users' read positions passed it,
  // so the refetch it causes, through any instance, finds it (docs/architecture.md "Read replicas");
  // one queue keeps the changes in the order they committed.
  let queue = Promise.resolve();
  const deliver = (sends: { l: Listener; message: string }[]) => {
    const send = () => { for (const { l, message } of sends) if (l.socket.readyState === l.socket.OPEN) l.socket.send(message); };
    if (!deps.reads.enabled) return send();
    queue = queue
      .then(() => deps.reads.mustSee(sends.map(({ l }) => l.userId)))
      .catch((err: Error) => app.log.warn(`read positions not raised before a change was announced: ${err.message}`))
      .then(send);
  };

  const fanOut = (payload: string) => {
    let change: { resource?: string; id?: string | null; action?: string; owners?: unknown };
    try {
      change = JSON.parse(payload) as typeof change;
    } catch {
      return;
    }
    const home = change.resource ? byName.get(change.resource) : undefined;
    if (!home) return;
    // The owners travel only to pick the sockets (docs/architecture.md "Owner"); no record data is sent.
    const message = JSON.stringify({ resource: change.resource, id: change.id, action: change.action });
    // A live read's caller (a dashboard's viewer) may not read the records under it: they hear that the home moved, not which record.
    const reads = liveReads.filter((r) => r.op.live!.includes(change.resource!));
    const boardMessage = JSON.stringify({ resource: change.resource, id: null, action: change.action });
    const sends: { l: Listener; message: string }[] = [];
    for (const l of listeners) {
      if (l.socket.readyState !== l.socket.OPEN) continue;
      const hears = isArea(home) ? hasRole(l.roles, home.viewRole ?? 'admin') : hearsChange(home, { id: l.userId, tipo_id: l.tipoId, roles: l.roles }, change.owners);
      if (hears) sends.push({ l, message });
      else if (reads.some((r) => allows(r.op.access, { roles: l.roles, tipo_id: l.tipoId }, r.home))) sends.push({ l, message: boardMessage });
    }
    if (sends.length) deliver(sends);
  };

  deps.notifications.on(CHANGES_CHANNEL, fanOut);

  // Roles and sessions as the database has them now: a socket keeps no answer another instance's write changed.
  let rechecking: Promise<unknown> | undefined;
  let again = false;
  const recheck = (): void => {
    if (rechecking) {
      again = true;
      return;
    }
    again = false;
    rechecking = Promise.all([...listeners].map((l) => loadUser(deps.pool, l.userId, l.familyId).then((u) => {
      if (!u || !u.ativo || u.revoked) l.socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      else Object.assign(l, { roles: u.roles, tipoId: u.tipo_id });
    }).catch(() => {}))).finally(() => {
      rechecking = undefined;
      if (again) recheck();
    });
  };
  deps.notifications.on(AUTH_CHANNEL, recheck);
  deps.notifications.onGap(recheck);
  const timer = setInterval(recheck, RECHECK_MS);
  timer.unref();

  app.addHook('onClose', async () => { clearInterval(timer); });

  await app.register(websocket, {
    options: { maxPayload: 8 * 1024 },
    // On close (SIGTERM) every socket is told the server restarts, not merely that it went (the plugin's own default).
    preClose: async function (this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_RESTARTING, 'server restarting');
      this.websocketServer.close();
    },
  });
  // Public by name (server/app.ts): the socket says who it is in its first message.
  app.get('/v1/socket', { websocket: true, schema: { tags: ['realtime'], summary: 'Change notifications (send { "token": access_token } first)' } }, (socket) => {
    let me: Listener | undefined;
    const timer = setTimeout(() => { if (!me) socket.close(CLOSE_UNAUTHORIZED, 'no token'); }, deps.authMs ?? SOCKET_AUTH_MS);
    socket.on('message', (raw) => {
      let token: unknown;
      try {
        token = (JSON.parse(String(raw)) as { token?: unknown }).token;
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string') {
        if (!me) socket.close(CLOSE_UNAUTHORIZED, 'no token');
        return;
      }
      // A later token (after a refresh) replaces the first; a bad one ends the socket.
      void (async () => {
        const claims = await deps.tokens.verifyAccess(token);
        const user = claims ? await loadUser(deps.pool, claims.userId, claims.familyId) : undefined;
        if (!claims || !user || !user.ativo || user.revoked) {
          socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          return;
        }
        clearTimeout(timer);
        if (me) Object.assign(me, { userId: user.id, tipoId: user.tipo_id, familyId: claims.familyId, roles: user.roles });
        else {
          me = { userId: user.id, tipoId: user.tipo_id, familyId: claims.familyId, roles: user.roles, socket };
          listeners.add(me);
        }
        socket.send(JSON.stringify({ type: 'ready' }));
      })().catch(() => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized'));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (me) listeners.delete(me);
    });
  });
};
