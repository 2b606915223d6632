import type { QueryClient } from '@tanstack/react-query';
import { liveRefresher } from '../dashboards/live';
import { staleResources } from './homes';
import { session } from './session';

/** A committed change, as the server announces it on `/v1/socket` (docs/domain.md "Endpoints beyond CRUD"). */
export interface Change {
  resource: string;
  id: string | null;
  action: string;
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Records an edit form holds unsaved input for ("resource:id"): a change to one of them must
 * not refresh the form under the user's hands; the form says "changed by someone else" instead.
 */
const held = new Map<string, number>();
export const holdRecord = (resource: string, id: unknown): (() => void) => {
  const key = `${resource}:${String(id)}`;
  held.set(key, (held.get(key) ?? 0) + 1);
  return () => {
    const n = (held.get(key) ?? 1) - 1;
    if (n) held.set(key, n);
    else held.delete(key);
  };
};

const listeners = new Set<(c: Change) => void>();
/** Every change announced to this tab (the board, an edit form's notice). */
export const onChange = (listener: (c: Change) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The browser side of realtime (docs/architecture.md "Realtime"): one socket per tab, signed in with the
 * access token (again after each refresh), refreshing the lists, records and boards a change
 * touches. It reconnects by itself with a growing delay, and then refetches everything, since
 * what happened while it was away was not announced to it.
 */
export const connectRealtime = (queryClient: QueryClient): (() => void) => {
  let socket: WebSocket | undefined;
  let retry = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let sentToken: string | undefined;
  let missed = false;
  // Dashboards are not lists of one resource: they refresh when a resource under them changes, throttled.
  const dashboards = liveRefresher(queryClient);

  const apply = (change: Change) => {
    for (const resource of staleResources(change.resource)) {
      void queryClient.invalidateQueries({
        queryKey: [resource],
        // A record an edit form holds unsaved input for is left as the user sees it.
        predicate: (q) => !(q.queryKey[1] === 'getOne' && held.has(`${resource}:${String((q.queryKey[2] as { id?: unknown } | undefined)?.id)}`)),
      });
    }
    dashboards.onChange(change.resource);
    for (const l of listeners) l(change);
  };

  const sendToken = () => {
    const token = session.tokens()?.access_token;
    if (socket?.readyState === WebSocket.OPEN && token && token !== sentToken) {
      socket.send(JSON.stringify({ token }));
      sentToken = token;
    }
  };

  const open = () => {
    if (stopped || !session.tokens()) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/v1/socket`;
    const ws = new WebSocket(url);
    socket = ws;
    sentToken = undefined;
    ws.onopen = () => sendToken();
    ws.onmessage = (event) => {
      let message: Partial<Change> & { type?: string };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        retry = RETRY_MIN_MS;
        if (missed) void queryClient.invalidateQueries();
        missed = false;
        return;
      }
      if (typeof message.resource === 'string') apply(message as Change);
    };
    ws.onclose = () => {
      if (socket !== ws || stopped) return;
      missed = true;
      timer = setTimeout(open, retry);
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    };
  };

  // A refreshed token (this tab's or another's, through localStorage) signs the socket in again.
  const onStorage = () => sendToken();
  window.addEventListener('storage', onStorage);
  const tokenCheck = setInterval(sendToken, 5000);
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    dashboards.stop();
    clearInterval(tokenCheck);
    window.removeEventListener('storage', onStorage);
    socket?.close();
  };
};
