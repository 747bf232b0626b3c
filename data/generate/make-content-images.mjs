#!/usr/bin/env node
/**
 * Writes the illustrations of the content pages (campus, hostels, NCC, NSS,
 * Computer Science laboratories, gallery pictures, banners) as small flat SVG
 * files under public/images/content/, and data/images/content.json, which lists
 * each file with its intrinsic width, height and alt text so every <img> can
 * carry them.
 *
 *   node data/generate/make-content-images.mjs
 *
 * Deterministic: shapes come from fixed numbers and a seeded generator, so
 * running it again gives identical files. No text is drawn into the pictures;
 * each file has role="img" and an aria-label equal to its alt text.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** `--out=DIR` writes under DIR instead of the repository (the unit test compares that with the committed files). */
const outArg = process.argv.find((arg) => arg.startsWith('--out='));
const outRoot = outArg ? resolve(outArg.slice(6)) : root;
const outDir = join(outRoot, 'public/images/content');
const dataFile = join(outRoot, 'data/images/content.json');

// ---------------------------------------------------------------------------
// Primitives (each returns an SVG fragment)
// ---------------------------------------------------------------------------

const C = {
  navy: '#1d2a5b',
  maroon: '#7a1f2b',
  sand: '#e8d5b5',
  stone: '#c9a27a',
  stoneDark: '#a47c55',
  leaf: '#3f7d4e',
  leafDark: '#2f5f3b',
  grass: '#7fae6a',
  sky1: '#9fd0f0',
  sky2: '#e6f4fb',
  dusk1: '#f6b26b',
  dusk2: '#fde3c4',
  khaki: '#8d7b4e',
  skin: ['#c68642', '#8d5524', '#e0ac69', '#a0663a'],
  shirts: ['#2e6fa7', '#c0392b', '#27916d', '#8e44ad', '#d68910', '#34495e', '#e67e22', '#16a085'],
  screen: '#3b82c4',
  wall: '#f3efe6',
  floor: '#cdb89a',
};

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v) => Math.round(v * 10) / 10;
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const poly = (points, fill, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z" fill="${fill}"${extra}/>`;
const gradient = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function sky(w, h, top = C.sky1, bottom = C.sky2) {
  return `<defs>${gradient('sky', top, bottom)}</defs>${rect(0, 0, w, h, 'url(#sky)')}`;
}

function hills(w, h, y, color, seed, amp = 40) {
  const r = prng(seed);
  const pts = [[0, h]];
  const steps = 8;
  for (let i = 0; i <= steps; i++) pts.push([(w / steps) * i, y - r() * amp]);
  pts.push([w, h]);
  return poly(pts, color);
}

function tree(x, y, s = 1, color = C.leaf) {
  return (
    rect(x - 4 * s, y - 30 * s, 8 * s, 30 * s, '#6b4f32') +
    circle(x, y - 42 * s, 22 * s, color) +
    circle(x - 14 * s, y - 30 * s, 14 * s, color) +
    circle(x + 14 * s, y - 30 * s, 14 * s, color)
  );
}

function windows(x, y, cols, rows, cw, ch, gx, gy, fill = '#fdf6e3', opacity = 0.9) {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += rect(x + c * (cw + gx), y + r * (ch + gy), cw, ch, fill, ` opacity="${opacity}"`);
  return out;
}

function building({
  x,
  y,
  w,
  h,
  color = C.stone,
  trim = C.stoneDark,
  cols = 6,
  rows = 3,
  roof = 'flat',
  door = true,
  dome = false,
}) {
  let out = rect(x, y, w, h, color);
  if (roof === 'flat') out += rect(x - 10, y - 14, w + 20, 16, trim);
  if (roof === 'gable')
    out += poly(
      [
        [x - 12, y],
        [x + w / 2, y - h * 0.35],
        [x + w + 12, y],
      ],
      trim,
    );
  if (dome)
    out +=
      rect(x + w / 2 - 40, y - 60, 80, 50, color) +
      `<path d="M${n(x + w / 2 - 46)} ${n(y - 60)} A46 46 0 0 1 ${n(x + w / 2 + 46)} ${n(y - 60)}Z" fill="${C.maroon}"/>` +
      rect(x + w / 2 - 2, y - 126, 4, 22, trim);
  const cw = (w - 40) / cols - 12;
  const ch = (h - (door ? 70 : 30)) / rows - 14;
  out += windows(x + 26, y + 20, cols, rows, cw, ch, 12, 14);
  if (door) out += rect(x + w / 2 - 22, y + h - 54, 44, 54, C.navy);
  return out;
}

function person(
  x,
  y,
  s = 1,
  { shirt = C.shirts[0], skin = C.skin[0], trousers = '#2c3e50', cap, hair = '#1b1b1b', long = false } = {},
) {
  let out = '';
  out += rect(x - 9 * s, y - 34 * s, 7 * s, 34 * s, trousers) + rect(x + 2 * s, y - 34 * s, 7 * s, 34 * s, trousers);
  out += `<rect x="${n(x - 13 * s)}" y="${n(y - 72 * s)}" width="${n(26 * s)}" height="${n(42 * s)}" rx="${n(8 * s)}" fill="${shirt}"/>`;
  out += circle(x, y - 84 * s, 11 * s, skin);
  out += long
    ? `<path d="M${n(x - 12 * s)} ${n(y - 84 * s)} A12 12 0 0 1 ${n(x + 12 * s)} ${n(y - 84 * s)} L${n(x + 13 * s)} ${n(y - 66 * s)} L${n(x - 13 * s)} ${n(y - 66 * s)}Z" fill="${hair}"/>`
    : `<path d="M${n(x - 11 * s)} ${n(y - 86 * s)} A11 11 0 0 1 ${n(x + 11 * s)} ${n(y - 86 * s)}Z" fill="${hair}"/>`;
  if (cap)
    out += `<ellipse cx="${n(x + 2 * s)}" cy="${n(y - 94 * s)}" rx="${n(13 * s)}" ry="${n(5 * s)}" fill="${cap}"/>`;
  return out;
}

function seated(x, y, s = 1, opts = {}) {
  // A person seen from behind, sitting at a desk: head and shoulders only.
  return (
    `<rect x="${n(x - 15 * s)}" y="${n(y - 30 * s)}" width="${n(30 * s)}" height="${n(34 * s)}" rx="${n(9 * s)}" fill="${opts.shirt ?? C.shirts[0]}"/>` +
    circle(x, y - 40 * s, 11 * s, opts.hair ?? '#1b1b1b')
  );
}

function flag(x, y, s = 1) {
  return (
    rect(x, y, 3 * s, 120 * s, '#7f8c8d') +
    rect(x + 3 * s, y + 4 * s, 60 * s, 13 * s, '#ff9933') +
    rect(x + 3 * s, y + 17 * s, 60 * s, 13 * s, '#ffffff') +
    rect(x + 3 * s, y + 30 * s, 60 * s, 13 * s, '#138808') +
    circle(x + 33 * s, y + 23.5 * s, 5 * s, 'none', ` stroke="#000080" stroke-width="${n(1.4 * s)}"`)
  );
}

function desk(x, y, w, color = '#a47c55') {
  return rect(x, y, w, 10, color) + rect(x + 6, y + 10, 6, 40, color) + rect(x + w - 12, y + 10, 6, 40, color);
}

function monitor(x, y, s = 1) {
  return (
    rect(x - 26 * s, y - 40 * s, 52 * s, 34 * s, '#222') +
    rect(x - 23 * s, y - 37 * s, 46 * s, 28 * s, C.screen) +
    rect(x - 3 * s, y - 6 * s, 6 * s, 6 * s, '#444') +
    rect(x - 12 * s, y - 1 * s, 24 * s, 3 * s, '#444')
  );
}

function laptop(x, y, s = 1) {
  return (
    poly(
      [
        [x - 22 * s, y],
        [x + 22 * s, y],
        [x + 26 * s, y + 5 * s],
        [x - 26 * s, y + 5 * s],
      ],
      '#555',
    ) +
    rect(x - 20 * s, y - 28 * s, 40 * s, 28 * s, '#333') +
    rect(x - 17 * s, y - 25 * s, 34 * s, 22 * s, C.screen)
  );
}

function shelf(x, y, w, h, seed) {
  const r = prng(seed);
  let out = rect(x, y, w, h, '#8b5e3c');
  const rows = Math.floor(h / 60);
  for (let i = 0; i < rows; i++) {
    const sy = y + 14 + i * 60;
    out += rect(x + 4, sy, w - 8, 32, '#5c3d24');
    let bx = x + 6;
    while (bx < x + w - 14) {
      const bw = 16 + Math.floor(r() * 14);
      const bh = 20 + Math.floor(r() * 10);
      out += rect(bx, sy + 32 - bh, bw, bh, C.shirts[Math.floor(r() * C.shirts.length)]);
      bx += bw + 1;
    }
  }
  return out;
}

function tent(x, y, w, color) {
  return (
    poly(
      [
        [x, y],
        [x + w / 2, y - w * 0.6],
        [x + w, y],
      ],
      color,
    ) +
    poly(
      [
        [x + w / 2 - w * 0.12, y],
        [x + w / 2, y - w * 0.3],
        [x + w / 2 + w * 0.12, y],
      ],
      '#3b3b2a',
    )
  );
}

function svg(w, h, label, body) {
  const safe = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${safe}">${body}</svg>\n`;
}

function crowd(x0, y, count, gap, s, seed, opts = {}) {
  const r = prng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const long = r() < 0.45;
    out += person(x0 + i * gap + (r() - 0.5) * gap * 0.3, y + (r() - 0.5) * 6, s * (0.92 + r() * 0.16), {
      shirt: opts.shirt ?? C.shirts[Math.floor(r() * C.shirts.length)],
      skin: C.skin[Math.floor(r() * C.skin.length)],
      trousers: opts.trousers ?? (long ? '#4a3b5c' : '#2c3e50'),
      long,
      cap: opts.cap,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// The pictures
// ---------------------------------------------------------------------------

const images = [];
const add = (name, width, height, alt, draw) => images.push({ name, width, height, alt, draw });

add(
  'campus-main-building',
  1200,
  675,
  'The domed main administrative building of the university with lawns and trees in front',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 330, '#8fa6b8', 3, 60) +
    hills(w, h, 400, '#6f9a63', 4, 40) +
    rect(0, 520, w, h - 520, C.grass) +
    building({ x: 330, y: 300, w: 540, h: 220, cols: 8, rows: 2, dome: true }) +
    rect(560, 520, 80, h - 520, '#d9c7a3') +
    tree(160, 560, 1.6) +
    tree(260, 590, 1.2) +
    tree(980, 570, 1.5) +
    tree(1080, 600, 1.2) +
    flag(900, 330, 0.9),
);

add(
  'campus-lake',
  800,
  500,
  'A lake on the campus with trees on its banks and the hills in the distance',
  (w, h) =>
    sky(w, h, C.dusk1, C.dusk2) +
    circle(620, 120, 50, '#fff4d6') +
    hills(w, h, 250, '#8a6f8f', 7, 50) +
    hills(w, h, 300, '#5f7f5a', 8, 30) +
    `<ellipse cx="400" cy="400" rx="380" ry="80" fill="#5fa8d3"/>` +
    tree(90, 330, 1.2) +
    tree(700, 340, 1.3) +
    tree(180, 345, 0.9, C.leafDark),
);

add(
  'bbk-resource-center',
  1200,
  675,
  'The Knowledge Resource Centre, a long two-storey library building with large windows',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 360, '#9bb3a0', 11, 40) +
    rect(0, 520, w, h - 520, C.grass) +
    building({ x: 200, y: 280, w: 800, h: 240, color: '#d8c3a0', trim: '#8c6a45', cols: 10, rows: 2 }) +
    rect(540, 520, 120, h - 520, '#d9c7a3') +
    tree(120, 560, 1.4) +
    tree(1090, 570, 1.5) +
    crowd(420, 600, 4, 110, 0.9, 12),
);

add(
  'bbk-reading-hall',
  800,
  500,
  'Students reading at long tables in the reading hall, with bookshelves along the wall',
  (w, h) =>
    rect(0, 0, w, h, C.wall) +
    rect(0, 380, w, 120, C.floor) +
    shelf(20, 60, 240, 300, 21) +
    shelf(540, 60, 240, 300, 22) +
    windows(300, 70, 2, 1, 90, 160, 20, 0, '#bfe3f5', 1) +
    seated(220, 380, 1.1, { shirt: C.shirts[1] }) +
    seated(330, 380, 1.1, { shirt: C.shirts[2], hair: '#3b2414' }) +
    seated(470, 380, 1.1, { shirt: C.shirts[4] }) +
    seated(590, 380, 1.1, { shirt: C.shirts[0], hair: '#3b2414' }) +
    desk(150, 380, 520),
);

for (const [name, alt, color, trim, seed] of [
  [
    'boys-hostel',
    'A boys hostel block, a three-storey building with balconies and a playground in front',
    '#d7b98e',
    '#8c6a45',
    31,
  ],
  ['girls-hostel', 'A girls hostel block with a garden and a gated entrance', '#e3c6c0', '#7a1f2b', 32],
]) {
  add(
    name,
    800,
    500,
    alt,
    (w, h) =>
      sky(w, h) +
      hills(w, h, 250, '#9bb3a0', seed, 30) +
      rect(0, 400, w, h - 400, C.grass) +
      building({ x: 160, y: 170, w: 480, h: 230, color, trim, cols: 7, rows: 3 }) +
      rect(160, 246, 480, 6, trim) +
      rect(160, 318, 480, 6, trim) +
      tree(80, 430, 1.2) +
      tree(720, 440, 1.2) +
      (name === 'girls-hostel'
        ? rect(330, 400, 140, 8, '#555') +
          circle(120, 470, 14, '#e84393') +
          circle(160, 476, 12, '#fdcb6e') +
          circle(660, 470, 14, '#e84393')
        : crowd(560, 480, 2, 50, 0.7, seed)),
  );
}

add(
  'sports-ground',
  1200,
  675,
  'The university sports ground with a running track, a football field and a pavilion',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 260, '#8fa6b8', 41, 40) +
    rect(0, 280, w, h - 280, C.grass) +
    building({ x: 480, y: 200, w: 240, h: 90, color: '#eee', trim: C.navy, cols: 4, rows: 1, door: false }) +
    `<ellipse cx="600" cy="480" rx="520" ry="170" fill="#c0573e"/><ellipse cx="600" cy="480" rx="470" ry="135" fill="#5c9e4f"/>` +
    `<ellipse cx="600" cy="480" rx="495" ry="152" fill="none" stroke="#fff" stroke-width="2"/>` +
    rect(420, 400, 360, 160, 'none', ' stroke="#fff" stroke-width="3"') +
    rect(598, 400, 4, 160, '#fff') +
    circle(600, 480, 30, 'none', ' stroke="#fff" stroke-width="3"') +
    crowd(250, 470, 3, 40, 0.6, 42, { shirt: C.maroon }) +
    crowd(880, 500, 3, 40, 0.6, 43, { shirt: C.navy }),
);

add(
  'indoor-stadium',
  800,
  500,
  'Students playing badminton in the indoor stadium',
  (w, h) =>
    rect(0, 0, w, h, '#dfe6ee') +
    rect(0, 0, w, 80, '#b8c4d0') +
    windows(40, 20, 8, 1, 70, 40, 22, 0, '#f8fbff', 1) +
    rect(0, 300, w, 200, '#3e8e6b') +
    rect(120, 320, 560, 160, 'none', ' stroke="#fff" stroke-width="3"') +
    rect(398, 240, 4, 240, '#666') +
    rect(380, 240, 40, 90, 'none', ' stroke="#eee" stroke-width="1.5"') +
    person(260, 440, 1.2, { shirt: C.shirts[4], skin: C.skin[2] }) +
    person(560, 430, 1.2, { shirt: C.shirts[0], skin: C.skin[1], long: true, trousers: '#222' }) +
    circle(400, 200, 5, '#fff'),
);

add(
  'ncc-parade',
  800,
  500,
  'NCC cadets in khaki uniforms and berets standing in formation beside the national flag',
  (w, h) =>
    sky(w, h) +
    rect(0, 360, w, h - 360, '#c8b58a') +
    building({ x: 40, y: 170, w: 300, h: 190, cols: 4, rows: 2 }) +
    flag(620, 200, 1.3) +
    crowd(120, 440, 7, 62, 1, 51, { shirt: C.khaki, trousers: '#6e5f3a', cap: C.maroon }) +
    crowd(150, 480, 7, 62, 1.05, 52, { shirt: C.khaki, trousers: '#6e5f3a', cap: C.maroon }),
);

add(
  'ncc-camp',
  800,
  500,
  'Tents of an NCC training camp in a green valley with cadets at drill',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 220, '#7d9a88', 61, 50) +
    hills(w, h, 290, '#6f9a63', 62, 30) +
    rect(0, 330, w, h - 330, '#a7c47a') +
    tent(80, 340, 150, '#6b7b3a') +
    tent(260, 330, 130, '#59682f') +
    tent(560, 345, 170, '#6b7b3a') +
    crowd(300, 460, 5, 55, 0.9, 63, { shirt: C.khaki, trousers: '#6e5f3a', cap: C.maroon }) +
    flag(720, 240, 0.9),
);

add(
  'ncc-flag-hoisting',
  800,
  500,
  'Cadets saluting the national flag at the Republic Day ceremony',
  (w, h) =>
    sky(w, h, '#bfe0f5', '#f2f9fd') +
    rect(0, 380, w, h - 380, '#d9c7a3') +
    rect(360, 360, 80, 24, '#aaa') +
    flag(395, 180, 1.8) +
    crowd(120, 470, 4, 55, 1, 71, { shirt: C.khaki, trousers: '#6e5f3a', cap: C.maroon }) +
    crowd(520, 470, 4, 55, 1, 72, { shirt: C.khaki, trousers: '#6e5f3a', cap: C.maroon }),
);

add(
  'nss-tree-plantation',
  600,
  400,
  'NSS volunteers planting saplings in a village',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 200, '#8fb08a', 81, 30) +
    rect(0, 260, w, h - 260, '#9c7a4f') +
    tree(70, 270, 0.8, C.leafDark) +
    crowd(140, 360, 4, 95, 0.9, 82, { shirt: '#ffffff' }) +
    [190, 290, 390, 490].map((x) => rect(x - 2, 330, 4, 30, '#4b3621') + circle(x, 324, 12, C.leaf)).join(''),
);

add(
  'nss-health-camp',
  600,
  400,
  'Volunteers and a doctor at a free health check-up camp under a tent',
  (w, h) =>
    sky(w, h) +
    rect(0, 270, w, h - 270, '#d9c7a3') +
    poly(
      [
        [60, 150],
        [540, 150],
        [580, 200],
        [20, 200],
      ],
      '#e74c3c',
    ) +
    rect(60, 200, 6, 120, '#777') +
    rect(534, 200, 6, 120, '#777') +
    desk(220, 300, 160, '#ddd') +
    person(200, 370, 1, { shirt: '#ffffff', skin: C.skin[2] }) +
    person(420, 370, 1, { shirt: C.shirts[3], long: true }) +
    person(480, 372, 0.95, { shirt: C.shirts[5] }) +
    circle(300, 288, 10, '#2e86de'),
);

add(
  'cs-building',
  1200,
  675,
  'The Department of Computer Science building, a modern block with glass windows',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 340, '#9bb3a0', 91, 40) +
    rect(0, 520, w, h - 520, C.grass) +
    building({ x: 300, y: 230, w: 600, h: 290, color: '#e6e9ef', trim: C.navy, cols: 8, rows: 3 }) +
    rect(300, 230, 600, 10, C.maroon) +
    tree(200, 560, 1.5) +
    tree(1010, 560, 1.5) +
    crowd(500, 630, 3, 90, 1, 92),
);

add(
  'cs-lab',
  800,
  500,
  'A computer laboratory with rows of desktop computers and students at work',
  (w, h) =>
    rect(0, 0, w, h, C.wall) +
    windows(60, 40, 5, 1, 110, 90, 34, 0, '#bfe3f5', 1) +
    rect(0, 380, w, 120, '#b9c2cc') +
    [0, 1]
      .map(
        (row) =>
          desk(40, 250 + row * 110, 720, '#7f8c8d') +
          [130, 290, 450, 610]
            .map(
              (x, i) =>
                monitor(x, 250 + row * 110, 1) + (row === 1 ? seated(x, 420, 1, { shirt: C.shirts[i + 2] }) : ''),
            )
            .join(''),
      )
      .join(''),
);

add(
  'cs-server-room',
  800,
  500,
  'Server racks with status lights in the department data centre',
  (w, h) =>
    rect(0, 0, w, h, '#1f2d3d') +
    rect(0, 420, w, 80, '#2c3e50') +
    [80, 250, 420, 590]
      .map((x, i) => {
        const r = prng(100 + i);
        let out = rect(x, 80, 130, 340, '#111');
        for (let k = 0; k < 12; k++)
          out +=
            rect(x + 10, 92 + k * 27, 110, 20, '#2d3436') +
            circle(x + 20, 102 + k * 27, 3, r() < 0.7 ? '#2ecc71' : '#f1c40f') +
            circle(x + 32, 102 + k * 27, 3, r() < 0.5 ? '#3498db' : '#2ecc71');
        return out;
      })
      .join(''),
);

add(
  'cs-seminar-hall',
  800,
  500,
  'The seminar hall with a projection screen, a lectern and rows of chairs',
  (w, h) =>
    rect(0, 0, w, h, '#e9e4da') +
    rect(0, 360, w, 140, '#8d6e63') +
    rect(220, 50, 360, 200, '#fff', ' stroke="#999" stroke-width="4"') +
    rect(240, 70, 320, 160, '#d6eaf8') +
    poly(
      [
        [270, 210],
        [340, 140],
        [400, 180],
        [470, 110],
        [530, 210],
      ],
      '#85c1e9',
    ) +
    rect(620, 250, 60, 110, C.navy) +
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3, 4, 5, 6].map((c) => rect(120 + c * 82 + row * 10, 380 + row * 38, 56, 26, C.maroon)).join(''),
      )
      .join(''),
);

add(
  'cs-smart-classroom',
  800,
  500,
  'A smart classroom with an interactive board and students at benches',
  (w, h) =>
    rect(0, 0, w, h, '#f1ece2') +
    rect(0, 390, w, 110, '#b08d6e') +
    rect(180, 60, 440, 230, '#2c3e50') +
    rect(192, 72, 416, 206, '#eaf2f8') +
    poly(
      [
        [230, 250],
        [300, 170],
        [360, 210],
        [430, 130],
        [500, 190],
        [570, 250],
      ],
      '#5dade2',
    ) +
    person(660, 400, 1.1, { shirt: C.shirts[5], skin: C.skin[1] }) +
    desk(80, 400, 200) +
    desk(320, 400, 200) +
    seated(130, 400, 1, { shirt: C.shirts[1] }) +
    seated(230, 400, 1, { shirt: C.shirts[2], hair: '#3b2414' }) +
    seated(370, 400, 1, { shirt: C.shirts[6] }) +
    seated(470, 400, 1, { shirt: C.shirts[7] }),
);

add(
  'cs-hackathon',
  600,
  400,
  'Teams of students working on laptops at the 24-hour hackathon',
  (w, h) =>
    rect(0, 0, w, h, '#2c3e50') +
    [60, 200, 340, 480]
      .map((x, i) => circle(x, 40, 18, ['#f1c40f', '#e67e22', '#9b59b6', '#1abc9c'][i], ' opacity=".6"'))
      .join('') +
    desk(40, 270, 520, '#7f6a52') +
    [110, 230, 370, 490]
      .map(
        (x, i) => laptop(x, 270, 1.1) + seated(x, 360, 1, { shirt: C.shirts[i], hair: i % 2 ? '#3b2414' : '#1b1b1b' }),
      )
      .join(''),
);

add(
  'cs-workshop',
  600,
  400,
  'A resource person speaking at a workshop, with participants listening',
  (w, h) =>
    rect(0, 0, w, h, '#ece5d8') +
    rect(40, 40, 300, 170, '#fff', ' stroke="#999" stroke-width="3"') +
    rect(56, 56, 268, 138, '#d6eaf8') +
    rect(380, 170, 60, 90, C.navy) +
    person(470, 300, 1.1, { shirt: '#ffffff', skin: C.skin[0] }) +
    rect(0, 300, w, 100, '#a1887f') +
    seated(90, 390, 1.1, { shirt: C.shirts[0] }) +
    seated(190, 390, 1.1, { shirt: C.shirts[3], hair: '#3b2414' }) +
    seated(290, 390, 1.1, { shirt: C.shirts[4] }) +
    seated(390, 390, 1.1, { shirt: C.shirts[6] }),
);

add(
  'cs-fdp',
  600,
  400,
  'Teachers at a faculty development programme session in the computer laboratory',
  (w, h) =>
    rect(0, 0, w, h, C.wall) +
    desk(30, 250, 540, '#7f8c8d') +
    [100, 230, 360, 490]
      .map(
        (x, i) =>
          monitor(x, 250, 1) +
          seated(x, 360, 1.1, { shirt: C.shirts[(i + 4) % 8], hair: i === 2 ? '#888' : '#1b1b1b' }),
      )
      .join('') +
    rect(0, 360, w, 40, '#b9c2cc'),
);

add(
  'cs-convocation',
  600,
  400,
  'Graduates in gowns throwing their caps in the air after the convocation',
  (w, h) =>
    sky(w, h) +
    rect(0, 300, w, 100, C.grass) +
    crowd(90, 380, 5, 105, 1.05, 131, { shirt: '#111', trousers: '#111' }) +
    [
      [120, 90],
      [260, 60],
      [380, 110],
      [500, 70],
    ]
      .map(([x, y]) => rect(x - 18, y, 36, 6, '#111') + rect(x - 7, y + 6, 14, 8, '#111'))
      .join(''),
);

add(
  'cs-industrial-visit',
  600,
  400,
  'Students standing by a bus on an industrial visit to a software park',
  (w, h) =>
    sky(w, h) +
    building({ x: 250, y: 90, w: 300, h: 210, color: '#d6eaf8', trim: '#2c3e50', cols: 6, rows: 4, door: false }) +
    rect(0, 300, w, 100, '#95a5a6') +
    `<rect x="30" y="220" width="200" height="90" rx="12" fill="#f39c12"/>` +
    windows(45, 235, 5, 1, 28, 30, 8, 0, '#d6eaf8', 1) +
    circle(70, 312, 14, '#222') +
    circle(190, 312, 14, '#222') +
    crowd(290, 380, 4, 70, 0.95, 141),
);

add(
  'cs-cultural-evening',
  600,
  400,
  'Students performing a folk dance on stage at the department cultural evening',
  (w, h) =>
    rect(0, 0, w, h, '#2d1b3d') +
    poly(
      [
        [0, 0],
        [80, 0],
        [60, 260],
        [0, 260],
      ],
      C.maroon,
    ) +
    poly(
      [
        [w, 0],
        [w - 80, 0],
        [w - 60, 260],
        [w, 260],
      ],
      C.maroon,
    ) +
    rect(0, 260, w, 40, '#6d4c41') +
    [150, 300, 450]
      .map((x) => `<path d="M${x - 40} 0 L${x + 40} 0 L${x + 90} 260 L${x - 90} 260Z" fill="#fff3b0" opacity=".12"/>`)
      .join('') +
    person(200, 262, 1.1, { shirt: '#e84393', long: true, trousers: '#f1c40f' }) +
    person(300, 262, 1.1, { shirt: '#00b894', long: true, trousers: '#f1c40f' }) +
    person(400, 262, 1.1, { shirt: '#e17055', long: true, trousers: '#f1c40f' }) +
    rect(0, 300, w, 100, '#1b1126'),
);

add(
  'cs-alumni-meet',
  600,
  400,
  'Former students meeting teachers on the department lawn at the alumni meet',
  (w, h) =>
    sky(w, h) +
    building({ x: 320, y: 120, w: 260, h: 170, color: '#e6e9ef', trim: C.navy, cols: 4, rows: 2 }) +
    rect(0, 290, w, 110, C.grass) +
    tree(60, 300, 1.1) +
    crowd(120, 380, 6, 70, 1, 151),
);

add(
  'cs-head-portrait',
  240,
  300,
  'Portrait of the Professor and Head of the Department of Computer Science',
  (w, h) =>
    `<defs>${gradient('bg', '#d6dbe9', '#a9b4d0')}</defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    `<path d="M40 300 C40 220 80 200 120 200 C160 200 200 220 200 300Z" fill="${C.maroon}"/>` +
    poly(
      [
        [105, 200],
        [120, 240],
        [135, 200],
      ],
      '#fff',
    ) +
    rect(108, 170, 24, 34, C.skin[0]) +
    `<ellipse cx="120" cy="135" rx="44" ry="52" fill="${C.skin[0]}"/>` +
    `<path d="M74 130 C70 70 170 70 166 130 C166 190 172 220 180 235 L160 230 C158 170 150 100 120 96 C90 100 82 170 80 230 L60 235 C68 220 74 190 74 130Z" fill="#1b1b1b"/>` +
    circle(104, 138, 4, '#222') +
    circle(136, 138, 4, '#222') +
    rect(96, 130, 48, 3, '#555'),
);

/** A head-and-shoulders portrait, 240 x 300. */
function portrait({
  bg = ['#d6dbe9', '#a9b4d0'],
  coat = C.navy,
  shirt = '#fff',
  skin = C.skin[0],
  hair = 'short',
  hairColor = '#1b1b1b',
  glasses = false,
  tie,
}) {
  let out = `<defs>${gradient('bg', bg[0], bg[1])}</defs>` + rect(0, 0, 240, 300, 'url(#bg)');
  out +=
    `<path d="M40 300 C40 220 80 200 120 200 C160 200 200 220 200 300Z" fill="${coat}"/>` +
    poly(
      [
        [100, 200],
        [120, 246],
        [140, 200],
      ],
      shirt,
    );
  if (tie)
    out += poly(
      [
        [114, 208],
        [126, 208],
        [130, 250],
        [120, 262],
        [110, 250],
      ],
      tie,
    );
  out += rect(108, 168, 24, 36, skin) + `<ellipse cx="120" cy="135" rx="42" ry="50" fill="${skin}"/>`;
  if (hair === 'short')
    out += `<path d="M76 136 C68 66 172 66 164 136 C160 106 142 98 120 100 C98 98 80 106 76 136Z" fill="${hairColor}"/>`;
  if (hair === 'receding')
    out += `<path d="M78 140 C76 112 84 104 92 104 L92 134Z M162 140 C164 112 156 104 148 104 L148 134Z" fill="${hairColor}"/>`;
  if (hair === 'bun')
    out +=
      circle(120, 78, 18, hairColor) +
      `<path d="M76 140 C68 66 172 66 164 140 C160 108 142 98 120 100 C98 98 80 108 76 140Z" fill="${hairColor}"/>`;
  out +=
    circle(104, 138, 4, '#222') +
    circle(136, 138, 4, '#222') +
    `<path d="M108 162 Q120 170 132 162" fill="none" stroke="#5a3a22" stroke-width="3" stroke-linecap="round"/>`;
  if (glasses)
    out += `<g fill="none" stroke="#333" stroke-width="3">${circle(104, 138, 13, 'none')}${circle(136, 138, 13, 'none')}<path d="M117 138 H123"/></g>`;
  return out;
}

add('cs-former-head-1', 240, 300, 'Portrait of Prof. Madhukar G. Joshi, founder head of the department', () =>
  portrait({ skin: C.skin[2], hair: 'receding', hairColor: '#bbb', glasses: true, coat: '#5d4037', tie: C.maroon }),
);
add('cs-former-head-2', 240, 300, 'Portrait of Prof. Lata V. Kulkarni, former head of the department', () =>
  portrait({
    bg: ['#f3e5d8', '#d7bfa8'],
    skin: C.skin[0],
    hair: 'bun',
    hairColor: '#444',
    glasses: true,
    coat: C.maroon,
  }),
);
add('cs-former-head-3', 240, 300, 'Portrait of Prof. Shrikant D. Patil, former head of the department', () =>
  portrait({
    bg: ['#dfe9e1', '#b5cbb9'],
    skin: C.skin[3],
    hair: 'short',
    hairColor: '#222',
    coat: '#2c3e50',
    tie: '#2e6fa7',
  }),
);
add('research-director-portrait', 240, 300, 'Portrait of the Director of the Research and Development Cell', () =>
  portrait({
    bg: ['#e8e4f3', '#c3b9dd'],
    skin: C.skin[1],
    hair: 'short',
    hairColor: '#333',
    glasses: true,
    coat: '#34495e',
    tie: '#d68910',
  }),
);

add(
  'student-banner',
  1200,
  300,
  'Students walking on a tree-lined campus road',
  (w, h) =>
    sky(w, h) +
    hills(w, h, 150, '#9bb3a0', 161, 30) +
    rect(0, 220, w, 80, C.grass) +
    rect(0, 240, w, 40, '#d9c7a3') +
    [80, 300, 520, 760, 980, 1140].map((x) => tree(x, 230, 1.1)).join('') +
    crowd(360, 280, 7, 70, 0.85, 162),
);

add(
  'swayam-banner',
  1200,
  300,
  'An open laptop showing an online lecture, beside a stack of books',
  (w, h) =>
    `<defs>${gradient('bg', '#1d2a5b', '#3a4f9a')}</defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    laptop(600, 230, 4.6) +
    person(600, 200, 0.9, { shirt: '#ffffff', skin: C.skin[2] }) +
    rect(180, 190, 160, 26, '#e74c3c') +
    rect(195, 164, 140, 26, '#f1c40f') +
    rect(185, 138, 150, 26, '#27ae60') +
    circle(960, 120, 60, '#fff', ' opacity=".12"') +
    circle(1030, 200, 36, '#fff', ' opacity=".12"'),
);

add(
  'nep-banner',
  1200,
  300,
  'Steps of books rising towards a graduation cap, for the National Education Policy 2020',
  (w, h) =>
    `<defs>${gradient('bg', '#fdebd0', '#f8c471')}</defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    [0, 1, 2, 3, 4].map((i) => rect(360 + i * 100, 260 - i * 40, 100, 40 + i * 40, C.shirts[i])).join('') +
    rect(780, 70, 90, 14, '#111') +
    poly(
      [
        [770, 77],
        [825, 55],
        [880, 77],
        [825, 99],
      ],
      '#111',
    ) +
    rect(872, 77, 3, 30, '#d4ac0d'),
);

add(
  'research-lab',
  800,
  500,
  'A research laboratory with a microscope, flasks and a researcher at the bench',
  (w, h) =>
    rect(0, 0, w, h, '#eef3f7') +
    shelf(560, 40, 200, 200, 171) +
    rect(0, 320, w, 16, '#7f8c8d') +
    rect(0, 336, w, 164, '#d5dbdb') +
    person(330, 320, 1.4, { shirt: '#ffffff', skin: C.skin[1], long: true }) +
    rect(150, 250, 16, 70, '#444') +
    rect(130, 300, 60, 20, '#555') +
    circle(158, 248, 12, '#333') +
    poly(
      [
        [450, 320],
        [470, 260],
        [490, 320],
      ],
      '#76d7c4',
    ) +
    rect(520, 270, 20, 50, '#f5b7b1') +
    rect(560, 280, 20, 40, '#aed6f1'),
);

add(
  'incubation-workspace',
  800,
  500,
  'Start-up founders discussing ideas around a table in the incubation centre',
  (w, h) =>
    rect(0, 0, w, h, '#fdfefe') +
    windows(40, 40, 4, 1, 160, 150, 30, 0, '#d6eaf8', 1) +
    rect(0, 380, w, 120, '#aab7b8') +
    rect(180, 300, 440, 18, '#6e2c00') +
    laptop(300, 300, 1.2) +
    laptop(500, 300, 1.2) +
    person(220, 420, 1.1, { shirt: C.shirts[0] }) +
    person(600, 420, 1.1, { shirt: C.shirts[3], long: true }) +
    person(400, 440, 1.1, { shirt: C.shirts[6] }) +
    circle(700, 120, 36, '#f9e79f'),
);

add(
  'international-globe',
  800,
  500,
  'A globe with lines linking the campus to partner universities abroad',
  (w, h) =>
    `<defs>${gradient('bg', '#0e1a40', '#1d2a5b')}</defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    circle(400, 250, 170, '#2e86c1') +
    poly(
      [
        [300, 150],
        [380, 130],
        [420, 190],
        [360, 240],
        [310, 220],
      ],
      '#27ae60',
    ) +
    poly(
      [
        [420, 260],
        [500, 240],
        [520, 320],
        [450, 360],
      ],
      '#27ae60',
    ) +
    poly(
      [
        [260, 280],
        [320, 290],
        [300, 360],
      ],
      '#27ae60',
    ) +
    `<path d="M400 250 Q520 80 640 120 M400 250 Q250 90 140 140 M400 250 Q560 330 680 380" fill="none" stroke="#f7dc6f" stroke-width="3" stroke-dasharray="8 6"/>` +
    circle(400, 250, 8, '#e74c3c') +
    circle(640, 120, 7, '#f7dc6f') +
    circle(140, 140, 7, '#f7dc6f') +
    circle(680, 380, 7, '#f7dc6f'),
);

add(
  'iqac-quality',
  800,
  500,
  'A rising bar chart and a check mark, standing for quality assurance',
  (w, h) =>
    rect(0, 0, w, h, '#f4f6f7') +
    rect(100, 420, 600, 4, '#566573') +
    rect(100, 80, 4, 344, '#566573') +
    [140, 270, 400, 530]
      .map((x, i) => rect(x, 420 - (i + 1) * 70, 90, (i + 1) * 70, [C.navy, '#2e86c1', C.maroon, '#27ae60'][i]))
      .join('') +
    circle(640, 130, 56, '#27ae60') +
    `<path d="M612 130 L634 154 L672 110" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
);

add(
  'placement-interview',
  800,
  500,
  'A student in formal clothes shaking hands with recruiters after an interview',
  (w, h) =>
    rect(0, 0, w, h, '#eaecee') +
    windows(60, 40, 3, 1, 180, 160, 60, 0, '#d6eaf8', 1) +
    rect(0, 360, w, 140, '#95a5a6') +
    rect(200, 330, 400, 16, '#6e2c00') +
    person(250, 460, 1.4, { shirt: '#ffffff', skin: C.skin[0], trousers: '#1c2833' }) +
    person(420, 460, 1.4, { shirt: C.navy, skin: C.skin[2], long: true, trousers: '#1c2833' }) +
    person(560, 460, 1.4, { shirt: '#5d6d7e', skin: C.skin[1], trousers: '#1c2833' }) +
    rect(270, 360, 140, 8, C.skin[0]),
);

add(
  'digital-degree',
  800,
  500,
  'A degree certificate shown on a mobile phone beside the printed certificate',
  (w, h) =>
    `<defs>${gradient('bg', '#e8f6f3', '#d1f2eb')}</defs>` +
    rect(0, 0, w, h, 'url(#bg)') +
    rect(120, 90, 380, 290, '#fffdf5', ' stroke="#b7950b" stroke-width="8"') +
    circle(310, 170, 30, C.maroon) +
    rect(180, 230, 260, 10, '#ccc') +
    rect(200, 260, 220, 10, '#ccc') +
    rect(220, 290, 180, 10, '#ccc') +
    circle(420, 340, 22, '#d4ac0d') +
    `<rect x="540" y="120" width="150" height="280" rx="20" fill="#222"/>` +
    rect(552, 145, 126, 230, '#fffdf5') +
    circle(615, 200, 18, C.maroon) +
    rect(570, 240, 90, 6, '#ccc') +
    rect(575, 260, 80, 6, '#ccc') +
    circle(615, 330, 16, '#27ae60'),
);

add(
  'yoga-day',
  600,
  400,
  'Students doing yoga on the sports ground on International Yoga Day',
  (w, h) =>
    sky(w, h, C.dusk1, C.dusk2) +
    circle(480, 90, 40, '#fff4d6') +
    rect(0, 270, w, 130, C.grass) +
    [100, 230, 360, 490]
      .map(
        (x, i) =>
          rect(x - 40, 330, 80, 10, ['#e74c3c', '#3498db', '#9b59b6', '#f1c40f'][i]) +
          circle(x, 250, 11, C.skin[i % 4]) +
          `<path d="M${x} 262 L${x} 300 M${x} 275 L${x - 30} 245 M${x} 275 L${x + 30} 245 M${x} 300 L${x - 20} 330 M${x} 300 L${x + 20} 330" stroke="${C.shirts[i]}" stroke-width="9" stroke-linecap="round"/>`,
      )
      .join(''),
);

add(
  'annual-sports-meet',
  600,
  400,
  'Athletes racing on the track at the annual sports meet',
  (w, h) =>
    sky(w, h) +
    rect(0, 220, w, 180, '#c0573e') +
    [250, 290, 330, 370].map((y) => rect(0, y, w, 2, '#fff')).join('') +
    person(160, 280, 1.1, { shirt: C.shirts[0] }) +
    person(260, 320, 1.1, { shirt: C.shirts[1], long: true }) +
    person(360, 360, 1.1, { shirt: C.shirts[2] }) +
    rect(470, 220, 6, 180, '#fff') +
    crowd(40, 210, 8, 70, 0.5, 191),
);

const toKey = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

async function main() {
  await mkdir(outDir, { recursive: true });
  const entries = {};
  for (const image of images) {
    const text = svg(image.width, image.height, image.alt, image.draw(image.width, image.height));
    if (text.length > 10 * 1024) throw new Error(`${image.name}.svg is ${text.length} bytes; keep it under 10 KB`);
    await writeFile(join(outDir, `${image.name}.svg`), text);
    entries[toKey(image.name)] = {
      src: `/images/content/${image.name}.svg`,
      width: image.width,
      height: image.height,
      alt: image.alt,
    };
  }
  // Data, not code: the pictures' alt texts are text, and this file is checked against ImageAsset (data/check-all.ts).
  await mkdir(dirname(dataFile), { recursive: true });
  await writeFile(dataFile, `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`Wrote ${images.length} SVG files under public/images/content/ and data/images/content.json`);
}

await main();
