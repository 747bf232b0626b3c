#!/usr/bin/env node
// Writes the web app manifest's icons (public/images/icons/) from the university's
// seal (public/images/logo.svg): PNG at 192 and 512 px for installing the site, and
// a "maskable" PNG with the seal inside the safe zone on the brand colour, so an
// Android launcher can crop it to any shape; and the feeds' image, a PNG 144 px wide (RSS 2.0
// allows GIF, JPEG and PNG only, at most 144 px wide). Run: node data/generate/app-icons.mjs
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const logo = readFileSync(fileURLToPath(new URL('../../public/images/logo.svg', import.meta.url)), 'utf8');
const outDir = fileURLToPath(new URL('../../public/images/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const seal = logo.replace(/<svg[^>]*>|<\/svg>\s*$/g, '');
// Maskable icons keep their content within the central 80 % circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d2a5b"/><g transform="translate(12.8 12.8) scale(0.6)">${seal}</g></svg>`;

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
writeFileSync(`${outDir}icon-192.png`, png(logo, 192));
writeFileSync(`${outDir}icon-512.png`, png(logo, 512));
writeFileSync(`${outDir}icon-maskable-512.png`, png(maskable, 512));
writeFileSync(`${outDir}feed-144.png`, png(logo, 144));
