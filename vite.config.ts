import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import en from './i18n/app/en.js';
import pwaEn from './i18n/pwa/en.js';
import { BRAND } from './src/theme/buildTheme.js';

const apiPort = process.env.API_PORT ?? '3000';

/**
 * Brotli and gzip copies of every text asset (and of the barcode decoder's wasm, 1 MB raw), made once at build time at the highest levels
 * (too slow per request), which the server sends to browsers that accept them (server/app.ts).
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json|txt|webmanifest|wasm)$/.test(file)) continue;
      const path = join(options.dir!, file);
      const bytes = readFileSync(path);
      if (bytes.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
});

/**
 * The service worker of the installable app (docs/architecture.md "Service worker"): it precaches the
 * built shell (index.html, every chunk, so every language's catalog, and the icons) and answers
 * page navigations with index.html, so a page visited once opens with no network in its own
 * language. API calls are never its business: the data provider caches them per user. A new
 * version waits until the user accepts it (src/pwa/UpdatePrompt.tsx), which is why the page
 * registers it itself. Off in `vite` dev: only builds have one.
 */
const serviceWorker = () => VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  manifest: {
    // One manifest for every language: the default one's name (i18n/app/en.ts); the app itself opens
    // in the remembered language (src/providers/localeRoute.ts).
    name: en.app.name,
    short_name: pwaEn.app.pwa.short_name,
    lang: 'en',
    // The driver's day, where the installed app is used (docs/decisions.md "The installed app").
    start_url: '/itinerarios-mobile',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Every chunk: the driver's page, the screens and all five catalogs load lazily, and offline
    // nothing could fetch them later. The .br/.gz copies are the server's business, not the cache's.
    // The barcode decoder's wasm too (src/scan/wasm.ts): the camera reads offline.
    globPatterns: ['**/*.{js,css,html,woff2,svg,wasm}'],
    // One worker file: the workbox runtime inlined, not a second root file to keep in step.
    inlineWorkboxRuntime: true,
    navigateFallback: 'index.html',
    // Navigations to the API (its docs, a file link) must reach the server; no runtimeCaching,
    // so no /v1 answer is ever stored by the worker.
    navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/assets\//],
    // The first visit's page comes under the worker as soon as it is installed, so a network lost
    // before the next load still finds the lazy chunks that page asks for. An update still waits for the user: a waiting
    // worker claims nothing until it is told to skip waiting.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), precompress(), serviceWorker()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Tiny shared chunks (a hook, a catalog slice) cost a round trip and ~1 KB of headers
        // each on a phone's first visit; under this size they are copied into their importers.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 30_000 } },
      },
    },
  },
  server: {
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
});
