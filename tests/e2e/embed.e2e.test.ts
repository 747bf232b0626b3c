import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessShell } from '../tools/chromium.mjs';
import { embedSizes, LOADER_BUDGET } from '../tools/embed-sizes.mjs';
import {
  buildForeignReactApp,
  cmsPage,
  demoFile,
  legacyPage,
  openPage,
  shadowStyles,
  startForeignOrigin,
  STYLE_PROPERTIES,
  widgetsReady,
  type ForeignOrigin,
} from './embed-fixtures';
import { kitTags, startSite, type Site } from './site';

/**
 * The embedding kit on the built site: dist/widgets/index.js on pages that are
 * not ours (another origin, hostile CSS, another React), with their own data.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const KIT = resolve(root, 'dist/widgets');
/** Every tag of the kit, from the manifest the build wrote (made from the widgets' own definitions). */
const registryTags = kitTags(root);

let site: Site;
let kit: string;
let cms: ForeignOrigin;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  kit = site.url('');
  cms = await startForeignOrigin();
  browser = await chromium.launch({
    executablePath: findHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
  cms.put('/demo/legacy-cms.html', legacyPage(kit));
  cms.put('/demo/legacy-cms.css', demoFile('legacy-cms.css'));
  cms.put('/demo/favicon.svg', demoFile('favicon.svg'));
  cms.put('/demo/legacy-clean.html', legacyPage(kit).replace(/<link rel="stylesheet"[^>]*>/, ''));
  cms.put('/demo/department-events.json', demoFile('department-events.json'));
  cms.put('/demo/department-links.json', demoFile('department-links.json'));
});

afterAll(async () => {
  await browser?.close();
  await cms?.close();
  await site?.close();
});

const shadowText = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.shadowRoot?.textContent ?? '', selector);

const LEGACY_TAGS = ['uni-menu', 'uni-news', 'uni-events', 'uni-leadership', 'uni-footer'];

describe('the kit in dist/widgets', () => {
  it('has the loader, hashed chunks per widget, the manifest and the typings', () => {
    for (const file of ['index.js', 'custom-elements.json', 'custom-elements.d.ts', '.vite/manifest.json'])
      expect(existsSync(resolve(KIT, file)), file).toBe(true);
    const files = embedSizes(KIT).map((row) => row.file);
    for (const tag of registryTags)
      expect(
        files.some((file) => new RegExp(`^chunks/${tag}-[\\w-]{8}\\.js$`).test(file)),
        tag,
      ).toBe(true);
  });

  it('keeps the loader small and self-contained: within its budget (2.1 KB gzip), no static import', () => {
    const loader = embedSizes(KIT).find((row) => row.file === 'index.js')!;
    expect(loader.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
    const source = readFileSync(resolve(KIT, 'index.js'), 'utf8');
    expect(source).not.toMatch(/(^|[;}\s])import\s*[{*\w]/);
    for (const tag of registryTags) expect(source, tag).toContain(`"${tag}"`);
  });

  it('describes every tag in custom-elements.json and the typings', () => {
    const manifest = JSON.parse(readFileSync(resolve(KIT, 'custom-elements.json'), 'utf8'));
    expect(manifest.schemaVersion).toMatch(/^2\./);
    const tags = manifest.modules.flatMap((module: any) =>
      module.declarations.map((declaration: any) => declaration.tagName),
    );
    expect(tags).toEqual(registryTags);
    const typings = readFileSync(resolve(KIT, 'custom-elements.d.ts'), 'utf8');
    for (const tag of registryTags) expect(typings).toContain(`'${tag}': HTMLElement;`);
  });

  it('serves the demo legacy page at /demo/legacy-cms.html, loading only the loader', async () => {
    const { page, errors } = await openPage(browser, site.url('/demo/legacy-cms.html'));
    await widgetsReady(page, LEGACY_TAGS);
    const scripts = await page.evaluate(() =>
      Array.from(document.scripts, (script) => script.getAttribute('src')).filter(Boolean),
    );
    expect(scripts).toEqual(['/widgets/index.js']);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a legacy CMS page on another origin', () => {
  it('shows every widget with its own data: inline JSON (menu, news) and src JSON (events, footer)', async () => {
    const { page, errors, requests } = await openPage(browser, `${cms.origin}/demo/legacy-cms.html`);
    await widgetsReady(page, LEGACY_TAGS);
    const menu = await shadowText(page, 'uni-menu');
    expect(menu).toContain('Programmes');
    expect(menu).not.toContain('Governance');
    const news = await shadowText(page, 'uni-news');
    expect(news).toContain('Department notices');
    expect(news).toContain('Results of the department programming contest');
    const events = await shadowText(page, 'uni-events');
    expect(events).toContain('graph neural networks for crop-yield prediction');
    expect(events).not.toContain('athletics meet');
    const footer = await shadowText(page, 'uni-footer');
    expect(footer).toContain('Contact the department');
    // The JSON came from the page's origin, the code from the kit's.
    expect(requests).toContain(`${cms.origin}/demo/department-events.json`);
    expect(
      requests
        .filter((url) => url.includes('/widgets/chunks/'))
        .every((url) => url.startsWith(`${kit}/widgets/chunks/`)),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("loads the widgets' images from the kit's site, not from the page's, and links the sample to the university's pages", async () => {
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/legacy-cms.html`);
    await widgetsReady(page, LEGACY_TAGS);
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.shadowRoot?.querySelectorAll('img') ?? [], (image) => ({
          src: image.currentSrc || image.src,
          width: image.naturalWidth,
        })),
      ),
    );
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.src.startsWith(`${kit}/images/`), image.src).toBe(true);
      expect(image.width, image.src).toBeGreaterThan(0);
    }
    // The icons too: the sprite is named relative to the kit's stylesheet (fetched across origins, as masks are).
    const iconMasks = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(
          element.shadowRoot?.querySelectorAll('[class*="i-mdi-"]') ?? [],
          (icon) => getComputedStyle(icon).maskImage,
        ),
      ),
    );
    expect(iconMasks.length).toBeGreaterThan(0);
    for (const mask of new Set(iconMasks))
      expect(mask).toMatch(new RegExp(`^url\\("${kit}/widgets/assets/icon-sprite-[\\w-]+\\.svg"\\)$`));
    // The sample's links lead to the university's pages; the department's own JSON keeps its own links.
    const leadershipLinks = await page.evaluate(() =>
      Array.from(document.querySelector('uni-leadership')!.shadowRoot!.querySelectorAll('a'), (a) => a.href),
    );
    expect(leadershipLinks.length).toBe(4);
    for (const href of leadershipLinks) expect(href.startsWith(`${kit}/`), href).toBe(true);
    const footerLinks = await page.evaluate(() =>
      Array.from(
        document.querySelector('uni-footer')!.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[data-footer-column] a'),
        (a) => a.href,
      ),
    );
    expect(footerLinks).toContain(`${cms.origin}/academics/computer-science/contact`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the header on another origin', () => {
  it("loads its logos from the kit's site, links to the university's pages, and shows Marathi in the kit's Devanagari font", async () => {
    cms.put(
      '/demo/header.html',
      `<!doctype html><html lang="en"><head><title>Header</title><link rel="icon" href="data:,"><script type="module" src="${kit}/widgets/index.js"></script></head><body><uni-header></uni-header></body></html>`,
    );
    const fontRequests: string[] = [];
    const { page, errors } = await openPage(browser, `${cms.origin}/demo/header.html`, (p) => {
      p.on('request', (request) => request.url().endsWith('.woff2') && fontRequests.push(request.url()));
      return Promise.resolve();
    });
    await widgetsReady(page, ['uni-header']);
    const header = await page.evaluate(() => {
      const shadowRoot = document.querySelector('uni-header')!.shadowRoot!;
      return {
        logo: shadowRoot.querySelector('img')!.src,
        home: shadowRoot.querySelector('a')!.href,
        styleElements: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      };
    });
    expect(header.logo).toBe(`${kit}/images/logo.svg`);
    expect(header.home).toBe(`${kit}/`);
    expect(header.styleElements).toBe(0);
    await page.waitForFunction(() =>
      Array.from(document.fonts).some((face) => face.family.includes('Devanagari') && face.status === 'loaded'),
    );
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(url.startsWith(`${kit}/widgets/fonts/`), url).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });
});

describe('isolation both ways', () => {
  it("the page's hostile CSS does not restyle anything inside the widgets", async () => {
    const hostile = await openPage(browser, `${cms.origin}/demo/legacy-cms.html`);
    const clean = await openPage(browser, `${cms.origin}/demo/legacy-clean.html`);
    await widgetsReady(hostile.page, LEGACY_TAGS);
    await widgetsReady(clean.page, LEGACY_TAGS);
    // The hostile page really is hostile to its own content.
    expect(await hostile.page.evaluate(() => getComputedStyle(document.querySelector('p')!).color)).toBe(
      'rgb(255, 0, 0)',
    );
    expect(await hostile.page.evaluate(() => getComputedStyle(document.querySelector('uni-footer')!).color)).toBe(
      'rgb(255, 0, 0)',
    );
    const hostileStyles = await shadowStyles(hostile.page, LEGACY_TAGS);
    const cleanStyles = await shadowStyles(clean.page, LEGACY_TAGS);
    expect(hostileStyles.flat().length).toBeGreaterThan(100);
    expect(hostileStyles).toEqual(cleanStyles);
    // Spot checks of what the hostile rules target.
    const newsRoot = await hostile.page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('uni-news')!.shadowRoot!.querySelector('.uni-root')!);
      return { color: style.color, fontSize: style.fontSize, fontFamily: style.fontFamily, boxSizing: style.boxSizing };
    });
    expect(newsRoot.color).not.toBe('rgb(255, 0, 0)');
    expect(newsRoot.fontSize).toBe('16px');
    expect(newsRoot.fontFamily).not.toMatch(/Times/);
    expect(hostile.errors).toEqual([]);
    await hostile.page.close();
    await clean.page.close();
  });

  it("the widgets add no rule to the page: its stylesheets and its own elements' styles are unchanged", async () => {
    const snapshot = (page: Page) =>
      page.evaluate((properties) => {
        const sheets = Array.from(document.styleSheets, (sheet) =>
          Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
        );
        const elements = Array.from(
          document.querySelectorAll('html, body, center, font, table, td, th, p, h1, h2, ul, li, a, div, address, tt'),
        );
        return {
          sheets,
          adopted: document.adoptedStyleSheets.length,
          styleElements: document.querySelectorAll('style, link[rel="stylesheet"]').length,
          rootStyle: document.documentElement.getAttribute('style'),
          bodyStyle: document.body.getAttribute('style'),
          computed: elements.map((element) => {
            const style = getComputedStyle(element);
            return `${element.localName}: ${properties.map((property) => style.getPropertyValue(property)).join('; ')}`;
          }),
        };
      }, STYLE_PROPERTIES);
    // Without the loader: the page as its authors see it.
    const before = await openPage(browser, `${cms.origin}/demo/legacy-cms.html`, (page) =>
      page.route(`${kit}/widgets/**`, (route) => route.abort()),
    );
    await before.page.waitForLoadState('load');
    const expected = await snapshot(before.page);
    const after = await openPage(browser, `${cms.origin}/demo/legacy-cms.html`);
    await widgetsReady(after.page, LEGACY_TAGS);
    const actual = await snapshot(after.page);
    expect(actual).toEqual(expected);
    expect(expected.sheets.length).toBe(1);
    await before.page.close();
    await after.page.close();
  });
});

describe('robust on foreign pages', () => {
  it('invalid JSON: a notice in its place and one console error naming the tag and the field; its neighbours render', async () => {
    cms.put(
      '/invalid.html',
      cmsPage(
        kit,
        '<uni-news id="wrong-field"><script type="application/json">[{"serial_no": "one", "date": "2025-10-01", "file_title": "x"}]</script></uni-news>' +
          '<uni-events id="broken-json"><script type="application/json">[{"category": "Academic",</script></uni-events>' +
          '<uni-footer src="/missing.json"></uni-footer>' +
          '<uni-events id="healthy"></uni-events><uni-menu></uni-menu>',
      ),
    );
    const { page, errors } = await openPage(browser, `${cms.origin}/invalid.html`);
    await widgetsReady(page, ['uni-news', 'uni-events', 'uni-footer', 'uni-menu']);
    for (const selector of ['#wrong-field', '#broken-json']) {
      expect(await shadowText(page, selector), selector).toBe(
        'This section could not be shown because its data is invalid.',
      );
    }
    expect(await shadowText(page, 'uni-footer')).toBe(
      'This section could not be shown because its data could not be downloaded. Please try again later.',
    );
    expect(await shadowText(page, '#healthy')).toContain('Upcoming Events');
    expect(await shadowText(page, 'uni-menu')).toContain('Governance');
    expect(errors).toHaveLength(4);
    expect(
      errors.filter((error) =>
        error.startsWith('<uni-news>: invalid data: inline <script type="application/json">: [0].serial_no:'),
      ),
    ).toHaveLength(1);
    expect(
      errors.filter((error) =>
        error.startsWith('<uni-events>: invalid data: inline <script type="application/json">: (root): not valid JSON'),
      ),
    ).toHaveLength(1);
    expect(
      errors.filter((error) =>
        error.startsWith('<uni-footer>: data not downloaded: src "/missing.json": (root): HTTP 404'),
      ),
    ).toHaveLength(1);
    // The browser's own line for the failed request.
    expect(errors.filter((error) => error.includes('404'))).toHaveLength(2);
    await page.close();
  });

  it('the loader included twice, even from two URLs, gives no error and one widget per tag', async () => {
    cms.put(
      '/twice.html',
      cmsPage(
        kit,
        `<script type="module" src="${kit}/widgets/index.js?copy=2"></script><uni-footer></uni-footer><uni-events></uni-events>`,
        { head: `<script type="module" src="${kit}/widgets/index.js"></script>` },
      ),
    );
    const { page, errors, requests } = await openPage(browser, `${cms.origin}/twice.html`);
    await widgetsReady(page, ['uni-footer', 'uni-events']);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() =>
        ['uni-footer', 'uni-events'].map(
          (tag) => document.querySelector(tag)!.shadowRoot!.querySelectorAll('.uni-root').length,
        ),
      ),
    ).toEqual([1, 1]);
    expect(requests.filter((url) => /\/widgets\/chunks\/uni-footer-/.test(url))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('another React on the page does not matter: both apps work', async () => {
    cms.put('/foreign-app.js', await buildForeignReactApp());
    cms.put(
      '/react-page.html',
      cmsPage(
        kit,
        '<div id="foreign-app"></div><uni-events></uni-events><script type="module" src="/foreign-app.js"></script>',
      ),
    );
    const { page, errors } = await openPage(browser, `${cms.origin}/react-page.html`);
    await widgetsReady(page, ['uni-events']);
    await page.locator('#foreign-counter').click();
    await page.locator('#foreign-counter').click();
    expect(await page.locator('#foreign-counter').textContent()).toBe('Clicked 2 times');
    expect(await page.evaluate(() => typeof (window as any).React?.useState)).toBe('function');
    const academic = page.locator('uni-events').getByRole('button', { name: 'Academic' }).first();
    await academic.click();
    expect(await academic.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page with only <uni-events> downloads neither the menu nor the content-page code, nor the data schemas', async () => {
    cms.put('/events-only.html', cmsPage(kit, '<uni-events></uni-events>'));
    const { page, errors, requests } = await openPage(browser, `${cms.origin}/events-only.html`);
    await widgetsReady(page, ['uni-events']);
    await page.waitForLoadState('networkidle');
    const viteManifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
      readFileSync(resolve(KIT, '.vite/manifest.json'), 'utf8'),
    );
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const dependency of viteManifest[key].imports ?? []) closure(dependency, seen);
      return seen;
    };
    const files = (keys: Iterable<string>) => new Set(Array.from(keys, (key) => viteManifest[key].file));
    const eventsFiles = files(closure('widgets/events/element.ts'));
    const onlyOthers = [
      ...files([...closure('widgets/menu/element.ts'), ...closure('widgets/content-page/element.ts')]),
    ].filter((file) => !eventsFiles.has(file));
    const schemas = Object.entries(viteManifest)
      .filter(([key]) => key.startsWith('data/schema/'))
      .map(([, entry]) => entry.file);
    expect(onlyOthers.length).toBeGreaterThan(1);
    const kitFiles = () =>
      requests.filter((url) => url.startsWith(`${kit}/widgets/`)).map((url) => url.slice(`${kit}/widgets/`.length));
    // Beside its code, a widget fetches the kit's one stylesheet (not shipped inside the JavaScript)
    // and the icon sprite it names. The sprite is asked for when an icon is first drawn, which on a
    // loaded machine can come after the network has been quiet for half a second.
    const isStylesheet = (file: string) => /^assets\/widgets-[\w-]+\.css$/.test(file);
    const isSprite = (file: string) => /^assets\/icon-sprite-[\w-]+\.svg$/.test(file);
    await expect.poll(() => kitFiles().filter(isSprite).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const downloaded = kitFiles();
    expect(downloaded).toContain('index.js');
    expect(downloaded.some((file) => file.startsWith('chunks/uni-events-'))).toBe(true);
    for (const file of [...onlyOthers, ...schemas]) expect(downloaded, file).not.toContain(file);
    expect(downloaded.filter(isStylesheet)).toHaveLength(1);
    expect(downloaded.filter(isSprite)).toHaveLength(1);
    const expected = (file: string) =>
      file === 'index.js' || eventsFiles.has(file) || isStylesheet(file) || isSprite(file);
    expect(downloaded.filter((file) => !expected(file))).toEqual([]);
    // Its events are the university's, read from the kit's site: a JSON file, not code (data/records/widget-data-files.ts).
    expect(requests).toContain(`${kit}/feeds/upcoming-events.json`);
    expect(await page.locator('uni-events [data-event]').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a <uni-events> whose events cannot be downloaded from the kit’s site shows the notice; the page lives', async () => {
    cms.put('/events-offline.html', cmsPage(kit, '<p id="own">The page’s own text</p><uni-events></uni-events>'));
    const { page, errors } = await openPage(browser, `${cms.origin}/events-offline.html`, (opened) =>
      opened.route('**/feeds/upcoming-events.json', (route) => route.abort()),
    );
    const notice = page.locator('uni-events [role="status"]');
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('could not be downloaded');
    expect(await page.locator('#own').textContent()).toBe('The page’s own text');
    expect(errors.filter((error) => error.startsWith('<uni-events>: data not downloaded'))).toHaveLength(1);
    await page.close();
  });
});

describe('each tag alone on a page', () => {
  // A widget's chunks carry the English words it names and no others (host/vite/modules/english-messages-plugin.ts):
  // alone on a page, nothing else can have brought a word it shows.
  const catalog: Record<string, string> = JSON.parse(readFileSync(resolve(root, 'data/i18n/messages/en.json'), 'utf8'));
  const rawKey = new RegExp(
    `\\b(${Object.keys(catalog)
      .map((key) => key.replace(/\./g, '\\.'))
      .join('|')})\\b`,
  );

  // Without a path, the content page shows the location's page, and a CMS page is none of ours.
  const attributes: Record<string, string> = { 'uni-content-page': ' path="/about/history"' };

  it('shows its words, with no message missing and no key shown', async () => {
    const check = async (tag: string, lang: string) => {
      const element = `<${tag} lang="${lang}"${attributes[tag] ?? ''}></${tag}>`;
      cms.put(`/alone-${tag}-${lang}.html`, cmsPage(kit, element));
      const { page, errors } = await openPage(browser, `${cms.origin}/alone-${tag}-${lang}.html`);
      await widgetsReady(page, [tag]);
      const text = await shadowText(page, tag);
      await page.close();
      return { tag, lang, errors, key: rawKey.exec(text)?.[0] };
    };
    const results = [];
    for (let start = 0; start < registryTags.length; start += 4) {
      const batch = registryTags.slice(start, start + 4);
      results.push(...(await Promise.all(batch.map((tag) => check(tag, 'en')))));
    }
    expect(results.length).toBe(registryTags.length);
    expect(results.filter((result) => result.errors.length > 0 || result.key)).toEqual([]);
  }, 60_000);
});

describe('the same widgets with their own JSON on a plain page with hostile CSS', () => {
  it('events and news from src JSON and from inline JSON', async () => {
    const news = JSON.stringify([{ serial_no: 7, date: '2025-11-01', file_title: 'Notice given by src' }]);
    const events = JSON.stringify([
      { category: 'Workshop', date: 'DEC 1, 2025', description: 'Inline workshop on accessible web pages' },
    ]);
    cms.put('/data/news.json', news);
    cms.put(
      '/data/events.json',
      JSON.stringify([{ category: 'Academic', date: 'NOV 30, 2025', description: 'Seminar given by src' }]),
    );
    cms.put(
      '/own-data.html',
      cmsPage(
        kit,
        '<uni-news id="news-src" src="/data/news.json"></uni-news>' +
          `<uni-news id="news-inline"><script type="application/json">${JSON.stringify([{ serial_no: 3, date: '2025-11-02', file_title: 'Inline notice' }])}</script></uni-news>` +
          '<uni-events id="events-src" mode="all" src="/data/events.json"></uni-events>' +
          `<uni-events id="events-inline" mode="all"><script type="application/json">${events}</script></uni-events>`,
        { head: '<style>* { color: red !important } div { border: 3px solid lime } body { font-size: 30px }</style>' },
      ),
    );
    const { page, errors } = await openPage(browser, `${cms.origin}/own-data.html`);
    await widgetsReady(page, ['uni-news', 'uni-events']);
    expect(await shadowText(page, '#news-src')).toContain('Notice given by src');
    expect(await shadowText(page, '#news-inline')).toContain('Inline notice');
    expect(await shadowText(page, '#events-src')).toContain('Seminar given by src');
    expect(await shadowText(page, '#events-inline')).toContain('Inline workshop on accessible web pages');
    expect(await shadowText(page, '#events-inline')).not.toContain('athletics');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the embed documentation at /embed', () => {
  const docs = (page: Page) => page.locator('uni-embed-docs');

  it('offers the editor-safe and the iframe forms beside the tag, and links the hostile-host gallery', async () => {
    const { page, errors } = await openPage(browser, site.url('/embed'));
    const builder = docs(page).locator('[data-builder]');
    const snippetText = () => builder.locator('pre').textContent();
    // The docs load their code when a live preview comes into view (hydrate: 'live').
    await builder.locator('[data-builder-preview]').scrollIntoViewIfNeeded();
    // Hydrated (the absolute loader URL is in the snippet): the first page of a cold browser on a busy machine takes a while.
    await expect.poll(snippetText, { timeout: 20_000 }).toContain(`${kit}/widgets/index.js`);
    await builder.getByLabel('Widget', { exact: true }).selectOption('uni-events');
    await builder.getByLabel('categories').fill('Academic, Workshop');
    await builder.getByRole('radio', { name: 'Editor-safe <div>' }).check();
    await expect
      .poll(snippetText)
      .toContain('<div data-uni-widget="uni-events" data-categories="Academic, Workshop"></div>');
    expect(await builder.locator('[data-form-note="editor"]').textContent()).toContain('WYSIWYG editor');
    // The preview is the editor-safe markup, upgraded by the page's loader into the widget.
    const preview = page.locator('uni-embed-docs [slot="builder-preview"] uni-events');
    await expect.poll(() => preview.getAttribute('categories')).toBe('Academic, Workshop');
    expect(await docs(page).locator('[data-embed-forms]').textContent()).toMatch(/CKEditor.*TinyMCE.*WordPress/);
    await builder.getByRole('radio', { name: 'Iframe' }).check();
    await expect
      .poll(snippetText)
      .toContain(`<iframe data-uni-frame src="${kit}/embed/frame/uni-events?categories=Academic%2C+Workshop"`);
    expect(await snippetText()).toContain(`<script type="module" src="${kit}/widgets/frame-resizer.js"></script>`);
    // The snippet's frame page exists and shows the widget with those categories.
    const frameUrl = /src="([^"]+)"/.exec((await snippetText())!)![1];
    const frame = await openPage(browser, frameUrl);
    await widgetsReady(frame.page, ['uni-events']);
    expect(await frame.page.locator('uni-events').getAttribute('categories')).toBe('Academic, Workshop');
    expect(frame.errors).toEqual([]);
    await frame.page.close();
    const gallery = await docs(page)
      .locator('[data-embed-gallery] a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(gallery).toHaveLength(5);
    for (const href of gallery) expect((await fetch(href)).status, href).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('documents every tag of the kit with its attributes, snippet and a live example', async () => {
    const { page, errors } = await openPage(browser, site.url('/embed'));
    await docs(page).getByRole('heading', { level: 1, name: 'Embed our widgets' }).waitFor();
    expect(await page.title()).toBe('Embed our widgets | Sahyadri State University');
    const manifest = JSON.parse(readFileSync(resolve(KIT, 'custom-elements.json'), 'utf8'));
    const declarations = manifest.modules
      .flatMap((module: any) => module.declarations)
      .filter((declaration: any) => declaration.tagName !== 'uni-embed-docs');
    expect(declarations.length).toBe(registryTags.length - 1);
    // The prerendered snippets name the loader by path; once the docs hydrate (a live preview in view) they name it by its absolute URL.
    await docs(page).locator('[data-builder-preview]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => docs(page).locator('[data-widget-docs] pre').first().textContent())
      .toContain(`src="${kit}/widgets/index.js"`);
    for (const declaration of declarations) {
      const section = docs(page).locator(`[data-widget-docs="${declaration.tagName}"]`);
      expect(await section.count(), declaration.tagName).toBe(1);
      const rows = await section.locator('tbody th').allTextContents();
      expect(rows, declaration.tagName).toEqual(declaration.attributes.map((attribute: any) => attribute.name));
      expect(await section.locator('pre').textContent()).toContain(
        `<script type="module" src="${kit}/widgets/index.js"></script>\n<${declaration.tagName}`,
      );
    }
    // A live example loads when its section comes into view: a real tag in the page, rendered by its own widget.
    await docs(page).locator('[data-live-example="uni-news"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document
        .querySelector('uni-embed-docs [slot="example-uni-news"] uni-news')
        ?.shadowRoot?.textContent?.includes('Daily News'),
    );
    expect(await page.evaluate(() => document.querySelector('uni-embed-docs [slot="example-uni-menu"]'))).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('builds a snippet: choose a widget, set attributes or a data URL, see the preview and the snippet update', async () => {
    const { page, errors } = await openPage(browser, site.url('/embed'));
    const builder = docs(page).locator('[data-builder]');
    // The page is prerendered: wait until the widget has hydrated, once its preview is in view (its effects put the absolute loader URL in the snippet).
    await builder.locator('[data-builder-preview]').scrollIntoViewIfNeeded();
    await expect.poll(() => builder.locator('pre').textContent()).toContain(`${kit}/widgets/index.js`);
    await builder.getByLabel('Widget', { exact: true }).selectOption('uni-news');
    await builder.getByLabel('limit').fill('2');
    await builder.getByLabel('heading').fill('Department "notices"');
    const snippetText = () => builder.locator('pre').textContent();
    await expect
      .poll(snippetText)
      .toBe(
        `<script type="module" src="${kit}/widgets/index.js"></script>\n<uni-news limit="2" heading="Department &quot;notices&quot;"></uni-news>`,
      );
    const preview = page.locator('uni-embed-docs [slot="builder-preview"] uni-news');
    await expect
      .poll(() => preview.evaluate((news) => news.shadowRoot?.querySelectorAll('tbody tr').length ?? 0))
      .toBe(2);
    await expect.poll(() => preview.getByRole('heading', { name: 'Department "notices"' }).count()).toBe(1);

    await builder.getByLabel('Widget', { exact: true }).selectOption('uni-events');
    await builder.getByLabel('Data URL (src)').fill('/demo/department-events.json');
    await expect.poll(snippetText).toContain('<uni-events src="/demo/department-events.json"></uni-events>');
    const events = page.locator('uni-embed-docs [slot="builder-preview"] uni-events');
    await expect
      .poll(() => events.evaluate((element) => element.shadowRoot?.textContent ?? ''))
      .toContain('graph neural networks for crop-yield prediction');
    expect(errors).toEqual([]);
    await page.close();
  });
});
