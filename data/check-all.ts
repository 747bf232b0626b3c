import type { ZodType } from 'zod';
import { contentImages } from './content-images';
import { footerLinks, footerPolicyLinks } from './footer';
import { quickLinks } from './home/quick-links';
import { affiliatedLogos } from './home/affiliations';
import { events } from './home/events';
import { hero } from './home/hero';
import { leaders } from './home/leaders';
import { portalTiles } from './home/portal';
import { recognitions } from './home/recognitions';
import { statistics } from './home/statistics';
import { featuredVideo } from './home/videos';
import * as home from './schema/home';
import { menu } from './menu';
import { gigwPages } from './gigw-pages';
import { staticPages } from './pages';
import { aboutImages } from './about-images';
import { newsRows } from './content/news';
import { loginForm } from './login';
import { contentSources, routes } from './routes';
import { LoginForm, NewsRow } from './schema/layouts';
import { Menu } from './schema/menu';
import { StaticPage } from './schema/page';
import { PageContent, RouteEntry } from './schema/content';
import { ImageAsset, QuickLink, SiteIdentity } from './schema/site';
import { site } from './site';
import { checkData } from './validate';

/** Every bundled data set, the file it lives in, and the schema it must pass. */
export const bundledData: Array<{ file: string; value: unknown; schema: ZodType }> = [
  { file: 'data/site.ts', value: site, schema: SiteIdentity },
  { file: 'data/menu.ts', value: menu, schema: Menu },
  { file: 'data/footer.ts', value: [...footerLinks, ...footerPolicyLinks], schema: QuickLink.array() },
  { file: 'data/home/quick-links.ts', value: quickLinks, schema: QuickLink.array() },
  { file: 'data/home/hero.ts', value: hero, schema: home.Hero },
  { file: 'data/home/portal.ts', value: portalTiles, schema: home.PortalTiles },
  { file: 'data/home/affiliations.ts', value: affiliatedLogos, schema: home.AffiliatedLogos },
  { file: 'data/home/leaders.ts', value: leaders, schema: home.Leaders },
  { file: 'data/home/videos.ts', value: featuredVideo, schema: home.FeaturedVideo },
  { file: 'data/home/events.ts', value: events, schema: home.UniEvents },
  { file: 'data/home/recognitions.ts', value: recognitions, schema: home.Recognitions },
  { file: 'data/home/quick-links.ts (home grid)', value: quickLinks, schema: home.HomeQuickLinks },
  { file: 'data/home/statistics.ts', value: statistics, schema: home.Statistics },
  { file: 'data/pages.ts', value: staticPages, schema: StaticPage.array() },
  { file: 'data/gigw-pages.ts', value: gigwPages, schema: StaticPage.array() },
  { file: 'data/routes.ts', value: routes, schema: RouteEntry.array() },
  ...contentSources.map(({ file, pages }) => ({ file, value: pages, schema: PageContent.array() })),
  { file: 'data/content/news.ts', value: newsRows, schema: NewsRow.array().length(10) },
  { file: 'data/login.ts', value: loginForm, schema: LoginForm },
  { file: 'data/about-images.ts', value: Object.values(aboutImages), schema: ImageAsset.array() },
  { file: 'data/content-images.ts', value: Object.values(contentImages), schema: ImageAsset.array() },
];

/** One line per invalid data set, e.g. `data/menu.ts: [3].path: must be a site path`. */
export function checkAllData(entries = bundledData): string[] {
  return entries.flatMap(({ file, value, schema }) => {
    try {
      checkData(schema, value, file);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
}
