import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hindiTitles from '../../data/i18n/titles/hi.json';
import marathiTitles from '../../data/i18n/titles/mr.json';
import { startSite, type Site } from './site';
import { builtSitemapFiles, builtSitemaps } from './sitemaps';

/**
 * GIGW 3.0 items an auditor checks, on the built site: the interactive ones in
 * Chromium (through the shadow roots), the per-page ones over every prerendered
 * page in dist/ (each page's own HTML, as a crawler reads it).
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const dist = join(import.meta.dirname, '../../dist');
/**
 * Not site pages: files, assets, the shells, the widget-only frame pages (dist/embed/frame/*), and
 * the publishing desk (admin.html, admin/: webmasters' tool, no visitor's page, never indexed).
 */
const SKIPPED = new Set([
  'demo',
  'docs',
  'images',
  'assets',
  'widgets',
  '404.html',
  'shell.html',
  'embed',
  'admin',
  'admin.html',
]);

/** Every prerendered page: its path and HTML. */
function prerenderedPages(folder = dist, prefix = ''): Array<{ path: string; html: string }> {
  return readdirSync(folder).flatMap((name) => {
    if (!prefix && SKIPPED.has(name)) return [];
    const file = join(folder, name);
    if (statSync(file).isDirectory()) return prerenderedPages(file, `${prefix}/${name}`);
    if (!name.endsWith('.html') || name === '404.html' || name === 'shell.html') return [];
    const path = name === 'index.html' && !prefix ? '/' : `${prefix}/${name.replace(/\.html$/, '')}`;
    return [{ path, html: readFileSync(file, 'utf8') }];
  });
}

const sitemapEntries = () =>
  [...builtSitemaps().matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(
    ([, path, lastmod]) => ({ path: path || '/', lastmod }),
  );

/** `/mr/about` -> { prefix: '/mr', bare: '/about' }; English pages have no prefix. */
function splitPrefix(path: string): { prefix: string; bare: string } {
  const match = /^\/(mr|hi)(\/.*)?$/.exec(path);
  return match ? { prefix: `/${match[1]}`, bare: match[2] ?? '/' } : { prefix: '', bare: path };
}

/** The element that has keyboard focus, looking inside shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active
      ? { tag: active.tagName, id: active.id, skip: active.hasAttribute('data-skip-link'), text: active.textContent }
      : null;
  });

const accessBar = (page: Page) => page.locator('uni-access-bar');

describe('skip link', () => {
  for (const path of ['/', '/about/history/city', '/help']) {
    it(`is the first Tab stop on ${path} and moves focus to the main content`, async () => {
      const { page } = await site.open(path);
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Tab');
      expect(await deepFocus(page)).toMatchObject({ skip: true, text: 'Skip to main content' });
      expect(await accessBar(page).locator('[data-skip-link]').isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await deepFocus(page)).toMatchObject({ tag: 'MAIN', id: 'content' });
      await page.close();
    });
  }
});

describe('text size A+, A, A-', () => {
  it('scales the page, resets with A, announces each change and remembers it', async () => {
    const { page } = await site.open('/about');
    await page.waitForLoadState('networkidle');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const normal = await rootSize();
    const reset = accessBar(page).getByRole('button', { name: 'A (normal text size)' });
    expect(await reset.getAttribute('aria-pressed')).toBe('true');
    await accessBar(page).getByRole('button', { name: 'A+ (larger text)' }).click();
    await expect.poll(rootSize).not.toBe(normal);
    expect(await accessBar(page).locator('[data-access-announcement]').textContent()).toBe('Text size 112.5%');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await rootSize()).not.toBe(normal);
    // Before the access bar's code has loaded, A no longer says it is pressed.
    expect(await reset.getAttribute('aria-pressed')).toBe('false');
    await reset.click();
    await expect.poll(rootSize).toBe(normal);
    expect(await accessBar(page).locator('[data-access-announcement]').textContent()).toBe('Text size 100%');
    await page.close();
  });
});

/** The menu bar's background. */
const menuBackground = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('uni-menu')!.querySelector('nav, .bg-brand, [class*="bg-brand"]')!;
    return getComputedStyle(bar).backgroundColor;
  });

describe('high contrast', () => {
  it('recolours the page and the widgets, announces it and is applied before first paint next time', async () => {
    const { page } = await site.open('/about');
    await page.waitForLoadState('networkidle');
    const standard = await menuBackground(page);
    const toggle = accessBar(page).getByRole('button', { name: 'High contrast' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // The access bar is an island: a click before it has hydrated is replayed once it has.
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await accessBar(page).locator('[data-access-announcement]').textContent()).toBe('High contrast on');
    const high = await menuBackground(page);
    expect(high).not.toBe(standard);
    // Body text in a content widget is pure black.
    const ink = () =>
      page.evaluate(() => {
        const root = document.querySelector('uni-content-page')!.querySelector('.uni-root')!;
        return getComputedStyle(root).color;
      });
    expect(await ink()).toBe('rgb(0, 0, 0)');

    // Before any script of ours runs but the pre-paint one, the scheme is already there.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    // And the button a screen reader reaches says it is on, with none of the widget's code loaded.
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await accessBar(page).getByRole('button', { name: 'High contrast' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.contrast)).toBe('standard');
    expect(await menuBackground(page)).toBe(standard);
    await page.close();
  });

  it('follows prefers-contrast: more when the visitor has not chosen', async () => {
    const { page: plain } = await site.open('/about');
    await plain.waitForLoadState('networkidle');
    const standard = await menuBackground(plain);
    await plain.close();
    const { page } = await site.open('/about', (tab) => tab.emulateMedia({ contrast: 'more' }));
    await page.waitForLoadState('networkidle');
    expect(await menuBackground(page)).not.toBe(standard);
    // The button says so before the access bar has hydrated, and after (reaching it with the keyboard hydrates it).
    const toggle = accessBar(page).getByRole('button', { name: 'High contrast' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.focus();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('keeps icons painted under forced colours (Windows high contrast)', async () => {
    const { page } = await site.open('/', (tab) => tab.emulateMedia({ forcedColors: 'active' }));
    await page.waitForLoadState('networkidle');
    const icon = await page.evaluate(() => {
      const element = document.querySelector('uni-access-bar')!.querySelector('.i-mdi-phone')!;
      return getComputedStyle(element).getPropertyValue('forced-color-adjust');
    });
    expect(icon).toBe('none');
    await page.close();
  });
});

describe('feedback form', () => {
  it('validates like the sign-in form, keeps what was typed and says honestly that the e-mail program was asked to open', async () => {
    const { page, errors } = await site.open('/feedback?page=%2Fabout');
    await page.waitForLoadState('networkidle');
    const form = page.locator('uni-page [data-feedback-form]');
    // Filled in from the address once the form has hydrated, which the network going quiet does not wait for.
    await expect.poll(() => form.getByLabel('Page your message is about').inputValue()).toBe('/about');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await form.locator('[data-error-for]').allTextContents()).toEqual([
      'Enter your name.',
      'Enter your e-mail address.',
      'Enter your message.',
    ]);
    expect(await deepFocus(page)).toMatchObject({ tag: 'INPUT' });
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Your name').fill('Asha Patil');
    await form.getByLabel('Your e-mail address').fill('asha@');
    await form.getByRole('textbox', { name: 'Your message', exact: true }).fill('The PDF link is broken.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await form.locator('[data-error-for]').allTextContents()).toEqual([
      'Enter an e-mail address like name@example.com.',
    ]);
    expect(await form.getByRole('textbox', { name: 'Your message', exact: true }).inputValue()).toBe(
      'The PDF link is broken.',
    );
    await form.getByLabel('Your e-mail address').fill('asha@example.com');
    // The mailto: navigation never completes in a headless browser: do not wait for it.
    await form.getByRole('button', { name: 'Send feedback' }).click({ noWaitAfter: true });
    await expect
      .poll(() => form.locator('[data-feedback-outcome]').getAttribute('data-feedback-outcome'))
      .toBe('mailto');
    expect(await form.locator('[data-feedback-outcome]').textContent()).toContain('Nothing has been sent yet');
    expect(await form.getByRole('textbox', { name: 'Your message', exact: true }).inputValue()).toBe(
      'The PDF link is broken.',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is linked from every page footer with the page it concerns, beside every policy page', async () => {
    for (const { path, html } of prerenderedPages()) {
      const footer = html.slice(html.indexOf('<uni-footer'));
      const { prefix, bare } = splitPrefix(path);
      expect(footer, path).toContain(
        `href="${prefix}/feedback${bare === '/feedback' ? '' : `?page=${encodeURIComponent(bare)}`}"`,
      );
      for (const policy of [
        '/help',
        '/accessibility-statement',
        '/copyright-policy',
        '/hyperlinking-policy',
        '/privacy-policy',
        '/terms-of-use',
        '/content-archival-policy',
        '/content-review-policy',
      ])
        expect(footer, `${path} links ${policy}`).toContain(`href="${prefix}${policy}"`);
    }
  });
});

describe('every page', () => {
  it('has its own title', () => {
    const titles = prerenderedPages().map(({ path, html }) => [path, /<title>([^<]*)<\/title>/.exec(html)![1]]);
    const seen = new Map<string, string>();
    const shared = titles.filter(([path, title]) => {
      const first = seen.get(title);
      seen.set(title, path);
      return first !== undefined;
    });
    expect(shared).toEqual([]);
    expect(titles.length).toBeGreaterThan(140);
  });

  it('shows the date its own content last changed (DD-MM-YYYY), the same date as its lastmod in the sitemaps', () => {
    const lastmod = new Map(sitemapEntries().map((entry) => [entry.path, entry.lastmod]));
    const dates = new Set<string>();
    for (const { path, html } of prerenderedPages()) {
      const [, iso, shown] = /<time dateTime="([^"]+)" data-last-updated="">([^<]+)<\/time>/i.exec(html) ?? [];
      // Marathi pages write the same date in Devanagari digits.
      const asciiDigits = shown!.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
      expect(asciiDigits, path).toBe(iso!.split('-').toReversed().join('-'));
      // The offline page is prerendered but left out of the sitemaps (data/sitemap.ts).
      const unlisted = /^(\/(mr|hi))?\/offline$/.test(path);
      expect(unlisted ? undefined : iso, path).toBe(lastmod.get(path));
      dates.add(iso!);
    }
    expect(dates.size, 'not one site-wide date').toBeGreaterThan(10);
  });

  it('but the home page has a breadcrumb: the full path from the menu', () => {
    for (const { path, html } of prerenderedPages())
      expect(
        /<nav aria-label="[^"]+" (class="host-breadcrumb"|class="mb-4 text-sm" data-breadcrumb)/.test(html),
        path,
      ).toBe(splitPrefix(path).bare !== '/');
  });
});

describe('breadcrumbs', () => {
  it('show every menu level on a content page, in the spec form', async () => {
    const { page } = await site.open('/about/history/city');
    const crumb = page.locator('uni-content-page').getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumb.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
      'Home >> About Us >> About Us >> About the city',
    );
    expect(
      await crumb.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/', '/about']);
    await page.close();
  });

  it('show Home >> page on the site pages, with the same separator', async () => {
    const { page } = await site.open('/help');
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumb.textContent())!.replace(/\s+/g, ' ').trim()).toBe('Home >> Help');
    await page.close();
  });
});

describe('sitemaps', () => {
  it('list every prerendered page once, across the files the index names, each file of one language and dated in the index by its newest page', () => {
    const index = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const files = builtSitemapFiles();
    // The index names every sitemap file the build wrote, and only those.
    expect(files.map((file) => file.path.slice(1)).toSorted()).toEqual(
      readdirSync(dist)
        .filter((name) => /^sitemap-.+\.xml$/.test(name))
        .toSorted(),
    );
    const langs = new Set<string>();
    for (const { path, text } of files) {
      const lang = /^\/sitemap-([a-z]+)-/.exec(path)![1]!;
      langs.add(lang);
      const entries = [...text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
      expect(entries.length, path).toBeGreaterThan(0);
      for (const [, page] of entries)
        expect(splitPrefix(page || '/').prefix, `${path}: ${page}`).toBe(lang === 'en' ? '' : `/${lang}`);
      const newest = entries
        .map(([, , lastmod]) => lastmod!)
        .toSorted()
        .at(-1);
      expect(index, path).toContain(`${path}</loc><lastmod>${newest}</lastmod></sitemap>`);
    }
    expect([...langs].toSorted()).toEqual(['en', 'hi', 'mr']);
    const listed = sitemapEntries().map((entry) => entry.path);
    expect(listed.length - new Set(listed).size, 'pages listed twice').toBe(0);
    // The offline page is prerendered but left out of the sitemaps (data/sitemap.ts).
    const pages = prerenderedPages()
      .map((page) => page.path)
      .filter((path) => !/^(\/(mr|hi))?\/offline$/.test(path));
    expect(listed.toSorted()).toEqual(pages.toSorted());
  });

  it('the /sitemap page links every page the sitemaps list', () => {
    const html = readFileSync(join(dist, 'sitemap.html'), 'utf8');
    const page = html.slice(html.indexOf('<uni-page'), html.indexOf('</uni-page>'));
    const linked = new Set([...page.matchAll(/href="([^"]+)"/g)].map(([, href]) => href));
    // A listing's later pages (/student/circulars/page/2) are linked by the listing, not the sitemap page.
    const missing = sitemapEntries()
      .map((entry) => entry.path)
      .filter(
        (path) => path !== '/' && !/^\/(mr|hi)(\/|$)/.test(path) && !/\/page\/\d+$/.test(path) && !linked.has(path),
      );
    expect(missing).toEqual([]);
    expect(linked.has('/student/circulars/page/2')).toBe(false);
    expect(linked.has('/events') && linked.has('/student/circulars') && linked.has('/feedback')).toBe(true);
  });
});

describe('screen reader access page', () => {
  it('lists screen readers, with Hindi and Marathi voices', async () => {
    const { page } = await site.open('/screen-reader-access');
    const text = (await page.locator('uni-page article').textContent())!;
    for (const expected of ['NVDA', 'Screen Access For All', 'TalkBack', 'Hindi', 'Marathi'])
      expect(text).toContain(expected);
    await page.close();
  });
});

/**
 * The same items in Marathi and Hindi: the GIGW pages are translated (no English
 * notice), the form speaks the page's language (labels, every validation message,
 * the honest outcome and the prefilled e-mail), dates use the language's digits.
 */
const GIGW_PAGES = [
  '/help',
  '/accessibility-statement',
  '/feedback',
  '/copyright-policy',
  '/hyperlinking-policy',
  '/privacy-policy',
  '/terms-of-use',
  '/content-archival-policy',
  '/content-review-policy',
  '/screen-reader-access',
];

const languages = [
  {
    lang: 'mr',
    titles: marathiTitles as Record<string, string>,
    home: 'मुख्यपृष्ठ',
    skip: 'मुख्य मजकुराकडे जा',
    externalMark: 'बाह्य संकेतस्थळ उघडते',
    // Marathi writes numbers in Devanagari digits (contract item 4).
    date: /^[०-९]{2}-[०-९]{2}-[०-९]{4}$/,
    review: 'या निवेदनाचे शेवटचे पुनरावलोकन २०-११-२०२६ रोजी झाले.',
    access: {
      larger: 'A+ (मोठा मजकूर)',
      largerAnnounced: 'मजकुराचा आकार ११२.५%',
      contrast: 'उच्च कॉन्ट्रास्ट',
      contrastAnnounced: 'उच्च कॉन्ट्रास्ट सुरू',
    },
    form: {
      page: 'आपला संदेश कोणत्या पानाबद्दल आहे',
      name: 'आपले नाव',
      email: 'आपला ई-मेल पत्ता',
      message: 'आपला संदेश',
      submit: 'अभिप्राय पाठवा',
      required: ['आपले नाव लिहा.', 'आपला ई-मेल पत्ता लिहा.', 'आपला संदेश लिहा.'],
      invalidEmail: 'name@example.com असा ई-मेल पत्ता लिहा.',
      notSentYet: 'अजून काहीही पाठवलेले नाही',
      subject: 'संकेतस्थळाबद्दल अभिप्राय: /about',
    },
  },
  {
    lang: 'hi',
    titles: hindiTitles as Record<string, string>,
    home: 'मुखपृष्ठ',
    skip: 'मुख्य सामग्री पर जाएँ',
    externalMark: 'बाहरी वेबसाइट खोलता है',
    date: /^\d{2}-\d{2}-\d{4}$/,
    review: 'इस कथन की अंतिम समीक्षा 20-11-2026 को की गई।',
    access: {
      larger: 'A+ (बड़ा पाठ)',
      largerAnnounced: 'पाठ का आकार 112.5%',
      contrast: 'उच्च कंट्रास्ट',
      contrastAnnounced: 'उच्च कंट्रास्ट चालू',
    },
    form: {
      page: 'आपका संदेश किस पृष्ठ के बारे में है',
      name: 'आपका नाम',
      email: 'आपका ई-मेल पता',
      message: 'आपका संदेश',
      submit: 'प्रतिक्रिया भेजें',
      required: ['आपका नाम लिखें।', 'आपका ई-मेल पता लिखें।', 'आपका संदेश लिखें।'],
      invalidEmail: 'name@example.com जैसा ई-मेल पता लिखें।',
      notSentYet: 'अभी कुछ भी नहीं भेजा गया है',
      subject: 'वेबसाइट पर प्रतिक्रिया: /about',
    },
  },
] as const;

/** The text of some HTML, as read: tags and styles dropped, entities the pages use decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of a prerendered page's `<uni-page>` (its content included). */
const sitePageText = (html: string) => textOf(html.slice(html.indexOf('<uni-page'), html.indexOf('</uni-page>')));

const BREADCRUMB =
  /<nav aria-label="[^"]+" (?:class="host-breadcrumb"|class="mb-4 text-sm" data-breadcrumb)[^>]*>([\s\S]*?)<\/nav>/;

describe.each(languages)('in $lang', ({ lang, titles, home, skip, externalMark, date, review, access, form }) => {
  const page = (path: string) => readFileSync(join(dist, `${lang}${path}.html`), 'utf8');

  it('every GIGW page is written in the language, titled as its menu title, with no "available in English" notice', () => {
    for (const path of GIGW_PAGES) {
      const html = page(path);
      expect(html, path).not.toContain('data-english-only');
      expect(html, path).toContain(`<title>${titles[path]} | `);
      const text = sitePageText(html);
      expect(text, path).toMatch(new RegExp(`^${titles[path]} `));
      // Whatever Latin is left is names, codes and addresses: no English sentence.
      expect(text.replace(/[^\u0900-\u097F]/g, '').length / text.replace(/\s/g, '').length, path).toBeGreaterThan(0.7);
    }
  });

  it('the accessibility statement gives its review date in the language; help links the free PDF reader, marked external', () => {
    expect(sitePageText(page('/accessibility-statement'))).toContain(review);
    const help = page('/help');
    expect(help).toContain('href="https://get.adobe.com/reader/"');
    expect(sitePageText(help)).toContain(`( ${externalMark} )`);
  });

  it("every page shows its last-updated date as DD-MM-YYYY in the language's digits", () => {
    const pages = prerenderedPages().filter(({ path }) => splitPrefix(path).prefix === `/${lang}`);
    expect(pages.length).toBeGreaterThan(140);
    for (const { path, html } of pages) {
      const shown = /<time dateTime="[^"]+" data-last-updated="">([^<]+)<\/time>/i.exec(html)?.[1];
      expect(shown, path).toMatch(date);
    }
  });

  it('breadcrumbs name the full path in the language, English-only pages included', () => {
    const crumbs = (path: string) => textOf(BREADCRUMB.exec(page(path))![1]!);
    expect(crumbs('/help')).toBe(`${home} >> ${titles['/help']}`);
    // The Academics section is English only: its page still names itself in the page's language.
    expect(crumbs('/academics/calendar')).toBe(
      `${home} >> ${titles['/academics']} >> ${titles['/academics/calendar']}`,
    );
    expect(page('/academics/calendar')).toContain(
      `<h1 class="m-0 mb-6 text-2xl font-bold text-brand">${titles['/academics/calendar']}</h1>`,
    );
  });

  it('the sitemap page links every page of the sitemaps in the language, by its title in the language', () => {
    const html = page('/sitemap');
    const body = html.slice(html.indexOf('<uni-page'), html.indexOf('</uni-page>'));
    const links = new Map(
      [...body.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map(([, href, text]) => [href, text]),
    );
    const missing = sitemapEntries()
      .map((entry) => entry.path)
      .filter((path) => path.startsWith(`/${lang}/`) && !/\/page\/\d+$/.test(path) && !links.has(path));
    expect(missing).toEqual([]);
    expect(links.get(`/${lang}/help`)).toBe(titles['/help']);
    expect(links.get(`/${lang}/student/circulars`)).toBe(titles['/student/circulars']);
  });

  it('the skip link is the first Tab stop, in the language', async () => {
    const { page: tab } = await site.open(`/${lang}/help`);
    await tab.waitForLoadState('networkidle');
    await tab.keyboard.press('Tab');
    expect(await deepFocus(tab)).toMatchObject({ skip: true, text: skip });
    await tab.close();
  });

  it('text size and high contrast work from the access bar, announced in the language and remembered', async () => {
    const { page: tab, errors } = await site.open(`/${lang}/about`);
    await tab.waitForLoadState('networkidle');
    const bar = accessBar(tab);
    const announced = bar.locator('[data-access-announcement]');
    await bar.getByRole('button', { name: access.larger }).click();
    await expect.poll(() => tab.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
    expect(await announced.textContent()).toBe(access.largerAnnounced);
    await bar.getByRole('button', { name: access.contrast }).click();
    await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    expect(await announced.textContent()).toBe(access.contrastAnnounced);
    await tab.goto(site.url(`/${lang}/help`));
    expect(await tab.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
    expect(await tab.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    expect(await bar.getByRole('button', { name: access.contrast }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('the feedback form validates in the language, keeps what was typed and prefills the e-mail in the language', async () => {
    const { page: tab, errors } = await site.open(`/${lang}/feedback?page=%2Fabout`);
    // The e-mail program's address, as the browser is asked to open it (never completes headless).
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Page.enable');
    const requested: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => requested.push(event.url));
    await tab.waitForLoadState('networkidle');
    const feedback = tab.locator('uni-page [data-feedback-form]');
    await expect.poll(() => feedback.getByLabel(form.page).inputValue()).toBe('/about');
    await feedback.getByRole('button', { name: form.submit }).click();
    expect(await feedback.locator('[data-error-for]').allTextContents()).toEqual(form.required);
    await feedback.getByLabel(form.name).fill('आशा पाटील');
    await feedback.getByLabel(form.email).fill('asha@');
    await feedback.getByRole('textbox', { name: form.message, exact: true }).fill('परिपत्रकाचा दुवा चालत नाही.');
    await feedback.getByRole('button', { name: form.submit }).click();
    expect(await feedback.locator('[data-error-for]').allTextContents()).toEqual([form.invalidEmail]);
    expect(await feedback.getByRole('textbox', { name: form.message, exact: true }).inputValue()).toBe(
      'परिपत्रकाचा दुवा चालत नाही.',
    );
    await feedback.getByLabel(form.email).fill('asha@example.com');
    await feedback.getByRole('button', { name: form.submit }).click({ noWaitAfter: true });
    await expect
      .poll(() => feedback.locator('[data-feedback-outcome]').getAttribute('data-feedback-outcome'))
      .toBe('mailto');
    expect(await feedback.locator('[data-feedback-outcome]').textContent()).toContain(form.notSentYet);
    await expect.poll(() => requested.find((url) => url.startsWith('mailto:'))).toBeDefined();
    const mailto = new URL(requested.find((url) => url.startsWith('mailto:'))!);
    expect(mailto.pathname).toBe('info@ssu-kolhapur.ac.in');
    expect(mailto.searchParams.get('subject')).toBe(form.subject);
    expect(mailto.searchParams.get('body')).toBe(
      `परिपत्रकाचा दुवा चालत नाही.\n\nआशा पाटील\nasha@example.com\n${form.page}: /about`,
    );
    expect(errors).toEqual([]);
    await tab.close();
  });
});
