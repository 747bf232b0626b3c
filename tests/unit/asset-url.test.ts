import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { departmentDataPath, feedPaths } from '../../data/feed-paths';
import { LANGUAGE_CODES } from '../../data/i18n/languages';
import { CROSS_ORIGIN_FOLDERS } from '../../host/vite/servers/site-rules';
import {
  assetUrl,
  dataUrl,
  isKitFilePath,
  isKitUrl,
  kitBase,
  setKitBase,
  withAssetUrls,
} from '../../widgets/core/asset-url';

const sample = {
  logo: { src: '/images/home/logo.svg', alt: 'Seal' },
  rows: [
    {
      file: '/docs/news/a.pdf',
      link: '/about/history',
      path: '/about/history',
      external: 'https://example.org/x.pdf',
      relative: 'images/x.svg',
    },
  ],
  count: 3,
};

/** Each test starts as a page does before the embed loader runs: no kit recorded (the loader's record is global). */
const forgetKit = () => ((globalThis as Record<symbol, unknown>)[Symbol.for('uni-kit.base')] = undefined);
const KIT_LOADER = 'https://www.ssu.example/widgets/index.js?v=3';

describe('asset-url (root-relative kit files on other sites)', () => {
  beforeEach(forgetKit);
  afterAll(forgetKit);

  it('changes nothing before the embed loader records the kit (our own site, server rendering)', () => {
    expect(kitBase()).toBeUndefined();
    expect(assetUrl('/images/logo.svg')).toBe('/images/logo.svg');
    expect(withAssetUrls(sample)).toBe(sample);
  });

  it('tells files from pages', () => {
    expect(isKitFilePath('/images/home/hero.svg')).toBe(true);
    expect(isKitFilePath('/docs/news/2025-09-22-x.pdf#page=2')).toBe(true);
    expect(isKitFilePath('/about/history')).toBe(false);
    expect(isKitFilePath('/')).toBe(false);
    expect(isKitFilePath('//cdn.example/x.svg')).toBe(false);
    expect(isKitFilePath('https://example.org/x.pdf')).toBe(false);
    expect(isKitUrl('/quick-links#ugc', 'link')).toBe(true);
    expect(isKitUrl('/about', 'href')).toBe(true);
    expect(isKitUrl('/about', 'path')).toBe(false);
    expect(isKitUrl('//cdn.example/x', 'link')).toBe(false);
  });

  it('resolves against the site the loader came from (the folder above widgets/), the first loader winning', () => {
    setKitBase(KIT_LOADER);
    setKitBase('https://other.example/widgets/index.js');
    expect(kitBase()).toBe('https://www.ssu.example/');
    expect(assetUrl('/images/logo.svg')).toBe('https://www.ssu.example/images/logo.svg');
    expect(assetUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(assetUrl('//cdn.example/a.svg')).toBe('//cdn.example/a.svg');
    expect(assetUrl('images/a.svg')).toBe('images/a.svg');
  });

  it('rewrites root-relative files and link/href page links of a sample, at any depth, and leaves paths and the original alone', () => {
    setKitBase(KIT_LOADER);
    const embedded = withAssetUrls(sample);
    expect(embedded).toEqual({
      logo: { src: 'https://www.ssu.example/images/home/logo.svg', alt: 'Seal' },
      rows: [
        {
          file: 'https://www.ssu.example/docs/news/a.pdf',
          link: 'https://www.ssu.example/about/history',
          path: '/about/history',
          external: 'https://example.org/x.pdf',
          relative: 'images/x.svg',
        },
      ],
      count: 3,
    });
    expect(sample.logo.src).toBe('/images/home/logo.svg');
  });

  it('keeps a kit served from a sub-folder working', () => {
    setKitBase('https://univ.example/portal/widgets/index.js');
    expect(assetUrl('/images/logo.svg')).toBe('https://univ.example/portal/images/logo.svg');
  });

  it("reads the university's feeds and departments' files, as the manifest names them, from the kit's site; other data from the page's", () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('uni-kit.base')] = undefined;
    expect(dataUrl('/feeds/events.json')).toBe('/feeds/events.json');
    setKitBase('https://www.ssu.example/widgets/index.js');
    for (const lang of LANGUAGE_CODES) {
      for (const path of [
        feedPaths(lang).eventsJson,
        feedPaths(lang).newsJson,
        departmentDataPath(lang, 'physics', 'events'),
      ]) {
        expect(dataUrl(path), path).toBe(`https://www.ssu.example${path}`);
        // The same folders the servers open to other origins: a path read from the kit's site must be readable there.
        expect(
          CROSS_ORIGIN_FOLDERS.some((folder) => path.startsWith(`${folder}/`)),
          path,
        ).toBe(true);
      }
    }
    for (const own of [
      '/department/news.json',
      '/feeds-archive/news.json',
      'feeds/events.json',
      'https://other.example/feeds/news.json',
      '//cdn.example/feeds/x.json',
    ])
      expect(dataUrl(own), own).toBe(own);
  });
});
