import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { recordPages, type PageRecords } from '../../data/records/record-pages';
import { laterArchivePages } from '../../data/records/site-record-pages';
import type { Stored } from '../../data/records/samples';
import { screenFor } from '../../host/screens';
import { loadFromSections, pageDataAt } from '../../host/vite/prerender/section-page-data';
import { loadPageData, setPageDataLoader } from '../../widgets/content-page/route-store';
import { LanguageProvider } from '../../widgets/core/i18n';
import { preloadSamples } from '../../widgets/core/localised-sample';
import { Page } from '../../widgets/page/Page';

/** The archive in pages of 25 (data/records/record-pages.ts), as the host shows them: each its own path, title and data. */

/** `count` notices, each past its last day on 2026-01-01. */
const records = (count: number): PageRecords => ({
  circulars: [],
  news: [],
  tenders: [],
  documents: [],
  notices: Array.from(
    { length: count },
    (_, index) =>
      ({
        slug: `n${index}`,
        date: '2025-01-10',
        expires: '2025-02-10',
        section: 'student',
        title: { en: `Notice ${index}`, hi: `सूचना ${index}` },
        file: `/docs/notices/n${index}.pdf`,
      }) as Stored<'notices'>,
  ),
});

afterAll(() => loadFromSections());

describe('the archive’s pages', () => {
  it('gives a later page its own title in each language, and no data past the last page', async () => {
    expect(screenFor('/archive/page/2')).toEqual({ kind: 'page', title: 'Archive, page 2' });
    expect(screenFor('/archive/page/2', 'mr')).toEqual({ kind: 'page', title: 'संग्रहण, पान २' });
    // The sample's archive fills one page: /archive knows it, and it has no page 2 to prerender.
    expect(laterArchivePages()).toEqual([]);
    expect((await pageDataAt('mr', '/archive'))?.listing).toEqual({ path: '/archive', page: 1, pages: 1 });
    expect(await pageDataAt('mr', '/archive/page/2')).toBeNull();
  });

  it('shows a later page’s own records and links to the others, from its page data', async () => {
    const pages = recordPages(records(60), 'hi', '2026-01-01').slice(1);
    expect(pages.map((page) => page.path)).toEqual(['/archive', '/archive/page/2', '/archive/page/3']);
    setPageDataLoader(async (path) => [
      [path, { records: pages[1]!, listing: { path: '/archive', page: 2, pages: pages.length } }],
    ]);
    await Promise.all([loadPageData('/archive/page/2', 'hi'), preloadSamples()]);
    const html = renderToString(
      <LanguageProvider lang="hi">
        <Page path="/hi/archive/page/2" />
      </LanguageProvider>,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('सूचना 25');
    expect(html).toContain('सूचना 49');
    expect(html).not.toContain('सूचना 24<');
    expect(html).not.toContain('सूचना 50<');
    // The pagination: where the reader is, then previous, the numbers (this one marked) and next.
    expect(html).toContain('data-listing-nav');
    expect(html).toMatch(/href="\/hi\/archive" rel="prev"/);
    expect(html).toMatch(/href="\/hi\/archive\/page\/2" aria-current="page"/);
    expect(html).toMatch(/href="\/hi\/archive\/page\/3" rel="next"/);
  });
});
