import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeHash, contentInputs, inputHashes, sectionInputs } from '../../host/vite/incremental/build-inputs.ts';
import { documentSizes } from '../../host/vite/modules/doc-sizes-plugin.ts';

/** The incremental build's hashes (host/vite/incremental/build-inputs.ts), on copies of the project's files. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'uni-build-inputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const write = (folder: string, file: string, text: string) => {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), text);
};

describe('codeHash', () => {
  /** A small project of its own for each test (tests run in a random order). */
  let projects = 0;
  const project = () => {
    const folder = join(work, `code-${(projects += 1)}`);
    write(folder, 'package-lock.json', '{}');
    write(folder, 'host/main.ts', 'export {};');
    write(folder, 'data/site/menu.yaml', 'items: []');
    write(folder, 'data/records/queries.ts', 'export {};');
    write(folder, 'data/records/circulars/2025/a.yaml', 'title: A');
    write(folder, 'data/pages/about/history.en.yaml', 'title: History');
    return { folder, before: codeHash(folder) };
  };

  it('changes with the code, the lock file and the shared data (the menu)', () => {
    const { folder, before } = project();
    for (const file of ['host/main.ts', 'package-lock.json', 'data/site/menu.yaml', 'data/records/queries.ts']) {
      const text = readFileSync(join(folder, file), 'utf8');
      write(folder, file, `${text}\n`);
      expect(codeHash(folder), file).not.toBe(before);
      write(folder, file, text);
    }
    expect(codeHash(folder)).toBe(before);
  });

  it('changes with a file added, not with a page or a record', () => {
    const { folder, before } = project();
    write(folder, 'data/records/circulars/2025/a.yaml', 'title: A, revised');
    write(folder, 'data/pages/about/history.en.yaml', 'title: History, revised');
    write(folder, 'data/records/circulars/2026/b.yaml', 'title: B');
    expect(codeHash(folder)).toBe(before);
    write(folder, 'widgets/new.ts', 'export {};');
    expect(codeHash(folder)).not.toBe(before);
  });

  it('leaves out the documents (content: the manifest has their sizes), not the other public files', () => {
    const { folder, before } = project();
    write(folder, 'public/docs/circulars/2026-01-12-exam.pdf', '%PDF-1.4 an exam circular');
    expect(codeHash(folder)).toBe(before);
    expect(documentSizes(folder)).toEqual({ '/docs/circulars/2026-01-12-exam.pdf': 25 });
    write(folder, 'public/images/logo.svg', '<svg/>');
    expect(codeHash(folder)).not.toBe(before);
  });
});

describe('contentInputs', () => {
  const folder = join(work, 'content');
  for (const path of ['data/pages', 'data/records']) cpSync(join(root, path), join(folder, path), { recursive: true });
  const today = '2026-01-12';
  const before = contentInputs(folder, today);
  const changedSince = (after: typeof before) =>
    Object.keys(after.sections).filter((key) => after.sections[key] !== before.sections[key]);

  it('has every section in every language, and the events pages in every language', () => {
    expect(Object.keys(before.sections)).toContain('student:mr');
    expect(Object.keys(before.sections)).toContain('about:hi');
    expect(Object.keys(before.sections)).toEqual(
      expect.arrayContaining(['events/pages:en', 'events/pages:mr', 'events/pages:hi']),
    );
  });

  it('a circular republished changes the sections that list it, in every language, and no other', () => {
    const file = join(folder, 'data/records/circulars/2025/2025-02-14-exam-forms-summer.yaml');
    const text = readFileSync(file, 'utf8');
    const revised = text.replace(/^( {2}(?:en|mr|hi): .*)$/gm, '$1 (revised)');
    expect(revised).not.toBe(text);
    writeFileSync(file, revised);
    const after = contentInputs(folder, today);
    expect(changedSince(after).toSorted()).toEqual(['student:en', 'student:hi', 'student:mr']);
    expect(after.widgetRecords).toBe(before.widgetRecords);
    writeFileSync(file, text);
  });

  it('takes a section’s hash as its module made it in this build when there is one, and makes each other once', () => {
    const asked: string[] = [];
    const section = sectionInputs(folder, today, (name, lang) => {
      asked.push(`${name}:${lang}`);
      return name === 'student' ? 'as-its-module-made-it' : undefined;
    });
    const inputs = contentInputs(folder, today, section);
    expect(inputs.sections['student:mr']).toBe('as-its-module-made-it');
    expect(inputs.sections['about:hi']).toBe(before.sections['about:hi']);
    expect(inputs).toEqual({
      ...before,
      sections: {
        ...before.sections,
        'student:en': 'as-its-module-made-it',
        'student:mr': 'as-its-module-made-it',
        'student:hi': 'as-its-module-made-it',
      },
    });
    const askedOnce = asked.length;
    expect(section('about', 'hi')).toBe(before.sections['about:hi']);
    expect(asked.length, 'made once a build').toBe(askedOnce);
  });

  it('a page translated changes its section in that language alone', () => {
    const file = join(folder, 'data/pages/about/history.mr.yaml');
    const text = readFileSync(file, 'utf8');
    const revised = text.replace(/^ {4}itemText: (.*)$/m, '    itemText: $1 (सुधारित)');
    expect(revised).not.toBe(text);
    writeFileSync(file, revised);
    expect(changedSince(contentInputs(folder, today))).toEqual(['about:mr']);
    writeFileSync(file, text);
  });

  it('a news item changes the widgets’ records and the section of the news table, in every language', () => {
    const file = join(folder, 'data/records/news/2025/2025-10-24-phd-fee-structure.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^( {2}(?:en|mr|hi): .*)$/gm, '$1 (revised)'));
    const after = contentInputs(folder, today);
    expect(after.widgetRecords).not.toBe(before.widgetRecords);
    // The events pages' input is the widgets' records, news included (a news item changes them too: a rendering too many, never one too few).
    expect(changedSince(after).toSorted()).toEqual([
      'about:en',
      'about:hi',
      'about:mr',
      'events/pages:en',
      'events/pages:hi',
      'events/pages:mr',
    ]);
    writeFileSync(file, text);
  });

  it('an event (shown by the events widget, from its data files) changes the widgets’ records and the events pages, no section', () => {
    const folderOfEvents = join(folder, 'data/records/events/2025');
    const file = join(folderOfEvents, readdirSync(folderOfEvents)[0]!);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, `${text}# revised\n`);
    const after = contentInputs(folder, today);
    expect(after.widgetRecords).not.toBe(before.widgetRecords);
    expect(changedSince(after).toSorted()).toEqual(['events/pages:en', 'events/pages:hi', 'events/pages:mr']);
    writeFileSync(file, text);
  });
});

describe('inputHashes: the inputs of a build of its own, now', () => {
  const folder = join(work, 'inputs');
  write(folder, 'widgets/a.ts', 'export const a = 1;');
  write(folder, 'node_modules/pkg/index.js', 'export {};');
  write(folder, 'data/records/events/2025/a.yaml', 'title: A');
  write(folder, 'data/records/news/2025/b.yaml', 'title: B');
  let sectionsMade = 0;
  const facts = {
    code: 'code-1',
    today: '2026-01-12',
    sections: () => {
      sectionsMade += 1;
      return { 'about:en': 'a1', 'student:en': 's1' };
    },
    routeIndex: 'export const routeIndex = [];',
    extra: { 'devanagari-subset': 'subset-1' },
  };
  const now = (changes: Partial<typeof facts> = {}) => inputHashes(folder, { ...facts, ...changes });

  it('hashes a file by its bytes, its query aside; a file gone or a folder is no input it was', () => {
    const first = now()('file:widgets/a.ts');
    expect(first).toMatch(/^[\da-f]{64}$/);
    expect(now()('file:widgets/a.ts?inline')).toBe(first);
    expect(now()('file:node_modules/pkg/index.js')).not.toBe(first);
    write(folder, 'widgets/a.ts', 'export const a = 2;');
    expect(now()('file:widgets/a.ts')).not.toBe(first);
    write(folder, 'widgets/a.ts', 'export const a = 1;');
    expect(now()('file:widgets/a.ts')).toBe(first);
    expect(now()('file:widgets/gone.ts')).toBeUndefined();
    expect(now()('file:widgets')).toBeUndefined();
  });

  it('hashes a kind’s records by its own files: a change to another kind leaves it', () => {
    const events = now()('records:events');
    const news = now()('records:news');
    expect(events).toMatch(/^[\da-f]{64}$/);
    expect(news).not.toBe(events);
    write(folder, 'data/records/news/2025/b.yaml', 'title: B, revised');
    expect(now()('records:events')).toBe(events);
    expect(now()('records:news')).not.toBe(news);
    write(folder, 'data/records/events/2026/c.yaml', 'title: C');
    expect(now()('records:events')).not.toBe(events);
    expect(now()('records:nothing')).toBeUndefined();
  });

  it('gives the code, the date, the extra inputs; hashes the route index and the pages with their date', () => {
    const hashes = now();
    expect(hashes('code')).toBe('code-1');
    expect(hashes('build-date')).toBe('2026-01-12');
    expect(hashes('devanagari-subset')).toBe('subset-1');
    expect(hashes('route-index')).toMatch(/^[\da-f]{64}$/);
    expect(now({ routeIndex: 'export const routeIndex = [1];' })('route-index')).not.toBe(hashes('route-index'));
    const pages = hashes('pages');
    expect(pages).toMatch(/^[\da-f]{64}$/);
    expect(now({ today: '2026-01-13' })('pages')).not.toBe(pages);
    expect(now({ sections: () => ({ 'about:en': 'a2', 'student:en': 's1' }) })('pages')).not.toBe(pages);
    expect(hashes('another')).toBeUndefined();
  });

  it('makes each input once, and the pages only when asked', () => {
    sectionsMade = 0;
    const hashes = now();
    hashes('code');
    expect(sectionsMade).toBe(0);
    hashes('pages');
    hashes('pages');
    expect(sectionsMade).toBe(1);
  });
});
