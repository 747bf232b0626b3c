import { describe, expect, it } from 'vitest';
import { forgetSection } from '../../host/vite/prerender/section-page-data';
import { loadedRoute, loadPageData, pageDataOf } from '../../widgets/content-page/route-store';

describe('the route store (widgets/content-page/route-store.ts)', () => {
  it('forgets a section in one language, which the next load brings back; other sections and languages stay', async () => {
    // tests/unit/setup.ts has loaded every section in every language.
    expect(loadedRoute('/about/history', 'mr')?.route.path).toBe('/about/history');
    forgetSection('about', 'mr');
    expect(loadedRoute('/about/history', 'mr')).toBeUndefined();
    expect(loadedRoute('/about/authorities', 'mr')).toBeUndefined();
    expect(loadedRoute('/about/history', 'en')?.translated).toBe(true);
    expect(loadedRoute('/academics/computer-science', 'mr')?.route.path).toBe('/academics/computer-science');
    await loadPageData('/about/history', 'mr');
    expect(loadedRoute('/about/history', 'mr')?.route.path).toBe('/about/history');
  });

  it('gives a listing’s later page its own rows, in its language, and forgets them with its section', async () => {
    const rowsOf = (path: string, lang: 'en' | 'mr') => {
      const route = loadedRoute(path, lang)?.route;
      const table = route?.contents.find((item) => item.layout_type === 'searchbar-table') as
        | { sections: Array<{ rows: Array<{ file_title?: unknown }>; listing?: { page: number; pages: number } }> }
        | undefined;
      return table?.sections[0];
    };
    // The sample's 26 student circulars: 25 on the listing's own page, the oldest alone on page 2.
    expect(rowsOf('/student/circulars', 'en')?.rows).toHaveLength(25);
    expect(rowsOf('/student/circulars', 'en')?.listing).toMatchObject({ page: 1, pages: 2 });
    const second = rowsOf('/student/circulars/page/2', 'mr');
    expect(second?.listing).toMatchObject({ page: 2, pages: 2 });
    expect(second?.rows.map((row) => row.file_title)).toEqual(['पदव्युत्तर अभ्यासक्रमांचे प्रवेश वेळापत्रक २०२४-२५']);
    forgetSection('student', 'mr');
    expect(loadedRoute('/student/circulars/page/2', 'mr')).toBeUndefined();
    await loadPageData('/student/circulars/page/2', 'mr');
    expect(rowsOf('/student/circulars/page/2', 'mr')?.rows).toHaveLength(1);
  });

  it('knows a path the site has no content page at as none (null), not as still loading', async () => {
    await loadPageData('/no/such/page', 'en');
    expect(pageDataOf('/no/such/page', 'en')).toBeNull();
  });
});
