// Draws Hashi's icon (four islands joined by bridges, the app's solved-island colours) and
// renders it to the PNGs the manifest and index.html name, with Debian's chromium through the
// e2e suite's playwright-core. Run from the repository root after `npm ci` in tests/e2e:
//   node web/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.resolve(here, '../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

// style/main.css, light theme: water, bridges, a satisfied island's fill and outline.
const colours = { water: '#e6eef5', border: '#d5d9e0', bridge: '#1d2433', okFill: '#d6e9f5', ok: '#005a8c' };

/**
 * The icon on a 512 grid. `rounded`: a rounded tile with transparent corners (favicon and
 * "any" icons); otherwise the water fills the square (maskable and Apple icons, whose corners
 * the system cuts). `scale` shrinks the drawing about the centre to keep it in a safe zone.
 */
function iconSvg({ rounded, scale }) {
  const islands = [
    [136, 136, 3],
    [376, 136, 2],
    [136, 376, 2],
    [376, 376, 1],
  ];
  // A puzzle that is solved: 3 = double to the right + single down, 2 = double, 2 = two singles, 1.
  const bridges = [
    [136, 122, 376, 122],
    [136, 150, 376, 150],
    [136, 136, 136, 376],
    [136, 376, 376, 376],
  ];
  const tile = rounded
    ? `<rect x="8" y="8" width="496" height="496" rx="104" fill="${colours.water}" stroke="${colours.border}" stroke-width="8"/>`
    : `<rect width="512" height="512" fill="${colours.water}"/>`;
  const lines = bridges
    .map(([x1, y1, x2, y2]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`)
    .join('');
  const circles = islands
    .map(
      ([x, y, n]) =>
        `<circle cx="${x}" cy="${y}" r="62"/><text x="${x}" y="${y}" dy="0.35em">${n}</text>`,
    )
    .join('');
  const offset = 256 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
${tile}
<g transform="translate(${offset} ${offset}) scale(${scale})">
<g stroke="${colours.bridge}" stroke-width="12" stroke-linecap="round">${lines}</g>
<g fill="${colours.okFill}" stroke="${colours.ok}" stroke-width="10">${circles.replace(/<text[^>]*>\d<\/text>/g, '')}</g>
<g fill="${colours.ok}" font-family="DejaVu Sans, system-ui, sans-serif" font-weight="700" font-size="80" text-anchor="middle">${circles.replace(/<circle[^>]*\/>/g, '')}</g>
</g>
</svg>
`;
}

// The maskable safe zone is the centred circle of 80% diameter: the corner islands reach
// 237 px from the centre at full size, so 0.8 keeps them inside its 205 px radius.
const outputs = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];

const outDir = path.join(here, 'icons');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'icon.svg'), iconSvg({ rounded: true, scale: 1 }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, rounded, scale } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = iconSvg({ rounded, scale }).replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: path.join(outDir, file), omitBackground: rounded });
    await page.close();
    console.log(`wrote web/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
