import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

/**
 * axe-core (the engine behind Lighthouse's accessibility audit) on one page of
 * every kind, including every content layout, at phone and desktop widths:
 * WCAG 2.1 A and AA rules. axe looks inside open shadow roots.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PAGES = [
  '/', // home: carousels, grid, events, video
  '/about/history/city', // city-composite
  '/about/history/contact-information', // contact-composite
  '/about/campus', // personal-figured
  '/about/policies', // comment
  '/about/former-vice-chancellors', // image-grid
  '/about/statistics', // formal-composite
  '/about/news', // news table
  '/student/ncc', // paragraph
  '/student/login', // studentlogin
  '/student/circulars', // searchbar-table
  '/student/old-syllabus', // multiple-file-table with disabled controls
  '/academics/computer-science/gallery', // CollapsableImageGrid
  '/academics/computer-science/programmes', // simple tables
  '/governance/policies', // pdf_list
  '/events',
  '/quick-links',
  '/sitemap',
  '/embed',
  '/no-such-page',
  // The Marathi and Hindi versions: home, a translated content page, an English-only one with its notice.
  '/mr',
  '/hi',
  '/mr/about/history',
  '/hi/academics/computer-science',
  '/mr/student/circulars',
  '/hi/sitemap',
];

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: unknown }>;
}

async function violations(path: string, width: number): Promise<string[]> {
  const { page } = await site.open(path);
  await page.setViewportSize({ width, height: 900 });
  await page.waitForLoadState('networkidle');
  // Evaluated through DevTools rather than added as an inline script, which the site's CSP forbids.
  await page.evaluate(axeSource);
  const found = (await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe
      .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      .then((result) => result.violations),
  )) as Violation[];
  await page.close();
  return found.map(
    (violation) =>
      `${path} @${width}px: ${violation.id} (${violation.impact}) ${violation.help}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
  );
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const width of [390, 1400]) {
    it(`finds no violations on any kind of page at ${width} px`, async () => {
      const problems: string[] = [];
      for (const path of PAGES) problems.push(...(await violations(path, width)));
      expect(problems, problems.join('\n')).toEqual([]);
    }, 480000);
  }
});
