import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BACKEND_URL, PUBLISH_BRANCH } from '../../host/admin/desk-settings';
import { startDecapServer, type DecapServer } from '../../host/vite/desk/decap-server';
import { readPage } from '../../data/pages/read-page';
import { indiaToday } from '../../data/records/india-today';
import { readRecord } from '../../data/records/read-record';
import { checkSiteFiles } from '../../data/site/read-site-file';
import { startSite, type Site } from './site';
import { servedSitemaps } from './sitemaps';

/**
 * The publishing desk as a webmaster uses it: the built /admin page (its own security
 * policy included) with decap-server on a temporary clone of the repository, so the test
 * never commits to the working copy. Each task is one commit holding the record (and its
 * PDF) where the site reads them, and the record passes the build's own check. The
 * screenshots are the webmasters' guide's (docs/webmasters/publishing.md).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The guide's screenshots are rewritten only when asked (`UPDATE_SCREENSHOTS=1`): each run's differ by a pixel or a file name. */
const IMAGES = process.env.UPDATE_SCREENSHOTS
  ? join(root, 'docs/webmasters/images')
  : mkdtempSync(join(tmpdir(), 'desk-shots-'));
const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Examination form: last date 20 January 2026');
  return Buffer.from(await pdf.save());
}

/** A sentence of /about/history's first paragraph, and the desk's correction of it. */
const OLD_SENTENCE = 'Classes began that year in rented buildings in the old city of Kolhapur.';
const NEW_SENTENCE = 'Classes began in January 1963 in rented buildings in the old city of Kolhapur.';

let repo = '';
let decap: DecapServer;
let site: Site;
let page: Page;
let pdfFile = '';

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  git(root, 'clone', '--quiet', '--no-hardlinks', root, repo);
  git(repo, 'checkout', '--quiet', '-B', PUBLISH_BRANCH);
  git(repo, 'config', 'user.name', 'Desk test');
  git(repo, 'config', 'user.email', 'desk-test@university.example');
  pdfFile = join(repo, '..', `${repo.split('/').at(-1)}-exam-form.pdf`);
  writeFileSync(pdfFile, await onePagePdf());
  decap = await startDecapServer(repo, await freePort());
  site = await startSite();
  page = await site.browser.newPage({ viewport: { width: 1100, height: 760 }, timezoneId: 'Asia/Kolkata' });
  // A step that cannot happen fails with its own message, well before the test's time runs out.
  page.setDefaultTimeout(10_000);
  // The configuration names decap-server's usual address; this test's server has a port of its own.
  await page.route(`${LOCAL_BACKEND_URL}**`, (route) =>
    route.continue({ url: route.request().url().replace(LOCAL_BACKEND_URL, decap.url) }),
  );
  await page.goto(site.url('/admin'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Circulars' }).waitFor();
});

afterAll(async () => {
  await site?.close();
  decap?.stop();
  rmSync(repo, { recursive: true, force: true });
  rmSync(pdfFile, { force: true });
  if (!process.env.UPDATE_SCREENSHOTS) rmSync(IMAGES, { recursive: true, force: true });
});

/** The group of a language object field (`Title`, `Description`), to fill its English, Marathi and Hindi. */
const group = (label: string) =>
  page
    .locator('[aria-label="object field"]')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) });

/**
 * Opens a new entry of `collection` in a freshly loaded desk, as a webmaster's bookmark would:
 * within the one-page desk, a form filled right after the address changes can be reset by
 * the new entry's set-up a moment later.
 */
async function openNew(collection: string, label: string) {
  await page.goto(site.url(`/admin?${collection}#/collections/${collection}/new`));
  await page.getByText(`Writing in ${label} collection`).waitFor();
}

/** A react-select field: opens it and picks the option. */
async function choose(label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shoot(name: string) {
  await page.screenshot({ path: join(IMAGES, `${name}.png`), animations: 'disabled' });
}

/** Publishes the open entry (Decap's "Publish now": one commit) and waits until it is saved. */
async function publish() {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // Every task opens a freshly loaded desk (an address of its own), so this toast is this task's.
  await page.getByText('Entry saved').waitFor();
}

/** The files of the last commit, and how many commits the task made. */
function lastCommit(before: number) {
  return {
    count: Number(git(repo, 'rev-list', '--count', 'HEAD')) - before,
    files: git(repo, 'show', '--name-only', '--format=', 'HEAD').split('\n').filter(Boolean).sort(),
  };
}

const commits = () => Number(git(repo, 'rev-list', '--count', 'HEAD'));

function expectValidRecord(file: string) {
  const result = readRecord(file, readFileSync(join(repo, file), 'utf8'));
  expect('problems' in result ? result.problems : []).toEqual([]);
  return 'record' in result ? result.record : {};
}

describe('the publishing desk', () => {
  it('publishes a circular with its PDF in English and Marathi: one commit', async () => {
    const before = commits();
    await openNew('circulars', 'Circulars');
    const title = group('Title');
    await title.getByLabel('English').fill('Examination form for the winter session');
    await title.getByLabel('Marathi').fill('हिवाळी सत्राच्या परीक्षेचा अर्ज');
    await page.getByLabel('Date', { exact: true }).fill('2026-01-12');
    await choose('Section of the site', 'student');
    await page.getByLabel('Reference number').fill('SSU/Exam/2026/7');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await page.locator('input[type="file"]').setInputFiles(pdfFile);
    await page.getByText(pdfFile.split('/').at(-1)!).first().waitFor();
    await shoot('circular-upload');
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await shoot('circular-form');
    await publish();

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    const yaml = files.find((file) => file.endsWith('.yaml'))!;
    expect(yaml).toBe('data/records/circulars/2026/2026-01-12-examination-form-for-the-winter-session.yaml');
    const pdf = files.find((file) => file.endsWith('.pdf'))!;
    expect(pdf).toMatch(/^public\/docs\/circulars\/[a-z0-9-]+\.pdf$/);
    expect(files).toEqual([yaml, pdf].sort());
    const record = expectValidRecord(yaml);
    expect(record).toMatchObject({
      title: { en: 'Examination form for the winter session', mr: 'हिवाळी सत्राच्या परीक्षेचा अर्ज' },
      date: '2026-01-12',
      section: 'student',
      file: pdf.replace(/^public/, ''),
    });
  });

  it('posts a notice that expires: one commit', async () => {
    const before = commits();
    await openNew('notices', 'Notices');
    const title = group('Title');
    await title.getByLabel('English').fill('Library closed for stock-taking');
    await title.getByLabel('Marathi').fill('साठा तपासणीसाठी ग्रंथालय बंद');
    await page.getByLabel('Date', { exact: true }).fill('2026-01-15');
    await choose('Section of the site', 'student');
    await page.getByLabel('Last day').fill('2026-01-31');
    await shoot('notice-form');
    await publish();

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    expect(files).toEqual(['data/records/notices/2026/2026-01-15-library-closed-for-stock-taking.yaml']);
    expect(expectValidRecord(files[0]!)).toMatchObject({ date: '2026-01-15', expires: '2026-01-31' });
  });

  it('adds an event: one commit', async () => {
    const before = commits();
    await openNew('events', 'Events');
    await group('Title').getByLabel('English').fill('Youth festival');
    await group('Title').getByLabel('Marathi').fill('युवा महोत्सव');
    await group('Description').getByLabel('English').fill('Three days of music, drama and debate on the main campus.');
    await page.getByLabel('Date', { exact: true }).fill('2026-02-05');
    await choose('Category', 'Cultural');
    await shoot('event-form');
    await publish();

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    expect(files).toEqual(['data/records/events/2026/2026-02-05-youth-festival.yaml']);
    const record = expectValidRecord(files[0]!);
    expect(record).toMatchObject({ category: 'Cultural', title: { en: 'Youth festival', mr: 'युवा महोत्सव' } });
    // A language left blank is not written (the schema refuses an empty text).
    expect(record.description).toEqual({ en: 'Three days of music, drama and debate on the main campus.' });
  });

  it('corrects a mistake in a published record: one commit changing that file', async () => {
    const file = 'data/records/circulars/2026/2026-01-12-examination-form-for-the-winter-session.yaml';
    const before = commits();
    await page.goto(site.url('/admin?circulars#/collections/circulars'));
    await page.getByText('Examination form for the winter session').click();
    await page.getByText('Writing in Circulars collection').waitFor();
    const english = group('Title').getByLabel('English');
    await english.fill('Examination form for the winter session 2026');
    await shoot('correct-form');
    await publish();

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    expect(files).toEqual([file]);
    expect(expectValidRecord(file)).toMatchObject({
      title: { en: 'Examination form for the winter session 2026', mr: 'हिवाळी सत्राच्या परीक्षेचा अर्ज' },
    });
  });

  it('edits a paragraph of a page: one commit changing only that sentence of the page file', async () => {
    const file = 'data/pages/about/history.en.yaml';
    const written = readFileSync(join(repo, file), 'utf8');
    const before = commits();
    // The day in India when the save starts and when it has ended: midnight there may fall between.
    const days = [indiaToday()];
    await page.goto(site.url('/admin?pages#/collections/pages'));
    await page.getByText('About › History (English)').click();
    await page.getByText('Writing in Pages collection').waitFor();
    const paragraph = page.locator('textarea', { hasText: OLD_SENTENCE });
    await paragraph.fill((await paragraph.inputValue()).replace(OLD_SENTENCE, NEW_SENTENCE));
    await shoot('page-form');
    await publish();
    days.push(indiaToday());

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    expect(files).toEqual([file]);
    // The sentence and the page's date changed; every other field, key order, quote and comment as written.
    const saved = readFileSync(join(repo, file), 'utf8');
    const savedDay = /^lastUpdated: (.*)$/m.exec(saved)?.[1] ?? '';
    expect(days).toContain(savedDay);
    expect(saved).toBe(
      written.replace(OLD_SENTENCE, NEW_SENTENCE).replace(/^lastUpdated: .*$/m, `lastUpdated: ${savedDay}`),
    );
    const read = readPage(file, readFileSync(join(repo, file), 'utf8'));
    expect('problems' in read ? read.problems : []).toEqual([]);
  });

  it("corrects the university's tagline (a site file): one commit changing only that line", async () => {
    const file = 'data/site/identity.yaml';
    const written = readFileSync(join(repo, file), 'utf8');
    const before = commits();
    // A freshly loaded desk (see openNew): after a hash change alone, the entry's set-up could reset the field.
    await page.goto(site.url('/admin?site#/collections/site/entries/identity'));
    await page.getByText('Writing in Site collection').waitFor();
    await page.getByLabel('Tagline', { exact: true }).fill('Knowledge is Power, for everyone');
    await publish();

    const { count, files } = lastCommit(before);
    expect(count).toBe(1);
    expect(files).toEqual([file]);
    // Only the tagline changed: the comments, the quotes and every other field as written.
    expect(readFileSync(join(repo, file), 'utf8')).toBe(
      written.replace('tagline: Knowledge is Power', 'tagline: Knowledge is Power, for everyone'),
    );
    expect(checkSiteFiles(repo)).toEqual([]);
  });

  /**
   * What the desk published, built as CI builds it (in the same clone, on a day after the
   * notice's last day) and served: the circular and the event show on every page, list and file
   * they belong to, in each language, and the expired notice only on the archive.
   */
  it('after the build, each record shows everywhere it belongs, and the expired notice only on the archive', async () => {
    symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'), 'dir');
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: repo,
      env: { ...process.env, UNI_BUILD_DATE: '2026-02-10' },
      stdio: 'pipe',
    });
    // The clone's own built site (an outDir given outright: the config's is relative to the working directory).
    const built = await preview({
      root: join(repo, 'host'),
      configFile: join(repo, 'vite.config.ts'),
      build: { outDir: join(repo, 'dist') },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
    });
    const origin = built.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const text = async (path: string, act?: (tab: Page) => Promise<unknown>) => {
      const tab = await site.browser.newPage();
      await tab.goto(origin + path);
      await act?.(tab);
      // The page's text, any shadow roots included.
      const all = await tab.evaluate(() => {
        const walk = (node: Node): string =>
          node instanceof Element && node.shadowRoot
            ? walk(node.shadowRoot) + Array.from(node.childNodes, walk).join(' ')
            : node.nodeType === Node.TEXT_NODE
              ? (node.textContent ?? '')
              : Array.from(node.childNodes, walk).join(' ');
        return walk(document.body).replace(/\s+/g, ' ');
      });
      await tab.close();
      return all;
    };
    const file = async (path: string) => (await fetch(origin + path)).text();
    try {
      const circular = 'Examination form for the winter session 2026';
      const circularMr = 'हिवाळी सत्राच्या परीक्षेचा अर्ज';
      const notice = 'Library closed for stock-taking';
      const event = 'Three days of music, drama and debate on the main campus.';
      // The circulars table, the Student page's updates box, What's new in three languages.
      expect(await text('/student/circulars')).toContain(circular);
      expect(await text('/student')).toContain(circular);
      expect(await text('/whats-new')).toContain(circular);
      expect(await text('/mr/whats-new')).toContain(circularMr);
      // Hindi was left blank: the English title, marked as English.
      expect(await text('/hi/whats-new')).toContain(circular);
      // The event: the home page's events, the events page, the calendars and the JSON feed, in each language.
      // On the home page, in the Cultural panel of the events, as a visitor opens it.
      const openCultural = async (tab: Page) => {
        const cultural = tab.locator('uni-events').getByRole('button', { name: 'Cultural' }).first();
        await cultural.click();
        await expect.poll(() => cultural.getAttribute('aria-expanded')).toBe('true');
      };
      expect(await text('/', openCultural)).toContain(event);
      expect(await text('/events')).toContain(event);
      expect(await file('/feeds/events.json')).toContain(event);
      expect(await file('/feeds/events.ics')).toContain('Three days of music');
      expect(await text('/mr/events')).toContain(event);
      // The search index holds the circulars page's new row.
      const indexFolder = join(repo, 'dist/search/en');
      const searchIndex = readdirSync(indexFolder).map((name) => readFileSync(join(indexFolder, name), 'utf8'));
      expect(searchIndex.join('')).toMatch(/winter session 2026/i);
      // The sitemap dates the archive by the day the notice moved there (its last day).
      const sitemap = await servedSitemaps((path) => origin + path);
      expect(sitemap).toMatch(/\/whats-new<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(sitemap).toMatch(/\/archive<\/loc><lastmod>2026-01-31<\/lastmod>/);
      // The notice's last day (31 January) has passed on the build's day: only the archive lists it.
      expect(await text('/archive')).toContain(notice);
      expect(await text('/whats-new')).not.toContain(notice);
      expect(await text('/student')).not.toContain(notice);
      // The page's paragraph as the desk corrected it.
      const history = await text('/about/history');
      expect(history).toContain(NEW_SENTENCE);
      expect(history).not.toContain(OLD_SENTENCE);
      // Dated the day the desk changed it.
      const savedDay = /^lastUpdated: (.*)$/m.exec(
        readFileSync(join(repo, 'data/pages/about/history.en.yaml'), 'utf8'),
      )?.[1];
      expect(await file('/about/history.html')).toContain(`<time dateTime="${savedDay}" data-last-updated="">`);
    } finally {
      await new Promise<void>((done) => built.httpServer.close(() => done()));
    }
  }, 240_000);
});
