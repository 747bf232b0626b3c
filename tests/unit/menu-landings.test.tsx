import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { routeIndex } from 'virtual:route-index';
import { Breadcrumb } from '../../host/Breadcrumb';
import { documentTitle, screenFor } from '../../host/screens';
import { breadcrumbTrail } from '../../data/breadcrumbs';
import { checkAllData } from '../../data/check-all';
import { lastUpdatedOf } from '../../data/last-updated';
import { MENU_LIST_LIMIT, landingPath } from '../../data/menu-bound';
import { landingClashes, landingsOf, menuLandingAt, menuLandings } from '../../data/menu-landings';
import { sitePagePaths } from '../../data/pages';
import { Menu as MenuSchema } from '../../data/schema/menu';
import { sitemapPaths, sitemapTree } from '../../data/sitemap';
import { LanguageProvider } from '../../widgets/core/i18n';
import { preloadSamples } from '../../widgets/core/localised-sample';
import { Page } from '../../widgets/page/Page';
import { withDepartments } from './menu-departments';

// The site's menu as a university with 40 departments more writes it: Academics' list is over the limit.
vi.mock('../../data/menu', async (original) => {
  const { menu } = await original<typeof import('../../data/menu')>();
  const { withDepartments: grow } = await import('./menu-departments');
  return { menu: grow(menu, 40) };
});

const LANDING = '/academics/all';

describe("a menu list's landing page (data/menu-landings.ts)", () => {
  it('is one page for each list over the limit, listing every entry of it in the menu`s order', () => {
    expect(menuLandings.map((landing) => landing.path)).toEqual([LANDING]);
    const landing = menuLandingAt(LANDING)!;
    expect(landing.owner).toEqual({ path: '/academics', title: 'Academics' });
    expect(landing.entries).toHaveLength(41);
    expect(landing.entries[0]!.path).toBe('/academics/computer-science');
    expect(landing.entries.at(-1)!.path).toBe('/academics/department-0040');
    expect(landingPath('/')).toBe('/all');
  });

  it('is a site page, in the sitemaps, under its owner in the breadcrumb and the /sitemap tree', () => {
    expect(sitePagePaths()).toContain(LANDING);
    expect(sitemapPaths(routeIndex)).toContain(LANDING);
    const academics = sitemapTree(routeIndex).find((node) => node.path === '/academics')!;
    expect(academics.children.map((node) => node.path)).toContain(LANDING);
    expect(breadcrumbTrail(LANDING, 'Academics: all pages').map((crumb) => crumb.path)).toEqual([
      '/',
      '/academics',
      LANDING,
    ]);
  });

  it('has its title in each language, in the document title and the breadcrumb', () => {
    expect(screenFor(LANDING, 'en')).toEqual({ kind: 'page', title: 'Academics: all pages' });
    expect(screenFor(LANDING, 'mr').title).toMatch(/^शैक्षणिक.*: सर्व पाने$/);
    expect(screenFor(LANDING, 'hi').title).toMatch(/: सभी पृष्ठ$/);
    expect(documentTitle(`/hi${LANDING}`)).toMatch(/^[^|]*: सभी पृष्ठ \| /);
    const crumbs = renderToString(<Breadcrumb path={LANDING} lang="mr" />);
    expect(crumbs).toContain('href="/mr/academics"');
    expect(crumbs).toMatch(/<span aria-current="page">शैक्षणिक.*: सर्व पाने<\/span>/);
  });

  it('renders a heading and a list of links to every entry, in the page`s language', async () => {
    // The site pages' translated files, loaded as the prerender loads them before it renders.
    await preloadSamples();
    const html = renderToString(
      <LanguageProvider lang="mr">
        <Page path={`/mr${LANDING}`} />
      </LanguageProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>शैक्षणिक.*: सर्व पाने<\/h1>/);
    const links = Array.from(html.matchAll(/<li><a href="([^"]+)"/g), (match) => match[1]);
    expect(links).toHaveLength(41);
    expect(links[0]).toBe('/mr/academics/computer-science');
    expect(links.at(-1)).toBe('/mr/academics/department-0040');
  });

  it('was last updated when the latest of its entries was', () => {
    const dates = ['/academics/computer-science', '/academics']
      .map((path) => lastUpdatedOf(path, routeIndex))
      .filter(Boolean);
    expect(lastUpdatedOf(LANDING, routeIndex)).toBe(dates.toSorted().at(-1));
  });

  it('may not take a path another page has: the check names the menu file and the list', () => {
    expect(checkAllData()).toEqual([]);
    const [landing] = landingsOf(withDepartments([{ id: 1, title: 'Academics', path: '/academics' }], 20));
    expect(landingClashes([landing!], ['/academics/all'])).toEqual([
      'data/site/menu.yaml: /academics has 20 entries, more than the menu shows, so /academics/all lists them all; another page has that path: move that page',
    ]);
  });

  it('the menu bar itself holds at most the limit of top entries (the schema says so)', () => {
    const top = Array.from({ length: MENU_LIST_LIMIT + 1 }, (_, index) => ({
      id: index + 1,
      title: `Top ${index + 1}`,
      path: `/top-${index + 1}`,
    }));
    const result = MenuSchema.safeParse(top);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      `the menu bar holds at most ${MENU_LIST_LIMIT} top entries: put the others under one of them`,
    );
    expect(MenuSchema.safeParse(top.slice(1)).success).toBe(true);
  });
});
