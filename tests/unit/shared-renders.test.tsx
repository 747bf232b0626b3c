import { routeIndex } from 'virtual:route-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, localisedPath } from '../../data/i18n/languages';
import { menu } from '../../data/menu';
import { sitePagePaths } from '../../data/pages';
import { loadAllWidgets, renderPage } from '../../host/vite/prerender/render-page';
import type { SharedRenders } from '../../host/vite/prerender/shared-renders';

/** Every page the prerender writes, in every language: content pages, the site's own, the 404 pages, the search pages. */
const pages = LANGUAGE_CODES.flatMap((lang) => [
  ...[...new Set(['/', ...routeIndex.map((entry) => entry.path), ...sitePagePaths(), '/404'])].map((path) => ({
    location: localisedPath(lang, path),
    searchPage: false,
  })),
  { location: localisedPath(lang, '/search'), searchPage: true },
]);

describe('the widgets` renders pages share (host/vite/prerender/shared-renders.ts)', () => {
  beforeAll(loadAllWidgets, 120_000);

  it(
    'give every page of the site, in every language, the HTML it has when each widget is rendered for it alone',
    {
      timeout: 300_000,
    },
    () => {
      const shared: SharedRenders = new Map();
      const withShared = pages.map(({ location, searchPage }) => renderPage(location, { searchPage, shared }));
      expect(pages.length).toBeGreaterThan(300);
      pages.forEach(({ location, searchPage }, index) =>
        expect(withShared[index], location).toEqual(renderPage(location, { searchPage })),
      );
      // Shared indeed: the header and the access bar once a language, the menu once for each of its states.
      const tags = [...shared.keys()].map((id) => id.split(' ')[0]);
      for (const tag of ['uni-access-bar', 'uni-header'])
        expect(
          tags.filter((each) => each === tag),
          tag,
        ).toHaveLength(LANGUAGE_CODES.length);
      const menus = tags.filter((tag) => tag === 'uni-menu').length;
      expect(menus).toBeGreaterThan(LANGUAGE_CODES.length);
      // One for each state of the menu (which top item is active, whether the page is one): not one a page.
      expect(menus).toBeLessThanOrEqual(LANGUAGE_CODES.length * 3 * menu.length);
      expect(menus).toBeLessThan(pages.length / 5);
    },
  );
});
