/**
 * Draws the installed app's PNG icons (web app manifest) from the favicon's SVG with the
 * journeys' Chromium. Run again only when the logo changes:
 *   tsx apps/web/scripts/app-icons.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// Maskable: the mark inside the central 60 %, on a full-bleed ground a launcher may crop.
const maskable = favicon
  .replace('rx="8" ', '')
  .replace('<g transform="translate(0 3)">', '<g transform="translate(8 9.2) scale(0.6)">');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: true });
  }
} finally {
  await browser.close();
}
