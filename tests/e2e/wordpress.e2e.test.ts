import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_ZIP_PATH } from '../../data/paths';
import { frameSnippet } from '../../widgets/embed-docs/snippets';
import { ADMIN, startWordPress, THEMES, type WordPress } from './wordpress-site';
import { startSite, type Site } from './site';

/**
 * The plugin on a real WordPress 6.1 (issue 29), on an origin of its own, the kit on another:
 * the administrator uploads the plugin's zip from dist/integrations/ as a webmaster does, activates
 * it and sets the kit's address; an Author (no unfiltered_html) publishes posts with the shortcode
 * and the block through the REST API, and the posts show the widgets, laid out for the content
 * column of Twenty Twenty-Three and of Twenty Twenty-One, reading the university's feeds and a
 * department's data from the kit's site. The administrator's iframe snippet, in a Custom HTML
 * block, sits centred in each theme's column.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const pluginSource = join(root, 'host/wordpress/university-widgets');
const AUTHOR = { user: 'author', password: 'author-password-for-tests' };
const DEPARTMENT = 'geology';
/** The webmasters' guide's screenshots are rewritten only when asked (`UPDATE_SCREENSHOTS=1`). */
const IMAGES = process.env.UPDATE_SCREENSHOTS
  ? join(root, 'docs/webmasters/images')
  : mkdtempSync(join(tmpdir(), 'wordpress-shots-'));

let site: Site;
let wordPress: WordPress;
let installedPage = '';
const posts = { widgets: '', university: '', frame: '', widgetsId: 0 };

/** A browser session logged in as `user`. */
async function logIn(user: { user: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 760 } });
  const page = await context.newPage();
  await page.goto(`${wordPress.origin}/wp-login.php`);
  await page.fill('#user_login', user.user);
  await page.fill('#user_pass', user.password);
  await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
  return { context, page };
}

/** A REST request from the logged-in page, as WordPress's own scripts make them (cookie and nonce). */
function rest(page: Page, route: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ origin, path, payload }) => {
      const nonce = await (await fetch(`${origin}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
      const response = await fetch(`${origin}/?rest_route=${encodeURIComponent(path)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { origin: wordPress.origin, path: route, payload: body },
  );
}

/** Setup stops at the first REST answer that is not `status`, with what WordPress said. */
function expectStatus(answer: { status: number; json: unknown }, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: WordPress answered ${answer.status}, not ${status}: ${JSON.stringify(answer.json)}`);
}

async function publish(page: Page, title: string, content: string): Promise<{ link: string; id: number }> {
  const post = await rest(page, '/wp/v2/posts', { title, content, status: 'publish' });
  expectStatus(post, 201, `publishing "${title}"`);
  return { link: post.json.link as string, id: post.json.id as number };
}

const block = (name: string, attributes: unknown) => `<!-- wp:${name} ${JSON.stringify(attributes)} /-->`;
const paragraph = (text: string) => `<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`;

beforeAll(async () => {
  site = await startSite();
  wordPress = await startWordPress();

  const admin = await logIn(ADMIN);
  // Plugins → Add New → Upload Plugin, with the zip /embed links.
  await admin.page.goto(`${wordPress.origin}/wp-admin/plugin-install.php?tab=upload`);
  await admin.page.setInputFiles('#pluginzip', join(root, 'dist', PLUGIN_ZIP_PATH));
  await Promise.all([
    admin.page.waitForURL(/update\.php\?action=upload-plugin/),
    admin.page.click('#install-plugin-submit'),
  ]);
  installedPage = (await admin.page.textContent('#wpbody-content')) ?? '';
  const activated = await rest(admin.page, '/wp/v2/plugins/university-widgets/university-widgets', {
    status: 'active',
  });
  expectStatus(activated, 200, 'activating the plugin');
  await admin.page.goto(`${wordPress.origin}/wp-admin/options-general.php?page=university-widgets`);
  await admin.page.fill('#university_widgets_kit_origin', site.url(''));
  await Promise.all([admin.page.waitForURL(/settings-updated=true/), admin.page.click('#submit')]);
  const author = await rest(admin.page, '/wp/v2/users', {
    username: AUTHOR.user,
    password: AUTHOR.password,
    email: 'author@example.ac.in',
    roles: ['author'],
  });
  expectStatus(author, 201, 'creating the Author');
  // The administrator may write HTML: the iframe form, pasted into a Custom HTML block as /embed gives it.
  const snippet = frameSnippet(
    site.url('/widgets/index.js'),
    { tag: 'uni-events', attributes: { categories: 'Academic' } },
    'Upcoming events | Sahyadri State University',
  );
  posts.frame = (await publish(admin.page, 'Events, framed', `<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`)).link;
  await admin.context.close();

  const { context, page } = await logIn(AUTHOR);
  const widgets = await publish(
    page,
    'Events this term',
    paragraph('What is on:') +
      paragraph('[university_widget name="events"]') +
      block('university-widgets/widget', { widget: 'uni-news', values: { lang: 'mr' }, className: 'department-news' }),
  );
  posts.widgets = widgets.link;
  posts.widgetsId = widgets.id;
  // Paths of the university's, as the manifest names them: read from the kit's site, not WordPress's.
  posts.university = (
    await publish(
      page,
      'From the university',
      paragraph('[university_widget name="news" src="/feeds/news.json" limit="3"]') +
        block('university-widgets/widget', {
          widget: 'uni-events',
          values: { src: `/departments/${DEPARTMENT}/events.json` },
        }),
    )
  ).link;
  await context.close();
}, 300_000);

afterAll(async () => {
  if (!process.env.UPDATE_SCREENSHOTS) rmSync(IMAGES, { recursive: true, force: true });
  await wordPress?.close();
  await site?.close();
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) =>
    statSync(join(folder, name)).isDirectory() ? filesUnder(join(folder, name)) : [join(folder, name)],
  );
}

/** A post in a window of `viewport`, with the console's errors collected, once its widgets have rendered. */
async function openPost(link: string, viewport = { width: 1366, height: 900 }) {
  const page = await site.browser.newPage({ viewport });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(link);
  return { page, errors, requests };
}

/** A picture for the guide, 800 px wide, from the top of `selector`'s element. */
async function shoot(page: Page, name: string, selector: string) {
  await page.setViewportSize({ width: 800, height: 700 });
  await page
    .locator(selector)
    .first()
    .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160));
  await page.screenshot({ path: join(IMAGES, `${name}.png`), animations: 'disabled' });
}

/** Waits until the first `tag` on the page shows more than its loading text. */
const rendered = (page: Page, tag: string) =>
  page.waitForFunction((name) => {
    const content = document.querySelector(name)?.shadowRoot?.querySelector('.uni-root');
    return Boolean(content?.textContent) && !content!.querySelector('[data-uni-loading]');
  }, tag);

describe('the plugin as a webmaster installs it', () => {
  it('is the zip /embed links, unpacked by WordPress into the plugin folder, file for file', () => {
    expect(installedPage).toContain('Plugin installed successfully.');
    const installed = join(wordPress.root, 'wp-content/plugins/university-widgets');
    const names = (folder: string) => filesUnder(folder).map((file) => relative(folder, file));
    expect(names(installed).sort()).toEqual(names(pluginSource).sort());
    for (const name of names(pluginSource))
      expect(readFileSync(join(installed, name)).equals(readFileSync(join(pluginSource, name))), name).toBe(true);
  });

  it("prints the editor-safe widget and the kit's loader once, as a module script", async () => {
    const html = await (await fetch(posts.widgets)).text();
    expect(html).toContain('<div data-uni-widget="uni-events"></div>');
    expect(html).toContain('<div data-uni-widget="uni-news" lang="mr" class="department-news"></div>');
    expect(html.split(`<script type="module" src="${site.url('/widgets/index.js')}"></script>`)).toHaveLength(2);
  });

  it("offers every widget of the kit's manifest in the editor, with the chosen widget's attributes as settings", async () => {
    const catalog = JSON.parse(readFileSync(join(pluginSource, 'block/widgets.json'), 'utf8')) as Array<{
      tag: string;
      title: string;
      settings: Array<{ name: string }>;
    }>;
    const { context, page } = await logIn(AUTHOR);
    await page.goto(`${wordPress.origin}/wp-admin/post.php?post=${posts.widgetsId}&action=edit`);
    const widgetBlock = page.locator('[data-type="university-widgets/widget"]');
    await widgetBlock.waitFor();
    // The first visit's welcome guide would cover the editor.
    await page.evaluate(() =>
      (
        window as unknown as { wp: { data: { dispatch: (store: string) => { set: (...args: unknown[]) => void } } } }
      ).wp.data
        .dispatch('core/preferences')
        .set('core/edit-post', 'welcomeGuide', false),
    );
    await widgetBlock.click({ position: { x: 10, y: 10 } });
    const choice = widgetBlock.getByLabel('Widget');
    expect(await choice.locator('option').allTextContents()).toEqual(catalog.map((widget) => widget.title));
    expect(await choice.inputValue()).toBe('uni-news');
    const inspector = page.locator('.block-editor-block-inspector');
    const labels = async () => (await inspector.locator('label').allTextContents()).map((text) => text.split(' (')[0]);
    const news = catalog.find((widget) => widget.tag === 'uni-news')!;
    await expect.poll(labels).toEqual(expect.arrayContaining(news.settings.map((setting) => setting.name)));
    expect(await inspector.getByLabel('lang', { exact: true }).inputValue()).toBe('mr');
    await choice.selectOption('uni-events');
    const events = catalog.find((widget) => widget.tag === 'uni-events')!;
    await expect.poll(labels).toEqual(expect.arrayContaining(events.settings.map((setting) => setting.name)));
    expect(await labels()).not.toContain('limit');
    await page.screenshot({ path: join(IMAGES, 'wordpress-block.png'), animations: 'disabled' });
    await context.close();
  });
});

describe.each(THEMES)('posts in %s', (theme) => {
  beforeAll(() => {
    wordPress.setOption('template', theme);
    wordPress.setOption('stylesheet', theme);
  });

  it.each([
    { window: 'phone', viewport: { width: 390, height: 844 } },
    { window: 'desktop', viewport: { width: 1366, height: 900 } },
  ])("shows an Author's widgets in the theme's column on a $window, one events panel a row", async ({ viewport }) => {
    const { page, errors } = await openPost(posts.widgets, viewport);
    expect(await page.content()).toContain(`/wp-content/themes/${theme}/`);
    await rendered(page, 'uni-events');
    const layout = await page.evaluate(() => {
      const host = document.querySelector('uni-events')!;
      const panels = Array.from(host.shadowRoot!.querySelectorAll(':has(> [data-events-list])'), (panel) =>
        panel.getBoundingClientRect(),
      );
      return {
        column: host.clientWidth,
        overflow: host.scrollWidth - host.clientWidth,
        rows: new Set(panels.map((panel) => Math.round(panel.top))).size,
        narrowestPanel: Math.min(...panels.map((panel) => panel.width)),
      };
    });
    expect(layout.column).toBeLessThan(700);
    expect(layout.overflow).toBe(0);
    expect(layout.rows).toBe(3);
    expect(layout.narrowestPanel).toBeGreaterThan(250);
    const news = page.locator('uni-news.department-news');
    await expect.poll(() => news.getAttribute('lang')).toBe('mr');
    await expect.poll(() => news.evaluate((host) => host.shadowRoot?.textContent ?? '')).toMatch(/[\u0900-\u097F]/);
    if (viewport.width > 1000) await shoot(page, `wordpress-${theme}`, 'uni-events');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("reads the university's news feed and a department's events from the kit's site", async () => {
    const feed = JSON.parse(readFileSync(join(root, 'dist/feeds/news.json'), 'utf8')) as {
      items: Array<{ title: string }>;
    };
    const departmentEvents = JSON.parse(
      readFileSync(join(root, `dist/departments/${DEPARTMENT}/events.json`), 'utf8'),
    ) as Array<{ description: string }>;
    const { page, errors, requests } = await openPost(posts.university);
    await rendered(page, 'uni-news');
    await rendered(page, 'uni-events');
    const text = (tag: string) => page.locator(tag).evaluate((host) => host.shadowRoot!.textContent ?? '');
    const newsText = await text('uni-news');
    for (const item of feed.items.slice(0, 3)) expect(newsText).toContain(item.title);
    expect(newsText).not.toContain(feed.items[3].title);
    const eventsText = await text('uni-events');
    for (const event of departmentEvents) expect(eventsText).toContain(event.description);
    expect(requests).toContain(site.url('/feeds/news.json'));
    expect(requests).toContain(site.url(`/departments/${DEPARTMENT}/events.json`));
    expect(requests.filter((url) => url.startsWith(wordPress.origin) && /\.json/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("centres the administrator's iframe snippet in the column, as wide as the column", async () => {
    const { page, errors } = await openPost(posts.frame);
    const frame = page.locator('iframe[data-uni-frame]');
    await frame.waitFor();
    const box = await frame.evaluate((element) => {
      const own = element.getBoundingClientRect();
      return { left: own.left, right: window.innerWidth - own.right, width: own.width };
    });
    expect(box.width).toBeGreaterThan(500);
    expect(box.width).toBeLessThan(700);
    expect(Math.abs(box.left - box.right)).toBeLessThan(20);
    await page.frameLocator('iframe[data-uni-frame]').locator('uni-events').waitFor({ state: 'attached' });
    if (theme === 'twentytwentyone') await shoot(page, `wordpress-iframe-${theme}`, 'iframe[data-uni-frame]');
    expect(errors).toEqual([]);
    await page.close();
  });
});
