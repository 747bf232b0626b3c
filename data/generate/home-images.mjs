#!/usr/bin/env node
// Writes the home page's images (generated SVG art, no photos, no real people) to
// public/images/home/. Run: node data/generate/home-images.mjs
// Every file states width and height, matching the sizes in data/home/*.ts
// (tests/unit/home-data.test.ts checks that), and stays a few kilobytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../../public/images/home/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const FONT = 'font-family="Noto Sans,Segoe UI,Arial,sans-serif"';
const svg = (width, height, label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>\n`;
const files = {};

// --- Hero slides: 1600 x 600, campus scenes below the Sahyadri hills -----------
const hills = (far, near) =>
  `<path d="M0 330 L160 250 L300 300 L470 200 L640 290 L820 210 L1000 280 L1180 190 L1380 270 L1600 220 V600 H0Z" fill="${far}"/>` +
  `<path d="M0 400 L220 330 L420 380 L640 320 L900 390 L1150 330 L1400 380 L1600 340 V600 H0Z" fill="${near}"/>`;
const tree = (x, y, s, c) =>
  `<rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${30 * s}" fill="#5b3a1e"/><circle cx="${x}" cy="${y}" r="${26 * s}" fill="${c}"/>`;
const columns = (x0, count, gap, y, h) =>
  Array.from(
    { length: count },
    (_, i) => `<rect x="${x0 + i * gap}" y="${y}" width="14" height="${h}" fill="#fff" opacity=".85"/>`,
  ).join('');

files['hero-campus.svg'] = svg(
  1600,
  600,
  'The main building of the university at sunrise, with the Sahyadri hills behind',
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset=".6" stop-color="#fde3c4"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#s)"/><circle cx="1240" cy="170" r="70" fill="#fff4d6"/>` +
    hills('#8a6f8f', '#5f7f5a') +
    `<rect x="520" y="300" width="560" height="190" fill="#c9a27a"/><rect x="500" y="286" width="600" height="20" fill="#a47c55"/>` +
    columns(548, 12, 44, 320, 150) +
    `<rect x="740" y="230" width="120" height="70" fill="#c9a27a"/><path d="M740 232 A60 60 0 0 1 860 232Z" fill="#7a1f2b"/><rect x="796" y="150" width="8" height="24" fill="#7a1f2b"/>` +
    `<rect x="775" y="420" width="50" height="70" fill="#5b3a1e"/><rect x="0" y="490" width="1600" height="110" fill="#4f7a3a"/><rect x="700" y="490" width="200" height="110" fill="#d9c6a5"/>` +
    tree(200, 440, 1.6, '#2f5d2a') +
    tree(340, 455, 1.2, '#3d6b35') +
    tree(1300, 440, 1.6, '#2f5d2a') +
    tree(1440, 455, 1.2, '#3d6b35'),
);

files['hero-library.svg'] = svg(
  1600,
  600,
  'The knowledge resource centre in the evening, students walking on the lawn',
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2a5b"/><stop offset=".7" stop-color="#6d7fb8"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#s)"/><circle cx="300" cy="120" r="40" fill="#f2f2f2"/>` +
    hills('#3b4a78', '#344f3c') +
    `<rect x="560" y="250" width="520" height="240" fill="#e8ecf7"/><rect x="540" y="236" width="560" height="22" fill="#7a1f2b"/>` +
    Array.from({ length: 5 }, (_, r) =>
      Array.from(
        { length: 9 },
        (__, c) => `<rect x="${590 + c * 54}" y="${275 + r * 40}" width="34" height="24" fill="#f2c14e"/>`,
      ).join(''),
    ).join('') +
    `<rect x="0" y="490" width="1600" height="110" fill="#2f5a2c"/>` +
    [420, 470, 1150, 1200, 1250]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${470 + (i % 2) * 6}" r="10" fill="#131c3f"/><rect x="${x - 9}" y="${482 + (i % 2) * 6}" width="18" height="40" rx="6" fill="#131c3f"/>`,
      )
      .join('') +
    tree(150, 430, 1.7, '#1f4a24') +
    tree(1460, 430, 1.7, '#1f4a24'),
);

// --- Affiliated institutions: 160 x 96 logo tiles --------------------------------
const tile = (name, label, art, text, color = '#1d2a5b') => {
  files[`affiliated-${name}.svg`] = svg(
    160,
    96,
    label,
    `<rect width="160" height="96" rx="8" fill="#fff"/>${art}<text x="80" y="86" ${FONT} font-size="12" font-weight="700" text-anchor="middle" fill="${color}">${text}</text>`,
  );
};
tile(
  'solar-energy',
  'Solar Energy',
  `<circle cx="80" cy="34" r="16" fill="#f2a900"/>${Array.from({ length: 8 }, (_, i) => `<rect x="78" y="4" width="4" height="10" fill="#f2a900" transform="rotate(${i * 45} 80 34)"/>`).join('')}<rect x="52" y="56" width="56" height="14" fill="#1d4f91"/>`,
  'SOLAR ENERGY',
  '#7a4a00',
);
tile(
  'nad',
  'National Academic Depository',
  `<rect x="58" y="10" width="44" height="54" rx="4" fill="#e8ecf7" stroke="#1d2a5b" stroke-width="3"/><path d="M66 26h28M66 36h28M66 46h18" stroke="#1d2a5b" stroke-width="3"/>`,
  'NAD',
);
tile(
  'repository',
  'Academic Repository',
  `<ellipse cx="80" cy="18" rx="26" ry="8" fill="#7a1f2b"/><path d="M54 18v40c0 4 12 8 26 8s26-4 26-8V18" fill="#a8414f"/><path d="M54 32c0 4 12 8 26 8s26-4 26-8M54 46c0 4 12 8 26 8s26-4 26-8" stroke="#fff" stroke-width="2" fill="none"/>`,
  'REPOSITORY',
  '#7a1f2b',
);
tile(
  'university',
  'Sahyadri State University',
  `<circle cx="80" cy="36" r="30" fill="#1d2a5b"/><circle cx="80" cy="36" r="25" fill="none" stroke="#f2c14e" stroke-width="2"/><path d="M62 46L72 30L78 38L85 26L98 46Z" fill="#f2c14e"/>`,
  'SSU KOLHAPUR',
);
tile(
  'shodhganga',
  'Shodh Ganga',
  `<path d="M40 40c14-14 26-14 40 0s26 14 40 0" stroke="#0b6e99" stroke-width="6" fill="none"/><path d="M40 56c14-14 26-14 40 0s26 14 40 0" stroke="#49a9d6" stroke-width="6" fill="none"/><circle cx="80" cy="18" r="8" fill="#f2a900"/>`,
  'SHODHGANGA',
  '#0b6e99',
);
tile(
  'govt-of-india',
  'Govt of India',
  `<rect x="44" y="12" width="72" height="16" fill="#f28c28"/><rect x="44" y="28" width="72" height="16" fill="#f4f4f4" stroke="#ddd"/><rect x="44" y="44" width="72" height="16" fill="#2e8b3a"/><circle cx="80" cy="36" r="6" fill="none" stroke="#1d2a5b" stroke-width="2"/>`,
  'GOVT OF INDIA',
);
tile(
  'e-gov',
  'e-Gov Project',
  `<circle cx="80" cy="36" r="26" fill="none" stroke="#2e7d32" stroke-width="4"/><ellipse cx="80" cy="36" rx="11" ry="26" fill="none" stroke="#2e7d32" stroke-width="3"/><path d="M54 36h52" stroke="#2e7d32" stroke-width="3"/>`,
  'e-GOV PROJECT',
  '#1f5e23',
);
tile(
  'digital-india',
  'Digital India',
  `${Array.from({ length: 12 }, (_, i) => `<circle cx="${50 + (i % 4) * 20}" cy="${16 + Math.floor(i / 4) * 20}" r="${5 + (i % 3)}" fill="${['#f28c28', '#1d2a5b', '#2e8b3a'][i % 3]}"/>`).join('')}`,
  'DIGITAL INDIA',
);

// --- Leaders: 240 x 280 portrait-style art (not photographs of anyone) --------------
const portrait = (name, label, bg, skin, hair, dress, style) => {
  const hairShape =
    style === 'long'
      ? `<path d="M78 118c0-50 26-72 42-72s42 22 42 72v60H78z" fill="${hair}"/>`
      : `<path d="M82 112c0-34 18-52 38-52s38 18 38 52c-8-18-20-26-38-26s-30 8-38 26z" fill="${hair}"/>`;
  files[`leader-${name}.svg`] = svg(
    240,
    280,
    label,
    `<rect width="240" height="280" fill="${bg}"/>${hairShape}<path d="M30 280c0-62 40-92 90-92s90 30 90 92z" fill="${dress}"/>` +
      `<rect x="106" y="160" width="28" height="34" fill="${skin}"/><ellipse cx="120" cy="122" rx="36" ry="44" fill="${skin}"/>${style === 'long' ? '' : hairShape}` +
      `<path d="M104 196l16 22 16-22" fill="#fff"/>`,
  );
};
portrait('chancellor', 'Portrait illustration of the Chancellor', '#e8ecf7', '#c58c5c', '#2b2b2b', '#1d2a5b', 'short');
portrait(
  'vice-chancellor',
  'Portrait illustration of the Vice-Chancellor',
  '#f8e9eb',
  '#b9794a',
  '#1a1a1a',
  '#7a1f2b',
  'long',
);
portrait(
  'pro-vice-chancellor',
  'Portrait illustration of the Pro-Vice Chancellor',
  '#eef5e9',
  '#a86b3c',
  '#555',
  '#2f5d2a',
  'short',
);
portrait('registrar', 'Portrait illustration of the Registrar', '#fdf3dc', '#c98f62', '#2b1d14', '#5b3a1e', 'long');

// --- Featured video: poster 960 x 540 and four thumbnails 320 x 180 -------------
files['video-documentary.svg'] = svg(
  960,
  540,
  'Poster of the documentary: a camera crew filming on the campus lawn',
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#131c3f"/><stop offset="1" stop-color="#7a1f2b"/></linearGradient></defs>` +
    `<rect width="960" height="540" fill="url(#g)"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${20 + i * 80}" y="20" width="40" height="26" rx="4" fill="#000" opacity=".35"/><rect x="${20 + i * 80}" y="494" width="40" height="26" rx="4" fill="#000" opacity=".35"/>`,
    ).join('') +
    `<path d="M0 420L200 330L380 390L560 300L760 380L960 320V540H0Z" fill="#2f5a2c" opacity=".8"/>` +
    `<rect x="230" y="250" width="150" height="96" rx="10" fill="#222"/><circle cx="305" cy="298" r="32" fill="#444" stroke="#999" stroke-width="6"/><rect x="380" y="276" width="52" height="44" fill="#222"/>` +
    `<path d="M300 346l-40 120M310 346l0 120M320 346l40 120" stroke="#222" stroke-width="8"/>` +
    `<circle cx="660" cy="260" r="26" fill="#c58c5c"/><path d="M620 400c0-60 18-100 40-100s40 40 40 100z" fill="#f2c14e"/>`,
);
const thumbColors = [
  ['#1d2a5b', '#f2c14e'],
  ['#7a1f2b', '#f8e9eb'],
  ['#2f5d2a', '#fdf3dc'],
  ['#5b3a1e', '#e8ecf7'],
];
thumbColors.forEach(([bg, fg], i) => {
  files[`video-foundation-day-${i + 1}.svg`] = svg(
    320,
    180,
    `Thumbnail ${i + 1}: the Vice Chancellor speaking at a podium on Foundation Day`,
    `<rect width="320" height="180" fill="${bg}"/><rect x="20" y="20" width="120" height="22" rx="4" fill="${fg}" opacity=".25"/>` +
      `<circle cx="${100 + i * 12}" cy="78" r="20" fill="#c58c5c"/><path d="M${70 + i * 12} 150c0-36 14-50 30-50s30 14 30 50z" fill="${fg}"/>` +
      `<path d="M${50 + i * 12} 118h100l-12 62h-76z" fill="#3a2a1a"/><text x="250" y="70" ${FONT} font-size="40" font-weight="700" fill="${fg}" text-anchor="middle">58</text>` +
      `<text x="250" y="94" ${FONT} font-size="12" fill="${fg}" text-anchor="middle">FOUNDATION DAY</text>`,
  );
});

// --- Recognitions: 160 x 96 badges ------------------------------------------------------
const badge = (name, label, line1, line2, color) => {
  files[`recognition-${name}.svg`] = svg(
    160,
    96,
    label,
    `<rect width="160" height="96" rx="8" fill="#fff" stroke="${color}" stroke-width="2"/><circle cx="34" cy="48" r="22" fill="${color}"/><path d="M24 48l7 7 13-14" stroke="#fff" stroke-width="5" fill="none"/>` +
      `<text x="104" y="44" ${FONT} font-size="16" font-weight="700" text-anchor="middle" fill="${color}">${line1}</text><text x="104" y="64" ${FONT} font-size="10" text-anchor="middle" fill="#333">${line2}</text>`,
  );
};
badge('naac', 'NAAC A++ accreditation', 'NAAC A++', 'Accredited 2024', '#1d2a5b');
badge('nirf', 'NIRF ranked university', 'NIRF', 'Ranked University', '#7a1f2b');
badge('ugc', 'UGC 12(B) recognition', 'UGC 12(B)', 'Recognised', '#0b6e99');
badge('iso', 'ISO 9001:2015 certified', 'ISO 9001', '2015 Certified', '#2e7d32');
badge('green-campus', 'Green Campus award', 'GREEN', 'Campus Award', '#2f5d2a');
badge('swachh', 'Swachh Campus ranking', 'SWACHH', 'Campus Ranking', '#b35c00');

for (const [name, content] of Object.entries(files)) writeFileSync(outDir + name, content);
console.log(
  `Wrote ${Object.keys(files).length} images to public/images/home/ (largest ${Math.max(...Object.values(files).map((c) => c.length))} bytes).`,
);
