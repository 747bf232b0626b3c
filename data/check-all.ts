import type { ZodType } from 'zod';
import contentImages from './images/content.json';
import { footerLinks, footerPolicyLinks } from './footer';
import { gigwPages } from './gigw-pages';
import { landingClashes, menuLandings } from './menu-landings';
import { sidebarLandingClashes } from './sidebar-bound';
import { generatedPages, staticPages } from './pages';
import aboutImages from './images/about.json';
import { newsRows } from './content/news';
import { events } from './home/events';
import { recordPagesIn } from './records/site-record-pages';
import { contentSources, routes } from './routes';
import { UniEvents } from './schema/home';
import { NewsRow } from './schema/layouts';
import { StaticPage } from './schema/page';
import { PageContent, RouteEntry } from './schema/content';
import { ImageAsset, QuickLink, SiteIdentity } from './schema/site';
import { site } from './site';
import { checkData } from './validate';

/** A route's own fields: its content and sidebar are its section page's (`routeBodies`). */
const RouteFacts = RouteEntry.omit({ contents: true, sidebarItems: true });
/** What a route shows: named by the path of the first route that shows it. */
const RouteBody = RouteEntry.pick({ path: true, contents: true, sidebarItems: true });

/**
 * Each content and sidebar the routes show, once, with the first route's path that shows it. A
 * section's routes share its page's arrays (data/route-table.ts `buildRoutes`): checked route by
 * route, every route copied its section's whole content and sidebar (the schema's output), all
 * held until the last was checked: at 10,000 pages a language, a sidebar of 100 items in each
 * of 100 routes of a section, 1.6 GB and the build's peak memory.
 */
export function routeBodies(all: readonly RouteEntry[]): Array<Pick<RouteEntry, 'path' | 'contents' | 'sidebarItems'>> {
  const seen = new Map<readonly unknown[], Set<readonly unknown[]>>();
  return all.flatMap(({ path, contents, sidebarItems }) => {
    const sidebars = seen.get(contents) ?? new Set();
    seen.set(contents, sidebars);
    if (sidebars.has(sidebarItems)) return [];
    sidebars.add(sidebarItems);
    return [{ path, contents, sidebarItems }];
  });
}

/**
 * The bundled data sets that are not a widget's sample, the file each lives in, and
 * the schema it must pass. A widget's sample is checked against the schema its
 * `defineWidget` call declares (host/vite/checks/check-data-plugin.ts, tests/unit/widget-data.test.ts),
 * so a new data widget needs no line here.
 */
export const bundledData: Array<{ file: string; value: unknown; schema: ZodType }> = [
  { file: 'data/site/identity.yaml', value: site, schema: SiteIdentity },
  { file: 'data/site/footer.yaml', value: [...footerLinks, ...footerPolicyLinks], schema: QuickLink.array() },
  { file: 'data/pages.ts', value: staticPages, schema: StaticPage.array() },
  { file: 'data/records/site-record-pages.ts', value: recordPagesIn('en'), schema: StaticPage.array() },
  { file: 'data/gigw-pages.ts', value: gigwPages, schema: StaticPage.array() },
  { file: 'data/routes.ts', value: routes, schema: RouteFacts.array() },
  { file: 'data/routes.ts', value: routeBodies(routes), schema: RouteBody.array() },
  ...contentSources.flatMap(({ entries }) =>
    entries.map(({ file, page }) => ({ file, value: page, schema: PageContent })),
  ),
  // The events and news widgets' default data is made from these (data/records/widget-data-files.ts).
  { file: 'data/content/news.ts', value: newsRows, schema: NewsRow.array() },
  { file: 'data/home/events.ts', value: events, schema: UniEvents },
  { file: 'data/images/about.json', value: Object.values(aboutImages), schema: ImageAsset.array() },
  { file: 'data/images/content.json', value: Object.values(contentImages), schema: ImageAsset.array() },
];

/**
 * One line per invalid data set, e.g. `data/site/menu.yaml: [3].path: must be a site path`, then
 * one per landing page of the menu whose path another page has.
 */
export function checkAllData(entries = bundledData): string[] {
  const invalid = entries.flatMap(({ file, value, schema }) => {
    try {
      checkData(schema, value, file);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
  const pagePaths = [...routes, ...staticPages, ...recordPagesIn('en'), ...gigwPages, ...generatedPages].map(
    (page) => page.path,
  );
  return [...invalid, ...landingClashes(menuLandings, pagePaths), ...sidebarLandingClashes(routes, pagePaths)];
}
