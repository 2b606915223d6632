import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const csp = (header: unknown) => Object.fromEntries(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('every answer carries the policy: this origin only, no framing, no sniffing, origin-only referrer', async () => {
    const admin = await t.login();
    const answers = await Promise.all([
      t.app.inject({ url: '/v1/grupos', headers: bearer(admin.access) }),
      t.app.inject({ url: '/v1/grupos' }), // 401
      t.app.inject({ url: '/nothing-here' }), // 404
      t.app.inject({ url: '/v1/docs/' }),
      t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: 'x' } }), // 400
    ]);
    for (const res of answers) {
      const label = `${res.statusCode} ${res.raw.req.url}`;
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src'], label).toEqual(["'self'"]);
      expect(policy['script-src'], label).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['connect-src'], label).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], label).toEqual(["'none'"]);
      expect(policy['object-src'], label).toEqual(["'none'"]);
      expect(policy['img-src'], label).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy, label).not.toHaveProperty('upgrade-insecure-requests'); // the app may run on plain HTTP in a LAN
      expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], label).toBe('DENY');
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 200, 400]);
  });

  it('images may also come from the map tile host of the current settings, read again after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.pool.query(`UPDATE configuracoes SET mapa_tile_url = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'`);
      vi.setSystemTime(Date.now() + 31_000);
      let imgSrc: string[] = [];
      for (let i = 0; i < 50 && !imgSrc.includes('https://*.tile.openstreetmap.org'); i++) {
        imgSrc = csp((await t.app.inject({ url: '/v1/openapi.json' })).headers['content-security-policy'])['img-src'];
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
      // Between two reads, a request does not query the settings.
      const spy = vi.spyOn(t.pool, 'query');
      await t.app.inject({ url: '/v1/openapi.json' });
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    } finally {
      await t.pool.query(`UPDATE configuracoes SET mapa_tile_url = NULL`);
      vi.useRealTimers();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://backoffice.example.com' });
    try {
      const res = await https.app.inject({ url: '/v1/openapi.json' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});

describe('stalled requests', () => {
  /** Opens a raw connection, writes `data`, and answers what the server sends back and when. */
  const stall = (port: number, data: string) => new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => { text += chunk; });
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => { socket.destroy(); }, 15_000);
  });

  it('a body or header that stops coming gets 408 after REQUEST_TIMEOUT', async () => {
    expect(loadConfig({}).requestTimeout).toBe(30);
    const quick = await createTestApp({ requestTimeout: 1 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = quick.app.server.address() as net.AddressInfo;
      const body = await stall(port, 'POST /v1/usuarios/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"');
      const header = await stall(port, 'GET /v1/openapi.json HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      for (const res of [body, header]) {
        expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
        expect(res.ms).toBeLessThan(10_000); // closed, not held open until the test gives up
      }
    } finally {
      await quick.close();
    }
  }, 40_000);
});

describe('request log', () => {
  const capture = () => {
    const lines: { level: string; obj: unknown; msg?: string }[] = [];
    const logger = {
      level: 'info',
      child: () => logger,
      ...Object.fromEntries(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [
        level, (obj: unknown, msg?: string) => { lines.push({ level, obj, msg }); },
      ])),
    } as unknown as FastifyBaseLogger;
    return { lines, logger };
  };

  it('writes one info line per request when LOG_REQUESTS is on, none when off', async () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    const { buildApp } = await import('../../server/app');
    const { loadResources } = await import('../../server/registry');
    for (const logRequests of [true, false]) {
      const { lines, logger } = capture();
      const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: 'test-secret-with-enough-length-123456', logRequests }, pool: t.pool, resources: await loadResources(), logger });
      try {
        await app.ready();
        lines.length = 0;
        await app.inject({ url: '/v1/openapi.json' });
        await app.inject({ url: '/v1/grupos' });
        const requestLines = lines.filter((l) => typeof l.obj === 'object' && l.obj !== null && 'statusCode' in l.obj);
        if (logRequests) {
          expect(requestLines.map((l) => [l.level, l.msg])).toEqual([['info', 'GET /v1/openapi.json 200'], ['info', 'GET /v1/grupos 401']]);
          expect(requestLines[0].obj).toMatchObject({ method: 'GET', url: '/v1/openapi.json', statusCode: 200, ms: expect.any(Number) });
        } else {
          expect(requestLines).toEqual([]);
        }
        expect(lines.filter((l) => l.level === 'info')).toHaveLength(logRequests ? 2 : 0);
      } finally {
        await app.close();
      }
    }
  });
});
