import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findJava, VNU_JAR } from '../tools/html-checker.mjs';

const dist = join(process.cwd(), 'dist');

/**
 * Demo hosts that imitate the old CMS pages webmasters paste our widgets into (no doctype, an HTML 4
 * doctype, <font>, <center>, <a name>): their faults are the point, so the checker skips them.
 */
const LEGACY_HOST_DEMOS = new Set(['demo/quirks-bootstrap.html', 'demo/legacy-cms.html']);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe('the W3C Nu HTML Checker', () => {
  it('finds no error in any built page', { timeout: 300_000 }, async () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.html') && !LEGACY_HOST_DEMOS.has(path))
      .map((path) => join(dist, path));
    expect(pages.length).toBeGreaterThan(100);
    const started = Date.now();
    // One JVM for every page: starting Java once per page would take minutes. The JVM's flags change
    // nothing the checker says, only what the run costs: the quick compiler alone (the optimising
    // one spent more than it saved in a run this short; the schema then needs a deeper stack) and
    // the serial collector took 43 % less CPU and a third of the memory.
    const { stdout } = await promisify(execFile)(
      findJava(),
      [
        '-XX:TieredStopAtLevel=1',
        '-Xss4m',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--exit-zero-always',
        '--stdout',
        '--format',
        'json',
        ...pages,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    console.log(`Nu HTML Checker: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages.map(
      (message) =>
        `${relative(dist, message.url.replace(/^file:/, ''))}:${message.lastLine ?? '?'}: ${message.message} (${message.extract?.trim() ?? ''})`,
    );
    expect(errors).toEqual([]);
  });
});

describe('pages that are no pages of their own', () => {
  const noindex = (file: string) =>
    /<meta name="robots" content="noindex"\s*\/?>/.test(readFileSync(join(dist, file), 'utf8'));

  it('the demo pages, the search shells and the offline pages tell crawlers noindex; the content pages do not', () => {
    const demos = readdirSync(join(dist, 'demo')).filter((file) => file.endsWith('.html'));
    expect(demos.length).toBeGreaterThan(3);
    for (const file of [
      ...demos.map((demo) => `demo/${demo}`),
      ...['', 'mr/', 'hi/'].flatMap((prefix) => [`${prefix}shell.html`, `${prefix}offline.html`]),
    ])
      expect(noindex(file), file).toBe(true);
    for (const file of ['index.html', 'mr/about/campus.html', 'hi/events.html', 'embed.html'])
      expect(noindex(file), file).toBe(false);
  });
});
