import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

/**
 * Brotli and gzip copies of every text asset, made once at build time at the highest levels
 * (too slow per request), which the server sends to browsers that accept them (server/app.ts).
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
      const path = join(options.dir!, file);
      const bytes = readFileSync(path);
      if (bytes.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
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
