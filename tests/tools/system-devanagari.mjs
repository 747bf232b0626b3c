// A Devanagari system font for a Chromium this tool launches, as every Android phone has one:
// this machine, like a bare Linux, has none. Used by `npm run audit -- --system-devanagari`
// and by the budgets' check that such a system downloads no font before its first paint.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';

/** Every code point of Devanagari and of Basic Latin: the whole of Fontsource's Devanagari file. */
const CHARACTERS = String.fromCodePoint(
  ...Array.from({ length: 0x80 - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x980 - 0x900 }, (_, i) => 0x900 + i),
  0x200c,
  0x200d,
  0x20b9,
  0x25cc,
);

/**
 * Environment for Chromium: a fontconfig file adding Noto Sans Devanagari (the two weights the
 * site uses, from Fontsource, as TrueType: Chromium takes no WOFF2 from the system) to the
 * system's fonts, in `folder`. The files name themselves `NotoSansDevanagari-Regular` and
 * `-SemiBold`, as Android's do.
 */
export async function systemDevanagariEnv(folder) {
  const fonts = resolve(folder);
  // Written afresh: any other font file there would be a second match for the same name.
  rmSync(fonts, { recursive: true, force: true });
  mkdirSync(fonts, { recursive: true });
  for (const weight of ['400', '600']) {
    const target = join(fonts, `noto-sans-devanagari-${weight}.ttf`);
    const woff2 = `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
    writeFileSync(target, await subsetFont(readFileSync(woff2), CHARACTERS, { targetFormat: 'truetype' }));
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
