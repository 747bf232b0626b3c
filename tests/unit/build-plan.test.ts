import { describe, expect, it } from 'vitest';
import {
  assetRenames,
  buildReusable,
  fullBuildReason,
  languageSearchInput,
  moduleInputKey,
  MANIFEST_VERSION,
  renameAssets,
  sectionKey,
  sectionsToRender,
  widgetRecordSectionsNow,
  type BuildManifest,
  type BuildRecord,
} from '../../host/vite/incremental/build-plan.ts';

const manifest: BuildManifest = {
  version: MANIFEST_VERSION,
  code: 'code-1',
  documents: { '/docs/circulars/exam.pdf': 23_000 },
  global: 'global-1',
  sections: { [sectionKey('student', 'en')]: 's-en', [sectionKey('student', 'mr')]: 's-mr', 'about:en': 'a-en' },
  widgetRecords: 'events-news-1',
  widgetRecordSections: ['about:en'],
  bundle: { 'chunk:index': 'assets/index-AAAA1111.js', 'chunk:pages': 'assets/pages-BBBB2222.js' },
  builds: {},
  steps: {},
};

describe('sectionKey: one key for each section in each language', () => {
  it('tells sections and languages apart, so a change in one never skips or re-renders another', () => {
    const keys = ['student', 'about'].flatMap((section) => ['en', 'mr', 'hi'].map((lang) => sectionKey(section, lang)));
    expect(new Set(keys).size).toBe(6);
    expect(sectionKey('student', 'mr')).toBe(sectionKey('student', 'mr'));
  });
});

describe('fullBuildReason: when a build may not be incremental', () => {
  const now = { code: 'code-1', documents: manifest.documents };

  it('is incremental when the last build was complete, of this version and of the same code', () => {
    expect(fullBuildReason(manifest, now, { full: false })).toBeUndefined();
  });

  it('is full when asked, with no manifest, an older manifest or other code', () => {
    expect(fullBuildReason(manifest, now, { full: true })).toMatch(/--full/);
    expect(fullBuildReason(undefined, now, { full: false })).toMatch(/no previous build/);
    expect(fullBuildReason({ ...manifest, version: MANIFEST_VERSION - 1 }, now, { full: false })).toMatch(
      /another version/,
    );
    expect(fullBuildReason(manifest, { ...now, code: 'code-2' }, { full: false })).toMatch(/code or the shared data/);
  });

  it('is incremental when a document was added (a circular published with its PDF), full when one was replaced or removed', () => {
    const added = { ...now.documents, '/docs/circulars/new.pdf': 41_000 };
    expect(fullBuildReason(manifest, { ...now, documents: added }, { full: false })).toBeUndefined();
    const replaced = { '/docs/circulars/exam.pdf': 24_000 };
    expect(fullBuildReason(manifest, { ...now, documents: replaced }, { full: false })).toBe(
      'the document /docs/circulars/exam.pdf was replaced or removed',
    );
    expect(fullBuildReason(manifest, { ...now, documents: {} }, { full: false })).toMatch(
      /exam\.pdf was replaced or removed/,
    );
  });
});

describe('assetRenames: the bundle files whose hashed names changed', () => {
  it('maps each changed file to its new name, and leaves out the unchanged', () => {
    const renames = assetRenames(manifest.bundle, { ...manifest.bundle, 'chunk:pages': 'assets/pages-CCCC3333.js' });
    expect([...renames!]).toEqual([['assets/pages-BBBB2222.js', 'assets/pages-CCCC3333.js']]);
  });

  it('is empty for the same bundle', () => {
    expect(assetRenames(manifest.bundle, { ...manifest.bundle })?.size).toBe(0);
  });

  it('cannot follow a bundle of another shape: a file more, a file less, or one swapped', () => {
    expect(
      assetRenames(manifest.bundle, { ...manifest.bundle, 'chunk:new': 'assets/new-DDDD4444.js' }),
    ).toBeUndefined();
    expect(assetRenames(manifest.bundle, { 'chunk:index': 'assets/index-AAAA1111.js' })).toBeUndefined();
    expect(
      assetRenames(manifest.bundle, { 'chunk:index': 'assets/index-AAAA1111.js', 'chunk:other': 'x.js' }),
    ).toBeUndefined();
  });
});

describe('renameAssets', () => {
  it('writes every old name as the new one, wherever and however often it appears', () => {
    const renames = new Map([
      ['assets/pages-BBBB2222.js', 'assets/pages-CCCC3333.js'],
      ['assets/a.b-1.css', 'assets/a.b-2.css'],
    ]);
    const html =
      '<link href="/assets/a.b-1.css"><script src="/assets/pages-BBBB2222.js"></script>/assets/pages-BBBB2222.js';
    expect(renameAssets(html, renames)).toBe(
      '<link href="/assets/a.b-2.css"><script src="/assets/pages-CCCC3333.js"></script>/assets/pages-CCCC3333.js',
    );
  });

  it('reads a name as text, not as a pattern: its dot matches only a dot', () => {
    expect(renameAssets('assets/aXb-1.css', new Map([['assets/a.b-1.css', 'new.css']]))).toBe('assets/aXb-1.css');
  });

  it('leaves the text as it is with nothing to rename', () => {
    expect(renameAssets('<p>same</p>', new Map())).toBe('<p>same</p>');
  });
});

describe('sectionsToRender: which content pages render again', () => {
  const previous = manifest;

  it('renders the sections whose input changed in that language, and the new ones', () => {
    const current = {
      ...manifest,
      sections: { ...manifest.sections, 'student:mr': 's-mr-2', 'news:en': 'n-en' },
    };
    expect(sectionsToRender(previous, current, new Map())).toEqual(new Set(['student:mr', 'news:en']));
  });

  it('renders none when no input changed', () => {
    expect(sectionsToRender(previous, { ...previous }, new Map())).toEqual(new Set());
  });

  it('renders every page when what every page shows changed, or the bundle has another shape', () => {
    expect(sectionsToRender(previous, { ...previous, global: 'global-2' }, new Map())).toBeUndefined();
    expect(sectionsToRender(previous, previous, undefined)).toBeUndefined();
  });

  it('renders the sections that showed the widgets’ records when those changed (an event, a news item), no other', () => {
    const current = { ...manifest, widgetRecords: 'events-news-2' };
    expect(sectionsToRender(previous, current, new Map())).toEqual(new Set(['about:en']));
    expect(sectionsToRender({ ...previous, widgetRecordSections: [] }, current, new Map())).toEqual(new Set());
    // A section gone since is not one to render.
    const { 'about:en': _gone, ...sections } = manifest.sections;
    expect(sectionsToRender(previous, { ...current, sections }, new Map())).toEqual(new Set());
  });
});

describe('languageSearchInput: what a language’s search documents are made from', () => {
  const sections = {
    'student:en': 's-en',
    'student:mr': 's-mr',
    'events/pages:mr': 'events-1',
    'record-pages/archive/page/2:mr': 'archive-2',
  };
  const mr = languageSearchInput('2025-11-20', sections, 'mr');

  it('changes with any of the language’s sections or record pages, and with the date', () => {
    for (const key of ['student:mr', 'record-pages/archive/page/2:mr'])
      expect(languageSearchInput('2025-11-20', { ...sections, [key]: 'changed' }, 'mr'), key).not.toBe(mr);
    expect(languageSearchInput('2025-11-20', { ...sections, 'about:mr': 'new section' }, 'mr')).not.toBe(mr);
    expect(languageSearchInput('2025-11-21', sections, 'mr')).not.toBe(mr);
  });

  it('is the same whatever the events (in no search document) or another language show, in any order', () => {
    expect(languageSearchInput('2025-11-20', { ...sections, 'events/pages:mr': 'events-2' }, 'mr')).toBe(mr);
    expect(languageSearchInput('2025-11-20', { ...sections, 'student:en': 'changed', 'about:hi': 'h' }, 'mr')).toBe(mr);
    const reversed = Object.fromEntries(Object.entries(sections).toReversed());
    expect(languageSearchInput('2025-11-20', reversed, 'mr')).toBe(mr);
    expect(languageSearchInput('2025-11-20', sections, 'en')).not.toBe(mr);
  });
});

describe('widgetRecordSectionsNow: the sections that show the widgets’ records after a build', () => {
  it('keeps the last build’s for the sections it kept, and takes what the rendered pages showed', () => {
    // about:en rendered again and showed none this time; student:en kept; news:mr found now.
    expect(widgetRecordSectionsNow(['about:en', 'student:en'], new Set(['about:en']), ['news:mr'])).toEqual([
      'news:mr',
      'student:en',
    ]);
  });

  it('after every page rendered, is what the pages showed, once each', () => {
    expect(widgetRecordSectionsNow(['about:en'], undefined, ['news:mr', 'news:mr'])).toEqual(['news:mr']);
  });
});

describe('moduleInputKey: the input a module of a build of its own stands for', () => {
  const root = '/work/site';
  it('names a file by its path in the project, its query kept; a package by its path from node_modules', () => {
    expect(moduleInputKey('/work/site/widgets/events/element.ts', root)).toBe('file:widgets/events/element.ts');
    expect(moduleInputKey('/work/site/host/style.css?inline', '/work/site/')).toBe('file:host/style.css?inline');
    expect(moduleInputKey('/elsewhere/node_modules/react/index.js', root)).toBe('file:node_modules/react/index.js');
    expect(moduleInputKey('/work/site/node_modules/a/node_modules/b/c.js', root)).toBe('file:node_modules/b/c.js');
  });

  it('names a virtual module made from the content by the content it is made from', () => {
    expect(moduleInputKey('\0virtual:records/events?lang=mr', root)).toBe('records:events');
    expect(moduleInputKey('\0virtual:records/news?lang=en', root)).toBe('records:news');
    expect(moduleInputKey('\0virtual:build-date', root)).toBe('build-date');
    expect(moduleInputKey('\0virtual:doc-sizes', root)).toBe('documents');
    expect(moduleInputKey('\0virtual:route-index', root)).toBe('route-index');
    // The faces of the subset of the characters the content uses: the subset's own key (the bundle's extra input).
    expect(moduleInputKey('\0virtual:devanagari-faces.css', root)).toBe('devanagari-subset');
    for (const id of [
      'virtual:pages/student?lang=hi',
      'virtual:site-pages?lang=en',
      'virtual:page-loaders',
      'virtual:listing-pages',
      'virtual:listing-page/student?lang=en&path=/student/circulars/page/2',
      'virtual:site-listing-pages?lang=mr',
    ])
      expect(moduleInputKey(`\0${id}`, root), id).toBe('pages');
  });

  it('names the code for the virtual modules made from the code alone and the bundler’s helpers', () => {
    for (const id of [
      'virtual:uni-english/events',
      'virtual:widget-css',
      'virtual:widget-registry',
      'virtual:custom-elements-manifest',
      'virtual:static-pages/gigw?lang=hi',
      'rolldown/runtime.js',
      'vite/modulepreload-polyfill.js',
      'vite/preload-helper.js',
    ])
      expect(moduleInputKey(`\0${id}`, root), id).toBe('code');
  });

  it('knows no other module: a virtual one of another making, a file outside the project, a near name', () => {
    for (const id of [
      '\0virtual:home-samples',
      '\0virtual:route-index-2',
      '\0virtual:page-loaders?x',
      '\0virtual:build-date?lang=en',
      '\0virtual:widget-css2',
      '\0virtual:static-pages/gigw',
      '\0rolldown/runtime.jsx',
      // Each name whole, from its start.
      '\0not-virtual:records/events?lang=en',
      '\0not-virtual:build-date',
      '\0not-virtual:route-index',
      '\0not-virtual:pages/student?lang=en',
      '\0not-virtual:widget-css',
      'virtual:uni-english/events',
      '/work/sites/host/main.ts',
      'host/main.ts',
    ])
      expect(moduleInputKey(id, root), id).toBeUndefined();
  });
});

describe('buildReusable: whether a build of its own may be left out', () => {
  const record: BuildRecord = {
    inputs: { code: 'c1', 'records:events': 'e1', 'file:widgets/a.ts': 'a1' },
    outputs: { 'index.js': 'i1', 'chunks/a.js': 'x1' },
  };
  const now = (changes: Record<string, string | undefined> = {}) => {
    const all: Record<string, string | undefined> = { ...record.inputs, ...record.outputs, ...changes };
    return (key: string) => all[key];
  };

  it('is left out when every input is the same and every file it wrote is there as it wrote it', () => {
    expect(buildReusable(record, now(), now())).toBe(true);
  });

  it('runs when an input changed or cannot be told, or a file it wrote changed or is gone', () => {
    expect(buildReusable(record, now({ 'records:events': 'e2' }), now())).toBe(false);
    expect(buildReusable(record, now({ 'file:widgets/a.ts': undefined }), now())).toBe(false);
    expect(buildReusable(record, now(), now({ 'chunks/a.js': 'x2' }))).toBe(false);
    expect(buildReusable(record, now(), now({ 'index.js': undefined }))).toBe(false);
  });

  it('runs with no record, or a record of no input or no file', () => {
    expect(buildReusable(undefined, now(), now())).toBe(false);
    expect(buildReusable({ ...record, inputs: {} }, now(), now())).toBe(false);
    expect(buildReusable({ ...record, outputs: {} }, now(), now())).toBe(false);
  });
});
