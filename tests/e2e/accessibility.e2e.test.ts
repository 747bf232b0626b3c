import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel, startSite, type Site } from './site';

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
  '/feedback',
  '/help',
  '/no-such-page',
  // The Marathi and Hindi versions: home, a translated content page, an English-only one with its notice.
  '/mr',
  '/hi',
  '/mr/about/history',
  '/hi/academics/computer-science',
  '/mr/student/circulars',
  '/hi/sitemap',
];

/** The high-contrast scheme, chosen as a visitor would (stored, applied by the pre-paint script). */
const highContrast = (page: import('playwright-core').Page) =>
  page.addInitScript(() => localStorage.setItem('uni-contrast', 'high'));

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

async function violations(path: string, width: number, scheme: 'standard' | 'high'): Promise<string[]> {
  const { page } = await site.open(path, scheme === 'high' ? highContrast : undefined);
  await page.setViewportSize({ width, height: 900 });
  await page.waitForLoadState('networkidle');
  // Evaluated through DevTools rather than added as an inline script, which the site's CSP forbids.
  await page.evaluate(axeSource);
  // High contrast promises WCAG AAA text contrast (7:1): axe's enhanced contrast rule checks it too.
  const runOnly =
    scheme === 'high'
      ? { type: 'rule', values: ['color-contrast-enhanced'] }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
  const run = (axeOptions: object) =>
    page.evaluate(
      (options) =>
        (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
          }
        ).axe
          .run(document, options)
          .then((result) => result.violations),
      axeOptions,
    ) as Promise<Violation[]>;
  const found = [
    ...(await run({ runOnly })),
    ...(scheme === 'high'
      ? await run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      : []),
  ];
  expect(await page.evaluate(() => document.documentElement.dataset.contrast === 'high')).toBe(scheme === 'high');
  await page.close();
  return found.map(
    (violation) =>
      `${path} @${width}px ${scheme}: ${violation.id} (${violation.impact}) ${violation.help}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
  );
}

describe('accessibility (axe-core, WCAG 2.1 AA; AAA text contrast in high contrast)', () => {
  // Colours do not change with the width, so the high-contrast scheme is checked at one width.
  for (const [scheme, width] of [
    ['standard', 390],
    ['standard', 1400],
    ['high', 390],
  ] as const) {
    it(`finds no violations on any kind of page at ${width} px in the ${scheme} scheme`, async () => {
      const problems = (await inParallel(PAGES, 3, (path) => violations(path, width, scheme))).flat();
      expect(problems, problems.join('\n')).toEqual([]);
    }, 480000);
  }
});
