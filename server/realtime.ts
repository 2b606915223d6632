import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { type Home, isArea } from '../src/registry/area';
import { loadUser } from './auth/guard';
import type { TokenService } from './auth/tokens';
import { CHANGES_CHANNEL } from './crud/audit';
import type { Notifications } from './db/notifications';
import { hearsChange } from './crud/owner';
import { allows } from '../src/registry/operations';
import { hasRole } from '../src/registry/roles';

/** A socket that has not said who it is by then is closed (docs/architecture.md "Realtime"). */
export const SOCKET_AUTH_MS = 10_000;
/** How often a connected user's roles and session are read again. */
const RECHECK_MS = 30_000;
/** Close codes: the token was missing, wrong or ended; the user lost access. */
export const CLOSE_UNAUTHORIZED = 4401;

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
  deps: { pool: pg.Pool; tokens: TokenService; homes: Home[]; notifications: Notifications; authMs?: number },
) => {
  const byName = new Map(deps.homes.map((h) => [h.name, h]));
  // The declared reads whose answers a home's changes make stale (`live`), with the home that declares each.
  const liveReads = deps.homes.flatMap((h) => Object.values(h.operations ?? {}).filter((op) => op.live?.length).map((op) => ({ home: h, op })));
  const listeners = new Set<Listener>();

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
    for (const l of listeners) {
      if (l.socket.readyState !== l.socket.OPEN) continue;
      const hears = isArea(home) ? hasRole(l.roles, home.viewRole ?? 'admin') : hearsChange(home, { id: l.userId, tipo_id: l.tipoId, roles: l.roles }, change.owners);
      if (hears) l.socket.send(message);
      else if (reads.some((r) => allows(r.op.access, { roles: l.roles, tipo_id: l.tipoId }, r.home))) l.socket.send(boardMessage);
    }
  };

  deps.notifications.on(CHANGES_CHANNEL, fanOut);

  const recheck = setInterval(() => {
    for (const l of listeners) {
      void loadUser(deps.pool, l.userId, l.familyId).then((u) => {
        if (!u || !u.ativo || u.revoked) l.socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        else Object.assign(l, { roles: u.roles, tipoId: u.tipo_id });
      }).catch(() => {});
    }
  }, RECHECK_MS);
  recheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(recheck);
    for (const l of listeners) l.socket.close(1001, 'server closing');
  });

  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
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
