import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '../../data/i18n/translate';

/**
 * Each prerendered page describes itself (host/vite/prerender/page-description.ts): its
 * `<meta name="description">` and its social preview (`og:description`) are the same
 * text, the page's own, in its language; only the home page keeps the site's.
 */
const dist = join(import.meta.dirname, '../../dist');
const DEVANAGARI = /[\u0900-\u097F]/;

function pageFiles(lang: 'mr' | 'hi'): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(folder, entry.name))
        : entry.name.endsWith('.html')
          ? [join(folder, entry.name)]
          : [],
    );
  return walk(join(dist, lang));
}

/** A meta tag's content, its entities read. */
const metaContent = (html: string, attribute: string) =>
  new RegExp(`<meta\\s+${attribute}\\s+content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

describe.each(['mr', 'hi'] as const)('descriptions of the %s pages', (lang) => {
  it("are the page's own, in its language, the same for search engines and social previews", () => {
    const site = translate(lang, 'site.description');
    const descriptions = pageFiles(lang).map((file) => {
      const html = readFileSync(file, 'utf8');
      const description = metaContent(html, 'name="description"');
      expect(metaContent(html, 'property="og:description"'), file).toBe(description);
      expect(description, file).toMatch(DEVANAGARI);
      expect(description!.length, file).toBeLessThanOrEqual(160);
      return description;
    });
    expect(descriptions.length).toBeGreaterThan(140);
    const own = descriptions.filter((description) => description !== site);
    expect(own.length / descriptions.length).toBeGreaterThan(0.9);
    expect(new Set(own).size / own.length).toBeGreaterThan(0.9);
  });
});
