import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type Rgba, type Symbology, barcodePng, frameWith, pngToRgba } from '../../support/barcodes';
import { E2E_CHROMIUM, E2E_CHROMIUM_ARGS } from '../../../playwright.config';

/**
 * A fake camera for Chromium (docs/architecture.md "Testing"): barcodes drawn by bwip-js, each held
 * in front of the "lens" for a while with blank frames between, written by ffmpeg as the .y4m file
 * Chromium plays as its camera (`--use-file-for-fake-video-capture`). Chromium loops the file, so it
 * ends on a long blank: a test closes the camera before the codes come round again.
 */

export const CAMERA = { width: 640, height: 360, fps: 5 };

export type Shot = { code: Symbology; text: string; scale?: number; seconds?: number } | { blank: number };

const blank = (): Rgba => ({ data: new Uint8ClampedArray(CAMERA.width * CAMERA.height * 4).fill(255), width: CAMERA.width, height: CAMERA.height });

/** The shots as a .y4m video (ffmpeg, from raw RGBA frames); its path. */
export const cameraVideo = async (shots: readonly Shot[]): Promise<string> => {
  const file = join(mkdtempSync(join(tmpdir(), 'fake-camera-')), 'camera.y4m');
  const ffmpeg = spawn('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${CAMERA.width}x${CAMERA.height}`,
    '-r', String(CAMERA.fps), '-i', '-', '-pix_fmt', 'yuv420p', '-f', 'yuv4mpegpipe', file], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const write = async (frame: Rgba, seconds: number) => {
    for (let i = 0; i < Math.round(seconds * CAMERA.fps); i++) {
      if (!ffmpeg.stdin.write(Buffer.from(frame.data.buffer))) await new Promise((r) => ffmpeg.stdin.once('drain', r));
    }
  };
  const white = blank();
  for (const shot of shots) {
    if ('blank' in shot) await write(white, shot.blank);
    else await write(frameWith(pngToRgba(await barcodePng(shot.code, shot.text, shot.scale ?? 2)), CAMERA.width, CAMERA.height), shot.seconds ?? 1.5);
  }
  ffmpeg.stdin.end();
  await done;
  return file;
};

/**
 * The codes in turn, each held 1.5 s after a blank long enough for the reader to take the next
 * one as a new read (src/scan/CameraDialog.tsx counts a code again after 800 ms out of sight).
 */
export const scanSequence = (codes: readonly Omit<Extract<Shot, { code: Symbology }>, 'seconds'>[], tail = 25): Shot[] => [
  { blank: 2 },
  ...codes.flatMap((c) => [{ ...c, seconds: 1.6 }, { blank: 1.4 }]),
  { blank: tail },
];

/** Debian's Chromium, as the suite's, with a fake camera playing `video` and the permission prompt answered yes. */
export const browserWithCamera = (video: string): Promise<Browser> => chromium.launch({
  executablePath: E2E_CHROMIUM,
  args: [...E2E_CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
});
