import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../host/vite/incremental/build-plan.ts';
import { MANIFEST_FILE } from '../../host/vite/incremental/incremental-plugin.ts';
import { copyProject } from '../tools/bench/write-site.mjs';

/**
 * The incremental build (host/vite/incremental/) against the full one: from a full build, one
 * circular republished with a new PDF and built incrementally, then an event and a news item, must give the dist/
 * a full build of the same project gives, byte for byte, the manifest aside; and rename no script. All three builds run in one copy of the
 * project in a temporary folder (node_modules linked), the incremental build's dist/ moved
 * aside before the last: the suite's dist/ stays as it is for the other tests, and the bundle's
 * chunks (whose grouping follows the modules' paths) are made in one place. The builds of their
 * own that read no circular (the embed kit's, the desk's) are left out, their files kept.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'uni-incremental-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The circular republished: its title changed in English and Hindi (the Marathi search index is then kept). */
const CIRCULAR = 'data/records/circulars/2025/2025-02-14-exam-forms-summer.yaml';
/** Then an event the home page shows (School/Sports, open in its first panel) and a news item: their texts changed. */
const EVENT = 'data/records/events/2025/2025-10-09-selection-trials-for-the-west.yaml';
const NEWS = 'data/records/news/2025/2025-10-24-phd-fee-structure.yaml';
const REVISED = ' (revised)';
const republish = (site: string, record: string, languages = ['en', 'mr', 'hi']) => {
  const file = join(site, record);
  const text = readFileSync(file, 'utf8');
  const revised = text.replace(new RegExp(`^( {2}(?:${languages.join('|')}): .*)$`, 'gm'), `$1${REVISED}`);
  expect(revised, `${record}: its texts' lines in ${languages.join(', ')}`).not.toBe(text);
  writeFileSync(file, revised);
};

/**
 * The circular's new PDF, as the desk publishes one: the file uploaded under public/docs (a document
 * added is content, not code: host/vite/incremental/build-plan.ts), the record pointed at it.
 */
const NEW_PDF = '/docs/circulars/2025-02-14-exam-forms-summer-corrected.pdf';
const attachNewPdf = (site: string) => {
  const file = join(site, CIRCULAR);
  const text = readFileSync(file, 'utf8');
  const old = /^file: (.*)$/m.exec(text)![1]!;
  copyFileSync(join(site, 'public', old), join(site, 'public', NEW_PDF));
  writeFileSync(file, text.replace(`file: ${old}`, `file: ${NEW_PDF}`));
};

/** `vite build` in `site`: its output, or a failure with it. */
const build = (site: string, env: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: site,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vite build in ${site} failed (${code}):\n${output}`)),
    );
  });

/** How many pages an incremental build's prerender kept as the last build wrote them. */
const keptPages = (log: string) => Number(/; (\d+) kept as the last build wrote them/.exec(log)?.[1] ?? 0);
/** What an incremental build's log says it did, for a failure's message. */
const incrementalLines = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.includes('incremental build'))
    .join('\n');

/** Every file under `folder`, relative to it, in order. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .toSorted();

describe('an incremental build', () => {
  it('after a circular, then an event and a news item are republished, writes the dist/ a full build writes, byte for byte', async () => {
    const site = join(work, 'site');
    copyProject(root, site);
    expect(await build(site, { UNI_FULL_BUILD: '1' })).toContain('full build');
    expect(existsSync(join(site, 'dist', MANIFEST_FILE)), 'the full build writes its manifest').toBe(true);
    // The embed kit's build is left out when none of what it read changed: its record names the
    // route index and font subset it was made from, so a change to one builds it again; it reads
    // no records (its live examples carry samples of their own), so publishing never rebuilds it.
    const { builds } = JSON.parse(readFileSync(join(site, 'dist', MANIFEST_FILE), 'utf8')) as BuildManifest;
    const kitInputs = Object.keys(builds['embed-kit']?.inputs ?? {});
    expect(kitInputs).toEqual(expect.arrayContaining(['code', 'route-index', 'devanagari-subset']));
    expect(kitInputs.filter((input) => input.startsWith('records:'))).toEqual([]);
    expect(Object.keys(builds.desk?.outputs ?? {})).toContain('admin.html');
    const scripts = filesUnder(join(site, 'dist/assets'));
    const eventsWritten = statSync(join(site, 'dist/events.html')).mtimeMs;
    // A sitemap file whose pages and dates are the last build's, and its compressed copy, are not written again.
    const sitemaps = ['sitemap.xml', 'sitemap-en-about-1.xml', 'sitemap-en-about-1.xml.br'];
    const sitemapsWritten = sitemaps.map((file) => statSync(join(site, 'dist', file)).mtimeMs);
    republish(site, CIRCULAR, ['en', 'hi']);
    attachNewPdf(site);

    const log = await build(site);
    expect(log).toContain('incremental build');
    // It kept pages (the other sections'), and rendered the circular's.
    expect(keptPages(log), incrementalLines(log)).toBeGreaterThan(100);
    // A circular is in no script: the site's bundle, the kit and the desk are kept as the last build wrote them.
    expect(log).toContain('the site’s bundle is kept as the last build wrote it');
    expect(log).toContain('embed kit: kept as the last build wrote it');
    expect(log).toContain('desk: kept as the last build wrote it');
    // So few pages render again that one prerender worker renders them (a second would cost its loading).
    expect(log).toContain(' in 1 worker thread; ');
    // The events pages show no circular: kept (build-plan.ts `EVENT_PAGES`).
    expect(statSync(join(site, 'dist/events.html')).mtimeMs, 'the events page is kept').toBe(eventsWritten);
    expect(sitemaps.map((file) => statSync(join(site, 'dist', file)).mtimeMs)).toEqual(sitemapsWritten);
    for (const page of ['student/circulars.html', 'hi/student/circulars.html'])
      expect(readFileSync(join(site, 'dist', page), 'utf8'), page).toContain(REVISED);
    expect(readFileSync(join(site, 'dist/student/circulars.html'), 'utf8')).toContain(NEW_PDF);
    expect(existsSync(join(site, 'dist', NEW_PDF)), 'the new PDF is copied').toBe(true);
    // The scripts hold code only (a record's text is in its pages' data): their names, which every
    // page names, stay, so the pages an incremental build keeps need no rewriting.
    expect(filesUnder(join(site, 'dist/assets')), 'the scripts after a record is republished').toEqual(scripts);

    // The events and news widgets read theirs from JSON files (data/records/widget-data-files.ts): no script renamed either.
    republish(site, EVENT);
    // The news item in English and Hindi: the Marathi search documents stay the last build's.
    republish(site, NEWS, ['en', 'hi']);
    const eventLog = await build(site);
    expect(eventLog).toContain('incremental build');
    // Only the pages that show them render: the site's own (home), the events pages in three
    // languages, What's new (it lists the news) and the news table's section (about) in English and
    // Hindi; every other content page is kept, and the archive's pages (they list neither).
    expect(eventLog).toContain('the content pages of 7 sections (by language) render again');
    // A language whose search documents are the last build's keeps its index, not made again
    // (search-index-plugin.ts, step-outputs.ts); the full build below checks its bytes.
    expect(eventLog).toContain('kept the index of mr (their documents are the last build’s)');
    expect(keptPages(eventLog), incrementalLines(eventLog)).toBeGreaterThan(100);
    expect(eventLog).toContain('the site’s bundle is kept as the last build wrote it');
    expect(eventLog).toContain('embed kit: kept as the last build wrote it');
    for (const [page, text] of [
      ['index.html', 'Selection trials for the West Zone Inter-University Volleyball Championship.' + REVISED],
      ['feeds/upcoming-events.json', 'Volleyball Championship.' + REVISED],
      ['hi/feeds/latest-news.json', `(सूचना शीघ्र जारी होगी)${REVISED}`],
    ])
      expect(readFileSync(join(site, 'dist', page), 'utf8'), page).toContain(text);
    expect(filesUnder(join(site, 'dist/assets')), 'the scripts after an event and a news item').toEqual(scripts);

    const incremental = join(work, 'incremental-dist');
    renameSync(join(site, 'dist'), incremental);
    expect(await build(site, { UNI_FULL_BUILD: '1' })).toContain('full build');
    const full = join(site, 'dist');
    const files = filesUnder(incremental).filter((file) => file !== MANIFEST_FILE);
    expect(files).toEqual(filesUnder(full).filter((file) => file !== MANIFEST_FILE));
    const differing = files.filter(
      (file) => !readFileSync(join(incremental, file)).equals(readFileSync(join(full, file))),
    );
    expect(differing).toEqual([]);

    // A record made invalid fails the incremental build (its data check runs beside the bundle),
    // naming the file, the field and the language; the pages stay the last build's.
    const file = join(site, CIRCULAR);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}mr: .*\n/m, ''));
    await expect(build(site)).rejects.toThrow(`${CIRCULAR}: title in Marathi (mr): is missing`);
    expect(readFileSync(join(full, 'student/circulars.html'), 'utf8')).toContain(REVISED);
  }, 900_000);
});
