import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsEncoding,
  MAX_PATH_LENGTH,
  planRequest,
  precompressedCopy,
} from '../../host/vite/servers/preview-plugin';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineScriptHashes,
  patternMatches,
  siteHeaderRules,
  siteHeaders,
} from '../../host/vite/servers/security-headers';
import { CACHE_CONTROL } from '../../host/vite/servers/site-rules';
import { searchIndexFolder } from '../../host/vite/search/search-index-plugin';
import { builtTemplate } from '../../host/vite/servers/deploy-configs';
import { departmentDataPath, feedPaths } from '../../data/feed-paths';
import { LANGUAGE_CODES } from '../../data/i18n/languages';
import { pageDataPath } from '../../data/paths';

const root = fileURLToPath(new URL('../..', import.meta.url));
// As the build writes it: the policy hashes the compiled, minified pre-paint script.
const template = await builtTemplate(root);
/** A built site in miniature: pages, folders, the kit and the frame pages. */
const tree: Record<string, string[]> = {
  '': [
    'index.html',
    'about.html',
    'about/',
    '404.html',
    '_headers',
    'assets/',
    'widgets/',
    'feeds/',
    'search/',
    'embed.html',
    'embed/',
    'mr/',
  ],
  '/embed': ['frame/'],
};
const listDir = (path: string) =>
  (tree[path] ?? []).map((name) => ({ name: name.replace(/\/$/, ''), isDirectory: name.endsWith('/') }));
const rules = siteHeaderRules(template, listDir);
const { page, frame } = siteHeaders(template);
/** The Content-Security-Policy values of every rule that matches `path`: what a host that adds up rules sends. */
const policiesOf = (path: string) =>
  rules
    .filter((rule) => 'Content-Security-Policy' in rule.headers && patternMatches(rule.pattern, path))
    .map((rule) => rule.headers['Content-Security-Policy']);

describe('the security headers', () => {
  it('hash the classic inline scripts of the template only (not module or JSON or src scripts)', () => {
    // The pre-paint script, and the search page's step (in a template until the prerender writes it out).
    expect(inlineScriptHashes(template)).toHaveLength(2);
    expect(inlineScriptHashes('<script type="application/json">{"a":1}</script><script src="/x.js"></script>')).toEqual(
      [],
    );
    // The hash of "alert(1)" as browsers compute it (CSP Level 3 examples use the same digest).
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('allow scripts from files and by hash only, styles and images from files only', () => {
    const policy = contentSecurityPolicy(["'sha256-x'"]);
    expect(policy).toContain("script-src 'self' 'sha256-x';");
    expect(policy).toContain("style-src 'self';");
    // No data: images: the icons are one sprite file (host/vite/assets/icon-sprite.ts).
    expect(policy).toContain("img-src 'self';");
    expect(policy).not.toContain('data:');
    expect(policy).not.toMatch(/unsafe|\*|http:/);
  });

  it("give the kit, the pages' data, the feeds and the departments' data of every language and the search index CORS for any origin, other paths none", () => {
    const crossOrigin = [
      '/widgets/index.js',
      '/widgets/chunks/a.js',
      ...LANGUAGE_CODES.map((lang) => pageDataPath(lang, '/about/history')),
      ...LANGUAGE_CODES.flatMap((lang) => [feedPaths(lang).newsJson, feedPaths(lang).eventsJson]),
      ...LANGUAGE_CODES.map((lang) => `/${searchIndexFolder(lang)}/base.json`),
      ...LANGUAGE_CODES.map((lang) => departmentDataPath(lang, 'computer-science', 'events')),
    ];
    expect(crossOrigin).toContain('/mr/feeds/news.json');
    for (const path of crossOrigin) expect(headersFor(rules, path)['Access-Control-Allow-Origin'], path).toBe('*');
    expect(headersFor(rules, '/widgets/chunks/a.js')['Content-Security-Policy']).toBe(page['Content-Security-Policy']);
    for (const path of [
      '/widgetsx/a.js',
      '/feedsx/a.json',
      '/page-datax/en.json',
      '/about',
      '/mr/about',
      '/search',
      '/no/such/thing',
    ])
      expect(headersFor(rules, path)['Access-Control-Allow-Origin'], path).toBeUndefined();
  });

  it('let any site frame the iframe pages, and only ours frame the rest, on hosts that add up rules or keep the last', () => {
    const paths = ['/', '/about', '/about.html', '/about/history', '/mr/about', '/404.html', '/assets/a.js', '/embed'];
    const pagePolicy = page['Content-Security-Policy']!;
    const framePolicy = frame['Content-Security-Policy']!;
    // The two policies differ in frame-ancestors only, so a page that gets both is held to the page policy.
    expect(framePolicy.replace('frame-ancestors *', "frame-ancestors 'self'")).toBe(pagePolicy);
    for (const path of paths) {
      // Content-hashed files are also kept for a year (host/vite/servers/site-rules.ts); nothing else is added.
      const { 'Cache-Control': cache, ...security } = headersFor(rules, path);
      expect(security, path).toEqual(page);
      expect(cache, path).toBe(path.startsWith('/assets/') ? CACHE_CONTROL.immutable : undefined);
      expect(new Set(policiesOf(path)), path).toEqual(new Set([framePolicy, pagePolicy]));
    }
    for (const path of ['/embed/frame/uni-news', '/embed/frame/uni-news.html']) {
      expect(headersFor(rules, path), path).toEqual(frame);
      expect(policiesOf(path), path).toEqual([framePolicy]);
      expect(rules.filter((rule) => patternMatches(rule.pattern, path) && 'X-Frame-Options' in rule.headers)).toEqual(
        [],
      );
    }
    expect(framePolicy).toContain('frame-ancestors *;');
    expect(framePolicy).toContain("script-src 'self' 'sha256-");
    // Outside every folder (a 404 on a static host): the policy and the other headers, framing left open.
    expect(headersFor(rules, '/no/such/thing')).toEqual(frame);
    expect(rules.map((rule) => rule.pattern)).not.toContain('/_headers');
  });

  it("give the publishing desk (/admin) its own policy, and no visitor's page that policy", () => {
    const desk = siteHeaderRules(template, (path) =>
      path === ''
        ? [...listDir(''), { name: 'admin.html', isDirectory: false }, { name: 'admin', isDirectory: true }]
        : listDir(path),
    );
    for (const path of ['/admin', '/admin.html', '/admin/decap/decap-cms.js', '/admin/config.yml']) {
      const policy = headersFor(desk, path)['Content-Security-Policy'];
      expect(policy, path).toContain("script-src 'self' 'unsafe-eval';");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(headersFor(desk, path)['X-Frame-Options'], path).toBe('DENY');
    }
    for (const path of ['/', '/about', '/administration', '/widgets/index.js'])
      expect(headersFor(desk, path)['Content-Security-Policy'] ?? '', path).not.toContain('unsafe');
  });

  it('are written as a _headers file', () => {
    const file = headersFile(rules);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';.* frame-ancestors \*; /);
    expect(file).toMatch(/\n {2}X-Content-Type-Options: nosniff\n/);
    expect(file).toMatch(/\n\/about\/\*\n {2}Content-Security-Policy: default-src 'self';.* frame-ancestors 'self'; /);
    expect(file).toContain('\n\n/widgets/*\n  Access-Control-Allow-Origin: *\n');
    expect(file).toContain('\n\n/mr/feeds/*\n  Access-Control-Allow-Origin: *\n');
  });

  it('list the site by name, the same bytes whatever order its folders list their files in', () => {
    const patterns = rules.map((rule) => rule.pattern);
    // The site's own rules: after `/`, up to the last folder by name (the cross-origin rules follow).
    const listed = patterns.slice(patterns.indexOf('/') + 1, patterns.indexOf('/widgets/*') + 1);
    expect(listed).toEqual([
      '/404.html',
      '/404',
      '/about/*',
      '/about.html',
      '/about',
      '/assets/*',
      '/embed.html',
      '/embed',
      '/feeds/*',
      '/index.html',
      '/index',
      '/mr/*',
      '/search/*',
      '/widgets/*',
    ]);
    const reversed = (path: string) => listDir(path).toReversed();
    expect(headersFile(siteHeaderRules(template, reversed))).toBe(headersFile(rules));
  });
});

describe('the preview server plan', () => {
  const files = new Set([
    'index.html',
    'about.html',
    'about/history.html',
    'images/logo.svg',
    'shell.html',
    '404.html',
    '.deploy/nginx.conf',
  ]);
  const plan = (url: string, method = 'GET') =>
    planRequest(method, url, (file) => files.has(file), new Set(['/search']));

  it('maps pages, files, the shell and strange requests', () => {
    expect(plan('/')).toEqual({ kind: 'page', file: 'index.html' });
    expect(plan('//')).toEqual({ kind: 'redirect', location: '/' });
    expect(plan('/about//history')).toEqual({ kind: 'page', file: 'about/history.html' });
    // The canonical address has no trailing slash; the query stays, and no redirect reads as `//host`.
    expect(plan('/about//history/?x=1')).toEqual({ kind: 'redirect', location: '/about/history?x=1' });
    expect(plan('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example' });
    expect(plan('/search?q=%E0%A4')).toEqual({ kind: 'page', file: 'shell.html' });
    expect(plan('/images/logo.svg')).toEqual({ kind: 'file', path: '/images/logo.svg' });
    expect(plan('/images/nope.svg')).toEqual({ kind: 'not-found', status: 404 });
    expect(plan('/%E0%A4')).toEqual({ kind: 'not-found', status: 400 });
    expect(plan('/%2e%2e/about')).toEqual({ kind: 'not-found', status: 404 });
    expect(plan(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({ kind: 'not-found', status: 404 });
    expect(plan('/about', 'POST')).toEqual({ kind: 'method-not-allowed' });
    // The servers' configurations kept beside the pages are no page, as on every server.
    expect(plan('/.deploy/nginx.conf')).toEqual({ kind: 'not-found', status: 404 });
  });

  it("sends the build's brotli copy, else its gzip copy, as far as the browser accepts them", () => {
    const copies = new Set(['index.html.br', 'index.html.gz', 'feed.json.gz']);
    const copy = (file: string, accept?: string) => precompressedCopy(file, accept, (name) => copies.has(name));
    expect(copy('index.html', 'gzip, deflate, br, zstd')).toEqual({
      copy: { file: 'index.html.br', encoding: 'br' },
      varies: true,
    });
    expect(copy('index.html', 'gzip')).toEqual({ copy: { file: 'index.html.gz', encoding: 'gzip' }, varies: true });
    expect(copy('index.html', 'br;q=0, gzip;q=0.5')).toEqual({
      copy: { file: 'index.html.gz', encoding: 'gzip' },
      varies: true,
    });
    expect(copy('feed.json', 'br')).toEqual({ copy: undefined, varies: true });
    expect(copy('index.html')).toEqual({ copy: undefined, varies: true });
    expect(copy('logo.png', 'br, gzip')).toEqual({ copy: undefined, varies: false });
    expect(acceptsEncoding('x-gzip, brotli', 'br')).toBe(false);
    expect(acceptsEncoding(' BR ;q=0.1', 'br')).toBe(true);
  });

  it('never throws, and never sends a path with a dot segment to the file system', () => {
    const pathText = fc.string({
      unit: fc.constantFrom('/', '.', '%', '2', 'e', 'f', 'E', '0', 'A', '4', 'a', '\\', '?', '#', 'é'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(pathText, fc.constantFrom('GET', 'HEAD', 'POST', undefined), (path, method) => {
        const looked: string[] = [];
        const result = planRequest(method, path, (file) => (looked.push(file), false), new Set());
        expect(['file', 'page', 'redirect', 'not-found', 'method-not-allowed']).toContain(result.kind);
        // A redirect stays on this site: never `//host`.
        expect(result.kind === 'redirect' ? result.location : '/').toMatch(/^\/(?!\/)/);
        for (const file of looked) expect(file.split(/[/\\]/)).not.toContain('..');
      }),
    );
  });
});
