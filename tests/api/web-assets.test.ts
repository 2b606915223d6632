import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers';

/**
 * The built web app is served pre-compressed and cached by name (issue 15 point 13): hashed
 * assets for a year, index.html asked for again every time.
 */
let t: TestApp;
let root: string;
const SCRIPT = `console.log(${JSON.stringify('entrega '.repeat(400))});\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-assets-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/index-AbC123.js"></script>');
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({}, { webRoot: root });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('hashed assets', () => {
  it('go as brotli to browsers that take it, else gzip, else as they are, cached for a year', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', (b: Buffer) => brotliCompressSync(SCRIPT).equals(b)],
      ['gzip, deflate', 'gzip', (b: Buffer) => gzipSync(SCRIPT).equals(b)],
      ['identity', undefined, (b: Buffer) => b.toString() === SCRIPT],
    ] as const) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary ?? ''), accept).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload), accept).toBe(true);
      // What guards a script stays; what only a document reads does not ride along dozens of times.
      expect(res.headers['x-content-type-options'], accept).toBe('nosniff');
      expect(res.headers['content-security-policy'], accept).toBeUndefined();
      expect(res.headers.etag, accept).toBeUndefined();
    }
    expect(brotliCompressSync(SCRIPT).length).toBeLessThan(SCRIPT.length / 10);
  });
});

describe('index.html', () => {
  it('is revalidated on every visit, at / and at any page path', async () => {
    for (const url of ['/', '/pt/clientes', '/itinerarios-mobile']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    }
  });
});

describe('other files of the build', () => {
  it('are revalidated too, index.html asked for by name included', async () => {
    const res = await get('/index.html', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
