import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import { CHANGES_CHANNEL } from './crud/audit';
import type { Notifications } from './db/notifications';
import { currentSettings } from './settings';

/** How long the map tile host read from the settings is used before it is read again (a safety net: changes are heard). */
const TILE_HOST_TTL_MS = 30_000;

/**
 * The CSP source of a Leaflet tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * gives `https://*.tile.example.org`. A placeholder is allowed only in the leftmost label, the
 * one place CSP accepts a wildcard; anything else gives no source (tiles stay blocked).
 */
export const tileSource = (template: unknown): string | undefined => {
  if (typeof template !== 'string') return undefined;
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!m) return undefined;
  const labels = m[2].toLowerCase().split('.');
  if (labels[0].includes('{')) labels[0] = '*';
  const host = labels.join('.');
  return /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host) ? `${m[1].toLowerCase()}://${host}` : undefined;
};

/**
 * The tile host of the current settings (docs/domain.md "Current settings"), read at start, again
 * in the background whenever any instance commits a change to the settings (or the LISTEN
 * connection was lost), and at most every TILE_HOST_TTL_MS anyway, so no request waits on a query
 * and every instance sends the same policy (docs/decisions.md "Several instances").
 */
const createTileHost = (pool: pg.Pool, notifications: Notifications, warn: (msg: string) => void) => {
  let value: string | undefined;
  let readAt = 0;
  let reading: Promise<void> | undefined;
  // A change heard while a read is under way may have committed after that read looked: read once more.
  let again = false;
  const read = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    again = false;
    reading = pool
      .query<{ mapa_tile_url: string | null }>(currentSettings('mapa_tile_url'))
      .then(({ rows }) => { value = tileSource(rows[0]?.mapa_tile_url); })
      .catch((err: Error) => warn(`map tile host not read from the settings: ${err.message}`))
      .finally(() => {
        readAt = Date.now();
        reading = undefined;
        if (again) void read();
      });
    return reading;
  };
  const changed = () => {
    if (reading) again = true;
    else void read();
  };
  notifications.on(CHANGES_CHANNEL, (payload) => {
    // Payloads are JSON (server/crud/audit.ts); the resource is read without parsing every change.
    if (payload.includes('"resource":"configuracoes"')) changed();
  });
  notifications.onGap(changed);
  return {
    read,
    current: () => {
      if (Date.now() - readAt > TILE_HOST_TTL_MS) void read();
      return value;
    },
  };
};

/**
 * Helmet's headers that only a document (or a worker) reads: on a hashed script or stylesheet
 * they are ~600 bytes of nothing per request, and a phone's first visit makes dozens. Kept:
 * nosniff and the cross-origin resource policy, which guard the asset itself.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];

/**
 * Security headers on every answer (helmet). The policy allows this origin only, plus the map
 * tile host of the settings for images. Styles may be inline because emotion (MUI) writes
 * <style> elements at run time; images may be data: and blob: URLs (icons, CSV previews).
 */
export const security = async (app: FastifyInstance, pool: pg.Pool, config: Config, notifications: Notifications): Promise<void> => {
  const tiles = createTileHost(pool, notifications, (msg) => app.log.warn(msg));
  await tiles.read();
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', () => tiles.current() ?? ''],
        objectSrc: ["'none'"],
        // The camera's barcode decoder is WebAssembly (ZXing, our own file): compiling it needs
        // 'wasm-unsafe-eval', which allows wasm only, not eval (docs/decisions.md "Scanning").
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Tile servers such as OpenStreetMap's refuse requests without a Referer; send the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain HTTP (a LAN address) HSTS means nothing; behind HTTPS it pins the browser to it.
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 15552000 } : false,
  });
};
