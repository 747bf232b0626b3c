import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';
import { servedSitemaps } from './sitemaps';

/**
 * Link integrity of the built site as `npm start` serves it. linkinator crawls
 * from the home page (and each language's home) through
 * every page, link, image, stylesheet, font and document, the widgets' prerendered
 * content included (it is in the light DOM). It also checks
 * that every `#fragment` names an element on its page. External links are listed,
 * never fetched (the machine is offline, and other sites' health is not ours to test).
 * Every page links to the feedback form with its own path (`/feedback?page=/about`): the
 * same file each time, so the form is crawled once and each link's `page` is checked
 * against the pages the crawl found (crawling each copy tripled the test's time).
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('link integrity', () => {
  it('finds no broken internal link, image or document on any page, in any language', async () => {
    const origin = site.url('');
    const starts = ['/', '/mr', '/hi'].map((path) => site.url(path));
    const external = new Set<string>();
    const feedbackFor = new Set<string>();
    const result = await new LinkChecker().check({
      path: starts,
      recurse: true,
      // Gentle on a shared machine; a request that fails for load is tried again before it counts as broken.
      concurrency: 4,
      retryErrors: true,
      retryErrorsCount: 3,
      checkCss: true,
      checkFragments: true,
      timeout: 60_000,
      linksToSkip: async (link) => {
        if (!link.startsWith(`${origin}/`) && link !== origin) {
          if (/^https?:/.test(link)) external.add(link);
          return true;
        }
        const url = new URL(link);
        const feedbackPage = url.pathname.endsWith('/feedback') ? url.searchParams.get('page') : null;
        if (feedbackPage) feedbackFor.add(feedbackPage);
        return feedbackPage !== null;
      },
    });
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const pages = new Set(checked.filter((link) => link.url.startsWith(origin)).map((link) => link.parent));
    const describeLink = (link: LinkResult) =>
      `${link.url.replace(origin, '')} (${link.status}) on ${link.parent?.replace(origin, '')}${link.failureDetails?.length ? `: ${JSON.stringify(link.failureDetails).slice(0, 200)}` : ''}`;
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN).map(describeLink);
    console.log(
      `links: ${checked.length} internal links checked on ${pages.size} pages; ${external.size} external links listed, not fetched:\n  ${[...external].toSorted().join('\n  ')}`,
    );
    expect(pages.size).toBeGreaterThan(100);
    expect(broken).toEqual([]);
    // Every page the crawl fetched (a link to it answered OK). Not the links' parents: linkinator
    // names only the first page it found a link on, so a page whose links all appeared earlier
    // is nobody's parent.
    const crawled = new Set(
      checked
        .filter((link) => link.state === LinkState.OK && link.url.startsWith(origin))
        .map((link) => new URL(link.url).pathname.replace(/(.)\/$/, '$1')),
    );
    // A listing's later pages (/student/circulars/page/2, in every language) are in the sitemaps
    // and reached through their listing's pagination links.
    const sitemap = await servedSitemaps(site.url);
    const listingPages = [...sitemap.matchAll(/<loc>([^<]+\/page\/\d+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(listingPages).toEqual(expect.arrayContaining(['/student/circulars/page/2', '/mr/student/circulars/page/2']));
    expect(listingPages.filter((path) => !crawled.has(path))).toEqual([]);
    expect(feedbackFor.size).toBeGreaterThan(100);
    expect([...feedbackFor].filter((path) => !crawled.has(path))).toEqual([]);
  }, 600_000);
});
