import { describe, expect, it } from 'vitest';
import {
  assetRenames,
  fullBuildReason,
  MANIFEST_VERSION,
  renameAssets,
  sectionKey,
  sectionsToRender,
  unchangedSections,
  type BuildManifest,
} from '../../host/vite/incremental/build-plan.ts';

const manifest: BuildManifest = {
  version: MANIFEST_VERSION,
  code: 'code-1',
  global: 'global-1',
  sections: { [sectionKey('student', 'en')]: 's-en', [sectionKey('student', 'mr')]: 's-mr', 'about:en': 'a-en' },
  bundle: { 'chunk:index': 'assets/index-AAAA1111.js', 'chunk:pages': 'assets/pages-BBBB2222.js' },
};

describe('sectionKey: one key for each section in each language', () => {
  it('tells sections and languages apart, so a change in one never skips or re-renders another', () => {
    const keys = ['student', 'about'].flatMap((section) => ['en', 'mr', 'hi'].map((lang) => sectionKey(section, lang)));
    expect(new Set(keys).size).toBe(6);
    expect(sectionKey('student', 'mr')).toBe(sectionKey('student', 'mr'));
  });
});

describe('fullBuildReason: when a build may not be incremental', () => {
  it('is incremental when the last build was complete, of this version and of the same code', () => {
    expect(fullBuildReason(manifest, 'code-1', { full: false })).toBeUndefined();
  });

  it('is full when asked, with no manifest, an older manifest or other code', () => {
    expect(fullBuildReason(manifest, 'code-1', { full: true })).toMatch(/--full/);
    expect(fullBuildReason(undefined, 'code-1', { full: false })).toMatch(/no previous build/);
    expect(fullBuildReason({ ...manifest, version: MANIFEST_VERSION - 1 }, 'code-1', { full: false })).toMatch(
      /another version/,
    );
    expect(fullBuildReason(manifest, 'code-2', { full: false })).toMatch(/code or the shared data/);
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
  const previous = { global: manifest.global, sections: manifest.sections };

  it('renders the sections whose input changed in that language, and the new ones', () => {
    const current = {
      global: manifest.global,
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
});

describe('unchangedSections: the sections whose input is the last build’s', () => {
  it('keeps a key only when its hash is the same; a changed, new or gone key is not unchanged', () => {
    const previous = { 'student:en': 's-en', 'student:mr': 's-mr', 'about:en': 'a-en' };
    const current = { 'student:en': 's-en', 'student:mr': 's-mr-2', 'exams:en': 'e-en' };
    expect(unchangedSections(previous, current)).toEqual(new Set(['student:en']));
    expect(unchangedSections({}, current)).toEqual(new Set());
    expect(unchangedSections(previous, previous)).toEqual(new Set(Object.keys(previous)));
  });
});
