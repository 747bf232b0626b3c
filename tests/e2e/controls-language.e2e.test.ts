import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../data/i18n/translate';
import { startSite, type Site } from './site';

/**
 * The controls of a content page speak the page's language (issue 27): the table
 * search box, the view and download controls, the column headers and the sign-in
 * form's texts and messages on the Marathi and Hindi sites, through the widgets' shadow roots.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const DEVANAGARI = /[\u0900-\u097F]/;
/** Latin letters other than the abbreviations kept in brackets, e.g. `(PDF)` or `KB`. */
const LATIN_WORD = /\b[A-Za-z]{3,}\b/;

async function open(path: string): Promise<Page> {
  const { page } = await site.open(path);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each(['mr', 'hi'] as const)('controls on the %s site', (lang) => {
  it('the table search box, view and download controls and column headers', async () => {
    const page = await open(`/${lang}/student/circulars`);
    const filter = page.locator('uni-content-page [data-table-filter] label');
    expect(await filter.textContent()).toBe(translate(lang, 'table.filterLabel'));
    const actions = page.locator('uni-content-page [data-file-actions="enabled"]');
    expect(await actions.count()).toBeGreaterThan(0);
    for (const text of await actions.allTextContents()) {
      expect(text).toContain(translate(lang, 'file.view'));
      expect(text).toContain(translate(lang, 'file.download'));
    }
    const headers = await page.locator('uni-content-page thead th').allTextContents();
    expect(headers.length).toBeGreaterThan(0);
    for (const header of headers) {
      expect(header, header).toMatch(DEVANAGARI);
      expect(header, header).not.toMatch(LATIN_WORD);
    }
    await page.close();
  });

  it("the sign-in form's texts and messages", async () => {
    const page = await open(`/${lang}/student/login`);
    // The form is written in the page's language (data/site/<lang>/login.yaml), not English marked lang="en".
    const form = page.locator('uni-content-page [data-sign-in]');
    expect(await form.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(lang);
    const texts = [
      ...(await form.locator('label, button[type="submit"], h3, a').allTextContents()),
      ...(await form
        .locator('input[type="password"]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''))),
    ];
    expect(texts.length).toBeGreaterThan(6);
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    // Focus hydrates the page's content; the form validates once it has.
    const hydrated = page.evaluate(
      () =>
        new Promise((resolve) => document.querySelector('uni-content-page')!.addEventListener('uni-hydrated', resolve)),
    );
    await page.locator('uni-content-page form input[name="email"]').focus();
    await hydrated;
    await page.locator('uni-content-page form button[type="submit"]').click();
    const message = page.locator('uni-content-page form [data-error-for="password"]');
    await expect.poll(() => message.textContent()).toMatch(DEVANAGARI);
    await page.locator('uni-content-page form input[name="email"]').fill('not an address');
    await page.locator('uni-content-page form button[type="submit"]').click();
    await expect
      .poll(() => page.locator('uni-content-page form [data-error-for="email"]').textContent())
      .toBe(translate(lang, 'login.email'));
    await page.close();
  });
});
