import { describe, expect, it } from 'vitest';
import { devanagariFacesCss } from '../../host/vite/assets/devanagari-faces';
import { SYSTEM_DEVANAGARI_FACES } from '../../host/pre-paint/devanagari-subset';
import { DEVANAGARI_FONT_FILES, DEVANAGARI_UNICODE_RANGE } from '../../widgets/core/fonts/register-devanagari';

/** The site's Devanagari stylesheet as the build writes it, each rule as its descriptors. */
const faces = devanagariFacesCss('subset')
  .split('@font-face')
  .slice(1)
  .map((rule) =>
    Object.fromEntries([...rule.matchAll(/([a-z-]+): ([^;]+);/g)].map(([, name, value]) => [name, value])),
  );
const face = (family: string, weight: string) =>
  faces.find((rule) => rule['font-family'] === `'${family}'` && rule['font-weight'] === weight);
const localFaces = (sources: string) => [...sources.matchAll(/local\('([^']+)'\)/g)].map(([, name]) => name);
const files = (sources: string) => [...sources.matchAll(/url\('subset\/([^']+)'\)/g)].map(([, file]) => file);

describe("the site's Devanagari faces (host/vite/assets/devanagari-faces.ts)", () => {
  it("the regular face names the system faces the pre-paint probe looks for, in its order, then the subset's 400", () => {
    const sources = face('Noto Sans Devanagari', '400')?.src ?? '';
    expect(localFaces(sources)).toEqual(localFaces(SYSTEM_DEVANAGARI_FACES));
    expect(localFaces(sources).length).toBeGreaterThan(3);
    expect(files(sources)).toEqual(['noto-sans-devanagari-400.woff2']);
  });

  it("only the subset's own family downloads it alone, blocking, with Noto's metrics", () => {
    expect(face('Noto Sans Devanagari Subset', '400')).toMatchObject({
      src: "url('subset/noto-sans-devanagari-400.woff2') format('woff2')",
      'font-display': 'block',
      'ascent-override': '89.6%',
    });
    expect(face('Noto Sans Devanagari', '600')?.src).not.toContain('url(');
  });

  it("every face covers the kit loader's range (nothing downloads for a page without Devanagari) and names only files the build writes", () => {
    const written = DEVANAGARI_FONT_FILES.flatMap((font) => [font.file, `chrome-${font.weight}.woff2`]);
    expect(faces.length).toBeGreaterThan(6);
    for (const rule of faces) {
      expect(rule['unicode-range']).toBe(DEVANAGARI_UNICODE_RANGE);
      for (const file of files(rule.src ?? '')) expect(written).toContain(file);
    }
  });
});
