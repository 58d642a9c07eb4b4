/**
 * The app icons of web/public/icons (the manifest's, the home screen's), drawn from one SVG by
 * Chromium: `node --import tsx web/scripts/make-icons.mts` after changing the design below, then
 * commit the PNGs. "any" icons fill their square; the maskable one keeps its mark inside the
 * central 80 % circle that every launcher shape leaves visible.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BACKGROUND = '#0b6b49';
const MARK = '#ffffff';

/** The design at `size` px; `scale` shrinks the mark into the maskable safe zone. */
const svg = (size: number, maskable: boolean) => {
  const corner = maskable ? 0 : size * 0.19;
  const scale = maskable ? 0.62 : 0.8;
  const tile = size * 0.2 * scale;
  const gap = size * 0.035 * scale;
  const row = 3 * tile + 2 * gap;
  const x0 = (size - row) / 2;
  const y = size * 0.64 - tile / 2;
  // A row of three tiles (the game's board) under a large C.
  const tiles = ['#2ea868', '#f0c14b', '#5d6966']
    .map((fill, i) => `<rect x="${x0 + i * (tile + gap)}" y="${y}" width="${tile}" height="${tile}" rx="${tile * 0.15}" fill="${fill}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${corner}" fill="${BACKGROUND}"/>
    <text x="${size / 2}" y="${size * 0.47}" font-family="DejaVu Sans Mono, monospace" font-weight="700"
      font-size="${size * 0.42 * scale}" text-anchor="middle" fill="${MARK}">C</text>
    ${tiles}
  </svg>`;
};

const out = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
  await page.locator('svg').screenshot({ path: join(out, name), omitBackground: !maskable });
  console.log(`web/public/icons/${name}`);
}
await browser.close();
