import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebServer } from './web-servers';
import { ADMIN, startWordPress } from './wordpress-site';
import { startSite, type Site } from './site';

/**
 * The plugin on a real WordPress 6.1 (issue 29): the administrator activates it and sets the
 * kit's address, an Author (no unfiltered_html) publishes a post with the shortcode and the block
 * through the REST API, and the post shows the widgets, laid out for the theme's content column.
 */
const AUTHOR = { user: 'author', password: 'author-password-for-tests' };

let site: Site;
let wordPress: WebServer;
let postLink: string;

/** A browser session logged in as `user`, and the nonce its REST requests carry. */
async function logIn(user: { user: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext();
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

beforeAll(async () => {
  site = await startSite();
  wordPress = await startWordPress();

  const admin = await logIn(ADMIN);
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
  await admin.context.close();

  const { context, page } = await logIn(AUTHOR);
  const post = await rest(page, '/wp/v2/posts', {
    title: 'Events this term',
    content:
      '<!-- wp:paragraph --><p>What is on:</p><!-- /wp:paragraph -->' +
      '<!-- wp:paragraph --><p>[university_widget name="events"]</p><!-- /wp:paragraph -->' +
      '<!-- wp:university-widgets/widget {"name":"news","lang":"mr","settings":"class=\\"department-news\\""} /-->',
    status: 'publish',
  });
  expectStatus(post, 201, "publishing the Author's post");
  postLink = post.json.link as string;
  await context.close();
}, 240_000);

afterAll(async () => {
  await wordPress?.close();
  await site?.close();
});

describe("an Author's post with the shortcode and the block, on WordPress", () => {
  it("prints the editor-safe widget and the kit's loader once, as a module script", async () => {
    const html = await (await fetch(postLink)).text();
    expect(html).toContain('<div data-uni-widget="uni-events"></div>');
    expect(html).toContain('<div data-uni-widget="uni-news" class="department-news" lang="mr"></div>');
    expect(html.split(`<script type="module" src="${site.url('/widgets/index.js')}"></script>`)).toHaveLength(2);
  });

  it.each([
    { window: 'phone', viewport: { width: 390, height: 844 } },
    { window: 'desktop', viewport: { width: 1366, height: 900 } },
  ])('shows the events in the theme column on a $window, one panel a row', async ({ viewport }) => {
    const page = await site.browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(postLink);
    await page.waitForFunction(() => {
      const text = document.querySelector('uni-events')?.shadowRoot?.querySelector('.uni-root')?.textContent;
      return Boolean(text) && !text!.includes('Loading…');
    });
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
    expect(errors).toEqual([]);
    await page.close();
  });
});
