import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel } from '../tools/in-parallel.mjs';
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
  '/feedback',
  '/help',
  '/no-such-page',
  // The Marathi and Hindi versions: home, a translated content page, an English-only one with its notice.
  '/mr',
  '/hi',
  '/mr/about/history',
  '/hi/academics/computer-science',
  '/mr/student/circulars',
  '/mr/student/circulars/page/2', // a listing's later page: its pagination nav
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

/**
 * Only violations are read: axe then keeps one example of what passed rather than every element,
 * and makes no selectors for them (most of its time on a large page).
 */
const VIOLATIONS_ONLY = { resultTypes: ['violations'] };
const AA = { ...VIOLATIONS_ONLY, runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
/** High contrast promises WCAG AAA text contrast (7:1): axe's enhanced contrast rule checks it. */
const AAA_CONTRAST = { ...VIOLATIONS_ONLY, runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } };

function axeRun(page: Page, options: object) {
  return page.evaluate(
    (axeOptions) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, axeOptions)
        .then((result) => result.violations),
    options,
  );
}

/**
 * One tab per page, checked four ways: opened in high contrast as a returning visitor who
 * chose it sees it (stored, applied by the pre-paint script) and checked for AAA text contrast
 * at 390 and 1400 px (the desktop menu and layout show other elements), then switched to the
 * standard scheme the way the access bar switches it and checked against WCAG 2.1 AA at both
 * widths. No rule but contrast depends on the scheme.
 */
async function violations(path: string): Promise<string[]> {
  const { page } = await site.open(path, async (tab) => {
    await tab.setViewportSize({ width: 390, height: 900 });
    await tab.addInitScript(() => localStorage.setItem('uni-contrast', 'high'));
  });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
  // Evaluated through DevTools rather than added as an inline script, which the site's CSP forbids.
  await page.evaluate(axeSource);
  const found = (await axeRun(page, AAA_CONTRAST)).map((violation) => ({ violation, at: '390px high' }));
  await page.setViewportSize({ width: 1400, height: 900 });
  found.push(...(await axeRun(page, AAA_CONTRAST)).map((violation) => ({ violation, at: '1400px high' })));
  await page.evaluate(() => (document.documentElement.dataset.contrast = 'standard'));
  found.push(...(await axeRun(page, AA)).map((violation) => ({ violation, at: '1400px standard' })));
  await page.setViewportSize({ width: 390, height: 900 });
  found.push(...(await axeRun(page, AA)).map((violation) => ({ violation, at: '390px standard' })));
  await page.close();
  return found.map(
    ({ violation, at }) =>
      `${path} @${at}: ${violation.id} (${violation.impact}) ${violation.help}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
  );
}

describe('accessibility (axe-core, WCAG 2.1 AA; AAA text contrast in high contrast)', () => {
  it('finds no violations on any kind of page, at 390 and 1400 px, in either scheme', async () => {
    const problems = (await inParallel(PAGES, 3, violations)).flat();
    expect(problems, problems.join('\n')).toEqual([]);
  }, 600000);
});

/** The element keyboard focus is on, through open shadow roots. */
const focusedElement = (page: Page) =>
  page.evaluateHandle(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  });

describe('where keyboard focus is', () => {
  it('marks a focused control with a dark ring inside a yellow one', async () => {
    const { page } = await site.open('/mr/student/circulars/page/2');
    await page.waitForLoadState('networkidle');
    // Tab until a control styled by the widgets' stylesheet has focus (the pagination's links are).
    const marked = async () =>
      (await focusedElement(page)).evaluate((element) => element?.classList.contains('visible-focus'));
    for (let presses = 0; !(await marked()); presses++) {
      expect(presses, 'Tab reached no control with the visible-focus mark').toBeLessThan(120);
      await page.keyboard.press('Tab');
    }
    const style = await (
      await focusedElement(page)
    ).evaluate((element) => {
      const { outlineStyle, outlineWidth, outlineColor, boxShadow } = getComputedStyle(element!);
      return { outlineStyle, outlineWidth, outlineColor, boxShadow };
    });
    expect(style).toEqual({
      outlineStyle: 'solid',
      outlineWidth: '3px',
      outlineColor: 'rgb(255, 191, 71)',
      // UnoCSS's shadow utility lists its (transparent) ring shadows first.
      boxShadow: expect.stringMatching(/(^|, )rgb\(11, 12, 12\) 0px 0px 0px 2px$/),
    });
    await page.close();
  });
});
