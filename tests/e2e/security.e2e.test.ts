import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../data/routes';
import { sitePagePaths } from '../../data/pages';
import { cmsPage, openPage, startForeignOrigin, type ForeignOrigin } from './embed-fixtures';
import { inParallel } from '../tools/in-parallel.mjs';
import { startSite, type Site } from './site';

/**
 * The built site as `npm start` serves it: every kind of page under the site's
 * Content-Security-Policy with no violation, the embed loader under a strict
 * third-party policy, and no 500 for any request, however strange.
 */
const DIST_HEADERS = fileURLToPath(new URL('../../dist/_headers', import.meta.url));
const LANGUAGE_PREFIXES = ['/mr', '/hi'];

let site: Site;
let cms: ForeignOrigin;
beforeAll(async () => {
  site = await startSite();
  cms = await startForeignOrigin();
});
afterAll(async () => {
  await cms?.close();
  await site?.close();
});

/** One page of each content layout, then every site page (home, quick links, sitemap, search, embed docs, …), then a 404. */
function pagesOfEveryKind(): string[] {
  const byLayout = new Map<string, string>();
  for (const route of routes)
    for (const content of route.contents)
      if (!byLayout.has(content.layout_type)) byLayout.set(content.layout_type, route.path);
  const own = sitePagePaths().map((path) => (path === '/search' ? '/search?q=admission' : path));
  return [...new Set(['/', ...byLayout.values(), ...own, '/no/such/page'])];
}

/**
 * Home, a content page, search (each language has its own index), the feedback form and a 404:
 * a language changes the text, the preloaded fonts and the index a page loads, not the kinds of
 * markup, which every page of every kind shows in English above.
 */
function pagesInEveryLanguage(): string[] {
  const kinds = pagesOfEveryKind();
  return ['/', kinds[1], '/search?q=admission', '/feedback', '/no/such/page'];
}

/** Records CSP violations: the DOM event (fired in the page, composed out of shadow roots) and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Lets the widgets hydrate and load their code: network quiet, then two animation frames. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('the Content-Security-Policy', () => {
  it('is written to dist/_headers and sent, compressed, by the preview server with the other security headers', async () => {
    const file = readFileSync(DIST_HEADERS, 'utf8');
    const response = await fetch(site.url('/about'));
    const csp = response.headers.get('content-security-policy') ?? '';
    // Two hashes: the pre-paint script, and the search page's step in its head.
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+'){2}; style-src 'self';/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", 'frame-ancestors', 'form-action'])
      expect(csp).toContain(directive);
    expect(file).toContain(`Content-Security-Policy: ${csp}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // Compressed, as a static host serves it (fetch asks for gzip, deflate and br).
    expect(response.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    const loader = await fetch(site.url('/widgets/index.js'));
    expect(loader.status).toBe(200);
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(file).toMatch(/\/widgets\/\*\n {2}Access-Control-Allow-Origin: \*/);
  });

  /** Loads each path under the policy; returns the violations by path. */
  async function violationsOn(paths: string[]): Promise<Record<string, string[]>> {
    const report: Record<string, string[]> = {};
    await inParallel(paths, 3, async (path) => {
      const { page } = await openPage(site.browser, 'about:blank');
      const violations = await watchViolations(page);
      const response = await page.goto(site.url(path));
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await settle(page);
      if (violations.length) report[path] = violations;
      await page.close();
    });
    return report;
  }

  it('is honoured by every kind of page with no violation', async () => {
    const paths = pagesOfEveryKind();
    expect(await violationsOn(paths)).toEqual({});
    console.log(`CSP: ${paths.length} pages loaded under the policy`);
  }, 400_000);

  it.each(LANGUAGE_PREFIXES)(
    'is honoured in %s: home, a content page, search, the feedback form and 404',
    async (prefix) => {
      const paths = pagesInEveryLanguage().map((path) => (path === '/' ? prefix : prefix + path));
      expect(await violationsOn(paths)).toEqual({});
      console.log(`CSP: ${paths.length} pages in ${prefix} loaded under the policy`);
    },
    400_000,
  );

  it('lets the page work: text size chosen before, applied by the hashed pre-paint script', async () => {
    const { page } = await openPage(site.browser, 'about:blank');
    const violations = await watchViolations(page);
    await page.goto(site.url('/'));
    await page.evaluate(() => localStorage.setItem('uni-text-size', '125'));
    await page.goto(site.url('/about'));
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--uni-text-scale'))).toBe('1.25');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await settle(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('the embed loader on a third-party page with its own strict policy', () => {
  it('renders its widgets with no violation under script-src self + the kit; style-src self', async () => {
    const kit = site.url('');
    const policy = `script-src 'self' ${kit}; style-src 'self'`;
    cms.put(
      '/strict.html',
      cmsPage(kit, '<uni-events></uni-events><uni-news></uni-news><uni-statistics></uni-statistics>'),
      { 'Content-Security-Policy': policy },
    );
    const { page, errors } = await openPage(site.browser, 'about:blank');
    const violations = await watchViolations(page);
    const response = await page.goto(`${cms.origin}/strict.html`);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    for (const tag of ['uni-events', 'uni-news', 'uni-statistics'])
      await page.locator(`${tag} .uni-root`).first().waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.querySelector('uni-events')!.shadowRoot!.textContent)).toMatch(/2025/);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A raw HTTP request (fetch would normalise the path or refuse the method). */
function rawRequest(method: string, path: string): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(site.url('/'));
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the preview server never answers 500', () => {
  const NOT_FOUND_PAGE = 'Page Not Found | Sahyadri State University';

  const short = (path: string) => (path.length > 40 ? `${path.slice(0, 20)}… (${path.length} characters)` : path);
  const strange: Array<[string, 400 | 404]> = [
    ['/%E0%A4', 400],
    ['/%', 400],
    ['/about/%zz', 400],
    ['/assets/%E0%A4.js', 400],
    ['/a%00b', 400],
    ['/%2e%2e', 404],
    ['/..%2f..%2fpackage.json', 404],
    ['/about/%2e%2e/%2e%2e/package.json', 404],
    ['/../../package.json', 404],
    ['/x/..\\..\\package.json', 404],
    ['/' + 'a'.repeat(5000), 404],
    ['/about/' + 'deep/'.repeat(300), 404],
    ['/no/such.png', 404],
    ['/images/nope.svg', 404],
    ['//evil.example/path', 404],
  ];
  it.each(strange.map(([path, status]) => ({ label: short(path), path, status })))(
    'GET $label answers $status with the site 404 page',
    async ({ path, status }) => {
      const response = await rawRequest('GET', path);
      expect(response.status).toBe(status);
      expect(response.body).toContain(`<title>${NOT_FOUND_PAGE}</title>`);
    },
  );

  it.each([
    // The history page's menu entry is 'About Us' under 'About Us'; titles name the path to stay unique.
    ['/about//history', 'About Us – About Us | Sahyadri State University'],
    ['/search?q=%E0%A4', 'Search | Sahyadri State University'],
  ])('GET %s is the page it names', async (path, title) => {
    const response = await rawRequest('GET', path);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['//', '/'],
    ['/about/history/', '/about/history'],
    ['//evil.example/', '/evil.example'],
  ])('GET %s redirects to %s on this site (a trailing slash is not the canonical address)', async (path, location) => {
    const response = await rawRequest('GET', path);
    expect({ status: response.status, location: response.location }).toEqual({ status: 301, location });
  });

  it('serves files, HEAD requests, and refuses other methods with 405', async () => {
    expect((await rawRequest('GET', '/images/logo.svg')).status).toBe(200);
    expect((await rawRequest('HEAD', '/about')).status).toBe(200);
    expect(await rawRequest('HEAD', '/nope')).toEqual({ status: 404, body: '' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'])
      expect((await rawRequest(method, '/about')).status, method).toBe(405);
    // A method Node's parser does not know never reaches us: it answers 400 itself.
    expect((await rawRequest('FOO', '/about')).status).toBe(400);
  });
});
