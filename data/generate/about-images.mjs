#!/usr/bin/env node
/**
 * Writes the About section's pictures (Kolhapur city views, the campus map,
 * portraits of the Chancellor, the Vice-Chancellor and the former
 * Vice-Chancellors, the organogram) as small flat SVG files under
 * public/images/content/about/, and data/images/about.json with each file's
 * intrinsic width, height and alt text.
 *
 *   node data/generate/about-images.mjs
 *
 * Deterministic: the same input gives identical files. Pictures carry no text
 * except the organogram, whose boxes name the offices (its alt text says so).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'public/images/content/about');
const dataFile = join(root, 'data/images/about.json');

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const svg = (w, h, alt, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(alt)}">${body}</svg>\n`;
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const sky = (w, h, top, bottom) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, w, h, 'url(#s)')}`;

const W = 600;
const H = 400;

const images = {
  rankalaLake: {
    file: 'rankala-lake.svg',
    w: W,
    h: H,
    alt: 'Rankala Lake at sunset, with a small stone pavilion in the water and hills behind',
    body: () =>
      sky(W, H, '#f6b26b', '#fde3c4') +
      circle(430, 150, 46, '#fff1c1') +
      path('M0 230 L120 170 L240 215 L360 160 L480 205 L600 175 L600 260 L0 260Z', '#6b8f71') +
      rect(0, 250, W, 150, '#4f86b8') +
      rect(0, 300, W, 4, '#7fb0d8') +
      rect(0, 340, W, 3, '#7fb0d8') +
      rect(260, 200, 70, 60, '#c9a27a') +
      path('M250 200 L295 170 L340 200Z', '#a47c55') +
      rect(285, 225, 20, 35, '#7a5a3a'),
  },
  mahalaxmiTemple: {
    file: 'mahalaxmi-temple.svg',
    w: W,
    h: H,
    alt: 'The stone temple of Goddess Mahalaxmi with its tall carved spire against a blue sky',
    body: () =>
      sky(W, H, '#9fd0f0', '#e6f4fb') +
      rect(0, 330, W, 70, '#cdb89a') +
      rect(150, 220, 300, 110, '#b08a62') +
      path('M230 220 L300 60 L370 220Z', '#9c7650') +
      path('M170 220 L205 160 L240 220Z', '#9c7650') +
      path('M360 220 L395 160 L430 220Z', '#9c7650') +
      rect(280, 260, 40, 70, '#5a3f28') +
      rect(296, 40, 8, 22, '#7a1f2b') +
      path('M304 40 L330 48 L304 56Z', '#e67e22'),
  },
  panhalaFort: {
    file: 'panhala-fort.svg',
    w: W,
    h: H,
    alt: 'The walls and bastions of Panhala Fort on a green hilltop near Kolhapur',
    body: () =>
      sky(W, H, '#9fd0f0', '#e6f4fb') +
      path('M0 400 L0 260 L150 170 L450 160 L600 250 L600 400Z', '#5f8f55') +
      rect(140, 150, 320, 50, '#8a7f6e') +
      [160, 230, 300, 370, 430].map((x) => rect(x, 135, 24, 18, '#8a7f6e')).join('') +
      rect(280, 165, 40, 35, '#4a4236') +
      path('M0 400 L0 330 L600 300 L600 400Z', '#7fae6a'),
  },
  newPalace: {
    file: 'new-palace.svg',
    w: W,
    h: H,
    alt: 'New Palace of Kolhapur, a black-stone palace with a clock tower, behind a lawn',
    body: () =>
      sky(W, H, '#9fd0f0', '#e6f4fb') +
      rect(0, 320, W, 80, '#7fae6a') +
      rect(90, 200, 420, 120, '#3d3a3a') +
      rect(265, 110, 70, 210, '#4a4646') +
      circle(300, 145, 18, '#f3efe6') +
      [110, 160, 210, 360, 410, 460].map((x) => rect(x, 240, 26, 40, '#c9a27a')).join('') +
      path('M255 110 L300 70 L345 110Z', '#2f2c2c'),
  },
  cityPanorama: {
    file: 'kolhapur-panorama.svg',
    w: 1200,
    h: 500,
    alt: 'A view over Kolhapur city with houses, temples and the Sahyadri hills on the horizon',
    body: () =>
      sky(1200, 500, '#9fd0f0', '#e6f4fb') +
      path('M0 260 L200 180 L420 230 L650 160 L900 220 L1200 170 L1200 320 L0 320Z', '#6b8f71') +
      rect(0, 300, 1200, 200, '#d9c7a7') +
      Array.from({ length: 24 }, (_, i) =>
        rect(
          20 + i * 49,
          340 - ((i * 37) % 70),
          38,
          160 + ((i * 37) % 70),
          ['#c0392b', '#e8d5b5', '#a47c55', '#f3efe6'][i % 4],
        ),
      ).join('') +
      path('M590 270 L615 200 L640 270Z', '#9c7650'),
  },
  campusMap: {
    file: 'campus-map.svg',
    w: 800,
    h: 500,
    alt: 'Sketch map of the campus: the main gate on the Kolhapur-Sangli road, the administrative building at the centre, departments, hostels and the lake',
    body: () =>
      rect(0, 0, 800, 500, '#eef3e6') +
      rect(0, 440, 800, 30, '#b9b3a6') +
      rect(380, 60, 24, 380, '#d8d2c4') +
      rect(80, 230, 640, 20, '#d8d2c4') +
      rect(330, 180, 120, 60, '#1d2a5b') +
      rect(120, 90, 140, 90, '#7a1f2b') +
      rect(520, 90, 150, 90, '#7a1f2b') +
      rect(120, 290, 120, 110, '#2e6fa7') +
      rect(560, 290, 120, 110, '#2e6fa7') +
      path('M430 300 Q500 270 520 340 Q500 410 430 390 Q380 350 430 300Z', '#7fb0d8') +
      path('M392 470 L380 446 L404 446Z', '#c0392b'),
  },
  chancellor: {
    file: 'chancellor.svg',
    w: 240,
    h: 300,
    alt: 'Portrait of the Chancellor, the Governor of Maharashtra',
    body: () => portrait('#1d2a5b', '#e0ac69', '#f3efe6', true),
  },
  viceChancellor: {
    file: 'vice-chancellor.svg',
    w: 240,
    h: 300,
    alt: 'Portrait of the Vice-Chancellor',
    body: () => portrait('#7a1f2b', '#c68642', '#34495e', false),
  },
  organogram: {
    file: 'organogram.svg',
    w: 1000,
    h: 560,
    alt: 'Organogram: the Chancellor at the top, then the Vice-Chancellor, the Pro-Vice-Chancellor, and under them the Registrar, the Director of Examinations and the Finance and Accounts Officer with their sections',
    body: () => organogram(),
  },
};

const formerColours = ['#1d2a5b', '#7a1f2b', '#27916d', '#34495e', '#8e44ad', '#2e6fa7', '#a47c55', '#16a085'];
const formerSkins = ['#e0ac69', '#c68642', '#8d5524', '#a0663a'];
for (let i = 0; i < 8; i++) {
  images[`formerVc${i + 1}`] = {
    file: `former-vc-${i + 1}.svg`,
    w: 200,
    h: 240,
    alt: `Portrait of former Vice-Chancellor ${i + 1}`,
    body: () => portrait(formerColours[i], formerSkins[i % 4], '#f3efe6', i % 3 === 0, 200, 240),
  };
}

function portrait(coat, skin, backdrop, turban, w = 240, h = 300) {
  const cx = w / 2;
  const head = w * 0.19;
  const headY = h * 0.38;
  return (
    rect(0, 0, w, h, backdrop) +
    rect(0, 0, w, h, coat, ' opacity="0.12"') +
    path(
      `M${cx - w * 0.42} ${h} Q${cx - w * 0.4} ${h * 0.66} ${cx} ${h * 0.64} Q${cx + w * 0.4} ${h * 0.66} ${cx + w * 0.42} ${h}Z`,
      coat,
    ) +
    path(`M${cx - w * 0.07} ${h * 0.64} L${cx} ${h * 0.78} L${cx + w * 0.07} ${h * 0.64}Z`, '#ffffff') +
    rect(cx - w * 0.06, headY + head * 0.7, w * 0.12, h * 0.1, skin) +
    circle(cx, headY, head, skin) +
    (turban
      ? path(
          `M${cx - head * 1.05} ${headY - head * 0.2} Q${cx} ${headY - head * 1.9} ${cx + head * 1.05} ${headY - head * 0.2}Z`,
          '#e67e22',
        )
      : path(
          `M${cx - head} ${headY - head * 0.15} Q${cx} ${headY - head * 1.45} ${cx + head} ${headY - head * 0.15}Z`,
          '#2b2b2b',
        )) +
    rect(
      cx - head * 0.55,
      headY - head * 0.05,
      head * 0.4,
      head * 0.22,
      'none',
      ' stroke="#333" stroke-width="2" rx="3"',
    ) +
    rect(
      cx + head * 0.15,
      headY - head * 0.05,
      head * 0.4,
      head * 0.22,
      'none',
      ' stroke="#333" stroke-width="2" rx="3"',
    )
  );
}

function box(x, y, w, label, fill) {
  return (
    rect(x, y, w, 56, fill, ' rx="8"') +
    `<text x="${x + w / 2}" y="${y + 34}" font-family="Noto Sans, Arial, sans-serif" font-size="18" fill="#ffffff" text-anchor="middle">${esc(label)}</text>`
  );
}
function line(x1, y1, x2, y2) {
  return `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#1d2a5b" stroke-width="3" fill="none"/>`;
}
function organogram() {
  const navy = '#1d2a5b';
  const maroon = '#7a1f2b';
  const green = '#27614a';
  return (
    rect(0, 0, 1000, 560, '#f7f8fb') +
    box(380, 20, 240, 'Chancellor', navy) +
    line(500, 76, 500, 110) +
    box(380, 110, 240, 'Vice-Chancellor', navy) +
    line(500, 166, 500, 200) +
    box(380, 200, 240, 'Pro-Vice-Chancellor', navy) +
    line(500, 256, 500, 290) +
    line(170, 290, 830, 290) +
    [170, 500, 830].map((x) => line(x, 290, x, 320)).join('') +
    box(60, 320, 220, 'Registrar', maroon) +
    box(390, 320, 220, 'Director, BoEE', maroon) +
    box(720, 320, 220, 'Finance Officer', maroon) +
    [170, 500, 830].map((x) => line(x, 376, x, 420)).join('') +
    box(60, 420, 220, 'Administration', green) +
    box(390, 420, 220, 'Examinations', green) +
    box(720, 420, 220, 'Accounts', green) +
    box(60, 490, 220, 'Academic Sections', green) +
    box(390, 490, 220, 'Results', green) +
    box(720, 490, 220, 'Audit', green)
  );
}

await mkdir(outDir, { recursive: true });
const entries = {};
for (const [name, image] of Object.entries(images)) {
  await writeFile(join(outDir, image.file), svg(image.w, image.h, image.alt, image.body()));
  entries[name] = { src: `/images/content/about/${image.file}`, width: image.w, height: image.h, alt: image.alt };
}
// Data, not code: the pictures' alt texts are text, and this file is checked against ImageAsset (data/check-all.ts).
await mkdir(dirname(dataFile), { recursive: true });
await writeFile(dataFile, `${JSON.stringify(entries, null, 2)}\n`);
console.log(`wrote ${Object.keys(entries).length} images to ${outDir}`);
