import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sectionPageData } from '../../host/vite/prerender/section-page-data';
import type { LanguageCode } from '../../data/i18n/languages';
import type { PageData } from '../../data/page-data';
import type { PageEntry } from '../../data/pages/expand-page';
import type { PageGroup } from '../../data/route-table';
import type { PageContent, RouteEntry } from '../../data/schema/content';
import { SIDEBAR_LIST_LIMIT, SIDEBAR_SHOWN, sidebarLandingClashes } from '../../data/sidebar-bound';
import { sitemapTree, type SitemapNode } from '../../data/sitemap';
import { LanguageProvider } from '../../widgets/core/i18n';
import { ContentPageView } from '../../widgets/content-page/ContentPage';

const ROOT = '/academics/physics';
const topicPath = (index: number) => (index === 0 ? ROOT : `${ROOT}/topic-${index}`);

/** A section of `items` pages in one sidebar, each with a paragraph and two updates of its own, as the build reads it. */
function section(items: number, lang: LanguageCode = 'en'): { groups: PageGroup[]; entries: PageEntry[] } {
  const paths = Array.from({ length: items }, (_, index) => topicPath(index));
  const page: PageContent = {
    path: ROOT,
    sidebarItems: paths.map((path, index) => ({
      id: index + 1,
      itemText: index === 0 ? 'Physics' : `Topic ${index} of physics`,
      path,
      updates: [0, 1].map((update) => ({
        id: update + 1,
        text: `Notice ${update} of ${path}`,
        path: `/docs/${index}.pdf`,
      })),
    })),
    contents: paths.map((path, index) => ({
      content_id: index + 1,
      layout_type: 'paragraph' as const,
      sections: [{ heading: `About ${path}`, paragraph: [`${path} `.repeat(20)] }],
    })),
  };
  const groups = [
    { root: ROOT, parentTitle: 'Academics', members: [{ path: ROOT, title: 'Physics', parentTitle: 'Academics' }] },
  ];
  return { groups, entries: [{ file: 'data/pages/academics/physics.en.yaml', lang, page }] };
}

/** Every path of a section of `items` pages with its page data, in `lang` (its file in `fileLang`). */
const pageData = (items: number, lang: LanguageCode = 'en', fileLang: LanguageCode = lang) => {
  const { groups, entries } = section(items, fileLang);
  return new Map(sectionPageData(groups, entries, lang));
};

const routeAt = (data: Map<string, PageData>, path: string): RouteEntry => {
  const route = data.get(path)?.content?.route;
  if (!route) throw new Error(`no page data for ${path}`);
  return route;
};

const render = (route: RouteEntry, lang: LanguageCode = 'en') =>
  renderToString(
    <LanguageProvider lang={lang}>
      <ContentPageView route={route} />
    </LanguageProvider>,
  ).replaceAll('<!-- -->', '');

/** The sidebar's links (the large screen's column, the phone's disclosure). */
const sidebarLinks = (html: string) => {
  const sidebar = /<nav[^>]*data-sidebar=""[\s\S]*?<\/nav>/.exec(html)![0];
  return [...sidebar.matchAll(/<a href="([^"]+)"[^>]*?(aria-current="page")?[^>]*>/g)].map((match) => match[1]);
};

const bytes = (value: unknown) => Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));

describe("the sidebar is bounded by design (data/sidebar-bound.ts, issue #26: a page's weight must not grow with the site)", () => {
  it('a section of 10 pages, of 200 or of 2,000: a page’s data and HTML stay the same size', () => {
    // The same page in each (its topic number has the same digits): only the landing's count differs.
    const path = topicPath(7);
    const sizes = [10, 200, 2000].map((items) => {
      const route = routeAt(pageData(items), path);
      return { items, data: bytes(route), html: bytes(render(route)) };
    });
    const [ten, twoHundred, twoThousand] = sizes;
    // A section over the limit adds its landing page's link and no more; the number only grows a digit.
    expect(twoThousand!.data - twoHundred!.data).toBeLessThanOrEqual(2);
    expect(twoThousand!.html - twoHundred!.html).toBeLessThanOrEqual(2 * 2);
    // Ten items shown whole against twelve and a link: about the same, and far from the 2,000 items' size.
    expect(twoHundred!.data).toBeLessThan(ten!.data * 1.5);
    expect(twoHundred!.html).toBeLessThan(ten!.html * 1.5);
  });

  it(`shows a sidebar of up to ${SIDEBAR_LIST_LIMIT} whole, a longer one as its first item, the active one among its neighbours and the landing's link`, () => {
    const short = routeAt(pageData(SIDEBAR_LIST_LIMIT), topicPath(15));
    expect(short.sidebarItems).toHaveLength(SIDEBAR_LIST_LIMIT);
    expect(short.sidebarTotal).toBeUndefined();
    expect(sidebarLinks(render(short))).toHaveLength(SIDEBAR_LIST_LIMIT);

    const data = pageData(200);
    const middle = routeAt(data, topicPath(100));
    expect(middle.sidebarTotal).toBe(200);
    expect(middle.sidebarItems.map((item) => item.path)).toEqual([
      ROOT,
      ...Array.from({ length: SIDEBAR_SHOWN - 1 }, (_, index) => topicPath(95 + index)),
    ]);
    const html = render(middle);
    expect(sidebarLinks(html)).toEqual([...middle.sidebarItems.map((item) => item.path), `${ROOT}/pages`]);
    expect(html).toContain('All 200 pages in Physics');
    expect(html).toMatch(/aria-current="page"[^>]*data-sidebar-id="101"/);
    // At either end the window stays whole: the last item shows the eleven before it and itself.
    const last = routeAt(data, topicPath(199));
    expect(last.sidebarItems.at(-1)!.path).toBe(topicPath(199));
    expect(last.sidebarItems).toHaveLength(SIDEBAR_SHOWN);
  });

  it('the landing page lists every page of the section by its link, titled after the section, in each language', () => {
    for (const [lang, title, link] of [
      ['en', 'Physics: all pages', 'All 200 pages in Physics'],
      ['mr', 'Physics: सर्व पाने', 'Physics मधील सर्व २०० पाने'],
      ['hi', 'Physics: सभी पृष्ठ', 'Physics के सभी 200 पृष्ठ'],
    ] as const) {
      const landing = routeAt(pageData(200, lang), `${ROOT}/pages`);
      expect(landing.title).toBe(title);
      expect(landing.parentTitle).toBe('Physics');
      const html = render(landing, lang);
      const listed = /data-section-pages=""[\s\S]*?<\/ul>/.exec(html)![0];
      expect([...listed.matchAll(/href="([^"]+)"/g)]).toHaveLength(200);
      // The sidebar marks the landing's own link as the page shown; no item is.
      expect(html).toMatch(new RegExp(`aria-current="page"[^>]*><span class="chevron-room"[^>]*></span><span>${link}`));
      expect(html).not.toContain('data-chevron');
    }
  });

  it('the landing page of a section not yet translated marks its English titles as English', () => {
    const data = pageData(200, 'mr', 'en').get(`${ROOT}/pages`)!.content!;
    expect(data.translated).toBe(false);
    expect(data.route.sidebarItems.every((item) => item.lang === 'en')).toBe(true);
    const html = render(data.route, 'mr');
    expect(html).toMatch(/data-section-pages=""><li><a href="\/mr\/academics\/physics" lang="en"/);
  });

  it('a page that takes a landing page’s path is refused, naming the section and the path', () => {
    const landing = routeAt(pageData(200), `${ROOT}/pages`);
    expect(sidebarLandingClashes([landing], [`${ROOT}/pages`])).toEqual([]);
    expect(sidebarLandingClashes([landing], [`${ROOT}/pages`, `${ROOT}/pages`])).toEqual([
      `data/pages: ${ROOT} has 200 pages in its sidebar, more than it shows, so ${ROOT}/pages lists them all; another page has that path: move that page`,
    ]);
  });

  it('the site map page links a long sidebar’s landing page, not each of its items', () => {
    const flat = (nodes: SitemapNode[]): string[] => nodes.flatMap((node) => [node.path, ...flat(node.children)]);
    // A section the sample's menu has, so that the breadcrumb nests its landing page under it.
    const root = '/academics/computer-science';
    const entries = [
      { path: '/academics', title: 'Academics' },
      { path: root, title: 'Computer Science' },
      ...[1, 2, 3].map((topic) => ({
        path: `${root}/topic-${topic}`,
        title: `Topic ${topic}`,
        listedOn: `${root}/pages`,
      })),
      { path: `${root}/pages`, title: 'Computer Science: all pages' },
    ];
    const tree = sitemapTree(entries);
    expect(flat(tree)).toEqual(expect.arrayContaining(['/academics', root, `${root}/pages`]));
    expect(flat(tree)).not.toContain(`${root}/topic-1`);
    // Under its section, as its breadcrumb has it.
    const computing = tree.find((node) => node.path === '/academics')!.children.find((node) => node.path === root)!;
    expect(computing.children.map((node) => node.path)).toEqual([`${root}/pages`]);
  });
});
