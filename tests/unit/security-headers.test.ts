import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, planRequest } from '../../host/build/preview-plugin';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineScriptHashes,
  patternMatches,
  siteHeaderRules,
} from '../../host/build/security-headers';
import { minifyInlineScripts } from '../../host/build/inline-script-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));
// As the build writes it: the policy hashes the minified pre-paint script.
const template = minifyInlineScripts(readFileSync(`${root}host/index.html`, 'utf8'));
const readme = readFileSync(`${root}README.md`, 'utf8');
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
    'embed.html',
    'embed/',
    'mr/',
  ],
  '/embed': ['frame/'],
};
const listDir = (path: string) =>
  (tree[path] ?? []).map((name) => ({ name: name.replace(/\/$/, ''), isDirectory: name.endsWith('/') }));
const rules = siteHeaderRules(template, listDir);
const siteHeaders = { ...headersFor(rules, '/about') };

describe('the security headers', () => {
  it('hash the classic inline script of the template only (not module or JSON or src scripts)', () => {
    expect(inlineScriptHashes(template)).toHaveLength(1);
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
    // No data: images: the icons are one sprite file (host/build/icon-sprite.ts).
    expect(policy).toContain("img-src 'self';");
    expect(policy).not.toContain('data:');
    expect(policy).not.toMatch(/unsafe|\*|http:/);
  });

  it('give /widgets/* CORS for any origin, other paths none', () => {
    expect(headersFor(rules, '/widgets/index.js')['Access-Control-Allow-Origin']).toBe('*');
    expect(headersFor(rules, '/widgets/chunks/a.js')['Content-Security-Policy']).toBe(
      siteHeaders['Content-Security-Policy'],
    );
    expect(headersFor(rules, '/widgetsx/a.js')['Access-Control-Allow-Origin']).toBeUndefined();
    expect(headersFor(rules, '/about')['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('let any site frame the iframe pages, and only ours frame the rest; one rule sets each header', () => {
    const paths = ['/', '/about', '/about.html', '/about/history', '/mr/about', '/404.html', '/assets/a.js', '/embed'];
    for (const path of paths) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toContain("frame-ancestors 'self'");
      expect(headersFor(rules, path)['X-Frame-Options'], path).toBe('SAMEORIGIN');
    }
    const frame = headersFor(rules, '/embed/frame/uni-news.html');
    expect(frame['Content-Security-Policy']).toContain('frame-ancestors *;');
    expect(frame['Content-Security-Policy']).toContain("script-src 'self' 'sha256-");
    expect(frame['X-Frame-Options']).toBeUndefined();
    expect(frame['X-Content-Type-Options']).toBe('nosniff');
    // Hosts add up every matching rule: a header set by two different values would mean two policies.
    for (const path of [...paths, '/embed/frame/uni-news', '/widgets/index.js'])
      for (const name of ['Content-Security-Policy', 'X-Frame-Options']) {
        const values = new Set(
          rules
            .filter((rule) => name in rule.headers && patternMatches(rule.pattern, path))
            .map((r) => r.headers[name]),
        );
        expect(values.size, `${name} on ${path}`).toBeLessThanOrEqual(1);
      }
    expect(rules.map((rule) => rule.pattern)).not.toContain('/_headers');
  });

  it('are written as a _headers file', () => {
    const file = headersFile(rules);
    expect(file).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    expect(file).toMatch(/\n\/about\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(file).toContain('\n\n/widgets/*\n  Access-Control-Allow-Origin: *\n');
  });

  it('are the ones the README gives for nginx and Apache', () => {
    for (const [name, value] of Object.entries(siteHeaders)) {
      expect(readme, `nginx ${name}`).toContain(`add_header ${name} "${value}" always;`);
      expect(readme, `Apache ${name}`).toContain(`Header always set ${name} "${value}"`);
    }
    const framePolicy = headersFor(rules, '/embed/frame/x')['Content-Security-Policy'];
    expect(readme).toContain(`add_header Content-Security-Policy "${framePolicy}" always;`);
    expect(readme).toContain(`Header always set Content-Security-Policy "${framePolicy}"`);
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
  ]);
  const plan = (url: string, method = 'GET') =>
    planRequest(method, url, (file) => files.has(file), new Set(['/search']));

  it('maps pages, files, the shell and strange requests', () => {
    expect(plan('/')).toEqual({ kind: 'page', file: 'index.html' });
    expect(plan('//')).toEqual({ kind: 'page', file: 'index.html' });
    expect(plan('/about//history/?x=1')).toEqual({ kind: 'page', file: 'about/history.html' });
    expect(plan('/search?q=%E0%A4')).toEqual({ kind: 'page', file: 'shell.html' });
    expect(plan('/images/logo.svg')).toEqual({ kind: 'file', path: '/images/logo.svg' });
    expect(plan('/images/nope.svg')).toEqual({ kind: 'not-found', status: 404 });
    expect(plan('/%E0%A4')).toEqual({ kind: 'not-found', status: 400 });
    expect(plan('/%2e%2e/about')).toEqual({ kind: 'not-found', status: 404 });
    expect(plan(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({ kind: 'not-found', status: 404 });
    expect(plan('/about', 'POST')).toEqual({ kind: 'method-not-allowed' });
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
        expect(['file', 'page', 'not-found', 'method-not-allowed']).toContain(result.kind);
        for (const file of looked) expect(file.split(/[/\\]/)).not.toContain('..');
      }),
    );
  });
});
