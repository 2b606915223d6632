import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { setDecoderWasm } from './decoder';

// The wasm is a file of our build, served by us and precached by the service worker (vite.config.ts),
// so the camera reads offline and never asks a CDN (docs/decisions.md "Scanning").
setDecoderWasm({ locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) });
