import type { Change } from '../../src/providers/realtime';

/**
 * The browser's WebSocket as the realtime client (src/providers/realtime.ts) uses it, connected to
 * the in-memory API: it opens, answers the token with `ready`, and delivers each change the API
 * announces. So a screen refreshes after a write as it does in the app, where the socket tells it.
 */
export const fakeWebSocket = (subscribe: (listener: (change: Change) => void) => () => void) => class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  private unsubscribe?: () => void;

  constructor() {
    setTimeout(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.unsubscribe = subscribe((change) => this.onmessage?.({ data: JSON.stringify(change) }));
      this.onopen?.();
    });
  }

  send() {
    this.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
  }

  close() {
    this.readyState = 3;
    this.unsubscribe?.();
  }
};
