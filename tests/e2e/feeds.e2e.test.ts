import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"/g)].map(
    ([, type, title, href]) => ({ type, title, href }),
  );

describe('feeds on the built site', () => {
  it('every language announces its own feeds, and each is served with its type', async () => {
    for (const [page, prefix, newsTitle] of [
      ['/', '', 'Daily News (RSS)'],
      ['/mr/about/history', '/mr', 'दैनंदिन बातम्या (RSS)'],
      ['/hi/events', '/hi', 'दैनिक समाचार (RSS)'],
    ] as const) {
      const links = alternates(await (await fetch(site.url(page))).text());
      expect(links.map((link) => link.href)).toEqual([
        `${prefix}/feeds/news.xml`,
        `${prefix}/feeds/news.atom`,
        `${prefix}/feeds/news.json`,
        `${prefix}/feeds/events.ics`,
      ]);
      expect(links[0]!.title).toBe(newsTitle);
      for (const link of links) {
        const response = await fetch(site.url(link.href));
        expect(response.status, link.href).toBe(200);
        expect((await response.text()).length).toBeGreaterThan(200);
      }
    }
    expect((await fetch(site.url('/feeds/events.ics'))).headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('the Hindi calendar carries Hindi text, folded at 75 octets', async () => {
    const ics = await (await fetch(site.url('/hi/feeds/events-academic.ics'))).text();
    expect(ics.replace(/\r\n /g, '')).toMatch(/X-WR-CALNAME:.*शैक्षणिक/);
    expect(ics).toMatch(/[\u0900-\u097F]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('the events and news widgets offer subscribing in the page language; /embed documents the feeds', async () => {
    const { page, errors } = await site.open('/mr/events');
    const calendar = page.locator('uni-events a[data-subscribe="events"]');
    await calendar.first().waitFor();
    expect(await calendar.first().getAttribute('href')).toBe('/mr/feeds/events.ics');
    expect(await calendar.first().textContent()).toBe('दिनदर्शिकेत जोडा');
    // One link for all categories, then one per category.
    expect(await calendar.count()).toBe(6);
    const docs = await site.open('/embed');
    await docs.page.locator('uni-embed-docs #embed-feeds').waitFor();
    expect(await docs.page.locator('uni-embed-docs').getByText('/feeds/events-workshop.ics').count()).toBe(1);
    // <uni-news> with the kit's own news (its frame page) links to the news feed.
    const frame = await site.open('/embed/frame/uni-news');
    const newsFeed = frame.page.locator('uni-news a[data-subscribe="news"]');
    await newsFeed.waitFor();
    // Absolute on the kit's own site: the frame's links open in the embedding page.
    expect(await newsFeed.getAttribute('href')).toBe(site.url('/feeds/news.xml'));
    await frame.page.close();
    expect([...errors, ...docs.errors]).toEqual([]);
    await page.close();
    await docs.page.close();
  });

  it('an embedded widget with its own data offers no subscription to the university’s calendar', async () => {
    const { page } = await site.open('/demo/legacy-cms.html');
    await page.locator('uni-events [data-events-panel]').first().waitFor();
    const own = await page.evaluate(() =>
      [...document.querySelectorAll('uni-events')].map((element) => ({
        ownData: element.hasAttribute('src') || Boolean(element.querySelector('script[type="application/json"]')),
        subscribe: Boolean(element.shadowRoot?.querySelector('[data-subscribe]')),
      })),
    );
    expect(own.some((widget) => widget.ownData)).toBe(true);
    expect(own.filter((widget) => widget.ownData).every((widget) => !widget.subscribe)).toBe(true);
    await page.close();
  });
});
