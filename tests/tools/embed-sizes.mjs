#!/usr/bin/env node
// Prints the embed kit's script sizes (dist/widgets/: the loader and every chunk, raw and
// gzip) and fails (exit 1) when the loader, index.js, exceeds its budget of 2.1 KB gzip.
// Run after a build: `npx vite build && node tests/tools/embed-sizes.mjs` (npm run audit calls it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KIT = 'dist/widgets';
/**
 * Issue #5 allows 4 KB. The loader is its own first request on a CMS page; it also keeps what a
 * visitor does in an island before its code has come (clicks, fields' values, and keys: the
 * menu's arrows, widgets/runtime/early-input.ts).
 */
export const LOADER_BUDGET = 2.1 * 1024;

function scripts(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

function kind(file) {
  if (file === 'index.js') return 'loader';
  const widget = /^chunks\/(uni-[a-z0-9-]+)-[\w-]{8}\.js$/.exec(file);
  if (widget) return `widget <${widget[1]}>`;
  return 'shared';
}

export function embedSizes(kit = KIT) {
  return scripts(kit)
    .map((path) => {
      const bytes = readFileSync(path);
      const file = relative(kit, path).split('\\').join('/');
      return { file, kind: kind(file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) =>
      a.file === 'index.js'
        ? -1
        : b.file === 'index.js'
          ? 1
          : a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file),
    );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(KIT, 'index.js'))) {
    console.error(`${KIT}/index.js not found: build first (npx vite build builds the site and the kit).`);
    process.exit(1);
  }
  const rows = embedSizes();
  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(line(['file', 'what', 'raw', 'gzip']));
  console.log(line(['---', '---', '---:', '---:']));
  for (const row of rows) console.log(line([`${KIT}/${row.file}`, row.kind, kb(row.raw), kb(row.gzip)]));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(line(['all scripts', '', '', kb(total)]));
  const loader = rows.find((row) => row.file === 'index.js');
  if (loader.gzip > LOADER_BUDGET) {
    console.error(`\nThe loader ${KIT}/index.js is ${kb(loader.gzip)} gzip, over its budget of ${kb(LOADER_BUDGET)}.`);
    process.exit(1);
  }
  console.log(`\nLoader: ${kb(loader.gzip)} gzip, within its budget of ${kb(LOADER_BUDGET)}.`);
}
