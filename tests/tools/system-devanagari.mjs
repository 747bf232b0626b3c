// A Devanagari system font for a Chromium this tool launches, as every Android phone has one:
// this machine, like a bare Linux, has none. Used by `npm run audit -- --system-devanagari`
// and by the budgets' check that such a system downloads no font before its first paint.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Environment for Chromium: a fontconfig file adding Fontsource's whole Noto Sans Devanagari
 * (the two weights the site uses) to the system's fonts, in `folder`. FreeType reads WOFF2, and
 * the files name themselves `NotoSansDevanagari-Regular` and `-SemiBold`, as Android's do.
 */
export function systemDevanagariEnv(folder) {
  const fonts = resolve(folder);
  mkdirSync(fonts, { recursive: true });
  for (const weight of ['400', '600']) {
    const file = `noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
    copyFileSync(join('node_modules/@fontsource/noto-sans-devanagari/files', file), join(fonts, file));
  }
  const config = join(fonts, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${fonts}</dir>\n` +
      `  <cachedir>${join(fonts, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: config };
}
