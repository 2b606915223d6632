// Writes the installed app's icons into public/ (docs/architecture.md "Service worker"): the logo of the
// top bar (src/layout/LogoMark.tsx: MUI's LocalShipping truck, white on the brand's primary colour)
// as the PNGs the web app manifest names, and as the tab's icon (favicon.svg, which index.html names). Run it again after the logo or the
// colour changes: `npx tsx scripts/pwa-icons.ts`; the files it writes are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { projectRoot } from '../server/web';
import { BRAND } from '../src/theme/buildTheme';

// @mui/icons-material/LocalShipping, drawn in a 24 × 24 box.
const TRUCK = 'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m13.5-9 1.96 2.5H17V9.5zm-1.5 9c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5';

/** The truck at `scale` of the icon's width, centred, on the primary colour (a rounded tile, or the full square). */
const svg = (scale: number, rounded: boolean) => {
  const size = 512;
  const s = (size * scale) / 24;
  const offset = (size - 24 * s) / 2;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND.primary}"/>
  <path transform="translate(${offset} ${offset}) scale(${s})" fill="#ffffff" d="${TRUCK}"/>
</svg>
`;
};

const out = join(projectRoot, 'public');
mkdirSync(out, { recursive: true });
// A maskable icon may be cut to a circle of 80 % of its width: the truck stays inside it.
const sources = { icon: svg(0.62, true), 'icon-maskable': svg(0.5, false) };
writeFileSync(join(out, 'favicon.svg'), sources.icon);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const png = async (source: string, size: number, file: string) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">
      <img src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.screenshot({ path: join(out, file), omitBackground: true });
  };
  await png(sources.icon, 192, 'icon-192.png');
  await png(sources.icon, 512, 'icon-512.png');
  await png(sources['icon-maskable'], 512, 'icon-maskable-512.png');
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
