import { EVENT_DATE_MESSAGE } from '../../data/schema/event-date';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ZodType } from 'zod';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { widgetLoaders } from '../../widgets/registry';
import { describe, expect, it } from 'vitest';
import { footerLinks, slugify } from '../../data/footer';
import affiliatedLogos from '../../data/home/affiliations.yaml';
import { EVENT_CATEGORIES } from '../../data/records/event-categories';
import { events } from '../../data/home/events';
import hero from '../../data/home/hero.yaml';
import leaders from '../../data/home/leaders.yaml';
import portalTiles from '../../data/home/portal.yaml';
import quickLinks from '../../data/home/quick-links.yaml';
import recognitions from '../../data/home/recognitions.yaml';
import statistics from '../../data/home/statistics.yaml';
import featuredVideo from '../../data/home/videos.yaml';
import * as home from '../../data/schema/home';
import { site } from '../../data/site';
import { bundledData } from '../../data/check-all';
import { checkData } from '../../data/validate';
import { eventIsoDate } from '../../widgets/events/event-logic';

// Every widget's definition, with its sample data (the data check follows them).
await Promise.all(Object.values(widgetLoaders).map((load) => load()));

/** Home-page sample data (spec 2.4, 3, 4, 9): every count, text and number the spec states. */

const homeData: Array<[file: string, value: unknown, schema: ZodType]> = [
  ['data/home/hero.yaml', hero, home.Hero],
  ['data/home/portal.yaml', portalTiles, home.PortalTiles],
  ['data/home/affiliations.yaml', affiliatedLogos, home.AffiliatedLogos],
  ['data/home/leaders.yaml', leaders, home.Leaders],
  ['data/home/videos.yaml', featuredVideo, home.FeaturedVideo],
  ['data/home/events.ts', events, home.UniEvents],
  ['data/home/recognitions.yaml', recognitions, home.Recognitions],
  ['data/home/quick-links.yaml', quickLinks, home.HomeQuickLinks],
  ['data/home/statistics.yaml', statistics, home.Statistics],
];

describe('home data passes its schemas', () => {
  it.each(homeData)('%s', (file, value, schema) => {
    expect(() => checkData(schema, value, file)).not.toThrow();
  });

  it("every home data set is a widget's sample or the site's data, so the build checks it against its schema", async () => {
    const samples = [...widgetDefinitions.values()].map((definition) => definition.data?.sample);
    // The events are the events widget's default data as a file of the site, not a sample (data/check-all.ts).
    const checked = bundledData.map((entry) => entry.value);
    for (const [file, value] of homeData) expect([...samples, ...checked], file).toContain(value);
  });

  it('bad data names the file and the field', () => {
    expect(() =>
      checkData(home.UniEvents, [{ category: 'Academic', date: '15 Sep 2025', description: 'x' }], 'events.json'),
    ).toThrow(`events.json: [0].date: ${EVENT_DATE_MESSAGE}`);
    expect(() =>
      checkData(home.PortalTiles, [{ icon: 'i-mdi-school', title: 'Admission', link: '#' }], 'tiles.json'),
    ).toThrow('tiles.json: [0].link');
  });
});

describe('spec 2.4 item 1: hero', () => {
  it('has 4 slides with two images alternating', () => {
    expect(hero.slides).toHaveLength(4);
    const images = hero.slides.map((slide) => slide.image);
    expect(new Set(images).size).toBe(2);
    expect([images[2], images[3]]).toEqual([images[0], images[1]]);
  });

  it('has the four social icons in order (X, LinkedIn, Instagram, Facebook) with names, and Quick Links to /quick-links', () => {
    expect(hero.social.map((link) => link.network)).toEqual(['x', 'linkedin', 'instagram', 'facebook']);
    expect(hero.social.map((link) => link.icon)).toEqual([
      'i-simple-icons-x',
      'i-simple-icons-linkedin',
      'i-simple-icons-instagram',
      'i-simple-icons-facebook',
    ]);
    for (const link of hero.social) expect(link.label).toMatch(/^SSU on /);
    expect(hero.quickLinks).toEqual({ title: 'Quick Links', link: '/quick-links' });
  });
});

/** A target is real when it is a route, a site page, an anchor on /quick-links or an https URL. */
async function targetExists(target: string): Promise<boolean> {
  if (target.startsWith('https://')) return true;
  const { findRoute } = await import('../../data/routes');
  const { sitePageTitle } = await import('../../data/pages');
  const [path, anchor] = target.split('#');
  if (path === '/quick-links' && anchor)
    return [...quickLinks, ...footerLinks].some((link) => slugify(link.title) === anchor);
  return Boolean(findRoute(path!) ?? sitePageTitle(path!));
}

describe('spec 2.4 item 2: portal grid', () => {
  it('has the 12 tiles in order, each with an icon', () => {
    expect(portalTiles.map((tile) => tile.title)).toEqual([
      'BBK KRC',
      'Affiliation',
      'Distance Education',
      'Online Programs',
      'Industry Collaboration',
      'Students',
      'Web Apps',
      'Exam Section',
      'Online Courses',
      'Online Receipt',
      'PGBUTR-Ph.D.',
      'Admission',
    ]);
    for (const tile of portalTiles) expect(tile.icon).toMatch(/^i-mdi-/);
  });

  it('every tile leads to an existing page or anchor, never a dead "#"', async () => {
    for (const tile of portalTiles) expect(await targetExists(tile.link), `${tile.title} -> ${tile.link}`).toBe(true);
  });
});

describe('spec 2.4 item 3: affiliated institutions', () => {
  const titles = [
    'Solar Energy',
    'National Academic Depository',
    'Academic Repository',
    site.name,
    'Shodh Ganga',
    'Govt of India',
    'e-Gov Project',
    'Digital India',
  ];

  it('lists the 8 logos twice: 16 items with ids 1 to 16', () => {
    expect(affiliatedLogos).toHaveLength(16);
    expect(affiliatedLogos.map((logo) => logo.id)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(affiliatedLogos.map((logo) => logo.title)).toEqual([...titles, ...titles]);
    expect(affiliatedLogos.slice(8).map((logo) => logo.src)).toEqual(
      affiliatedLogos.slice(0, 8).map((logo) => logo.src),
    );
  });

  it('every Details target exists', async () => {
    for (const logo of affiliatedLogos) expect(await targetExists(logo.link), logo.title).toBe(true);
  });
});

describe('spec 2.4 item 4: leadership', () => {
  it('has the 4 positions, each with name, photo and the agreed More Details target', () => {
    expect(leaders.map((leader) => [leader.position, leader.link])).toEqual([
      ['Chancellor', '/about/campus'],
      ['Vice-Chancellor', '/about/policies'],
      ['Pro-Vice Chancellor', '/about/university-officers'],
      ['Registrar', '/governance/statutes/registrar'],
    ]);
    for (const leader of leaders) {
      expect(leader.name.length).toBeGreaterThan(3);
      expect(leader.image).toMatch(/^\/images\/home\/leader-.+\.svg$/);
    }
  });

  it('every target is a page of the site', async () => {
    for (const leader of leaders) expect(await targetExists(leader.link), leader.position).toBe(true);
  });
});

describe('spec 2.4 item 5: featured video', () => {
  it('has a Marathi caption about the mass communication students’ documentary and https video addresses', () => {
    expect(featuredVideo.featured.captionLang).toBe('mr');
    expect(featuredVideo.featured.caption).toMatch(/^[\u0900-\u097F\s,:‘’]+$/u);
    expect(featuredVideo.featured.caption).toContain('जनसंवाद');
    expect(featuredVideo.featured.caption).toContain('माहितीपट');
    expect(featuredVideo.featured.url).toMatch(/^https:\/\//);
  });

  it('has 4 thumbnails with the repeated title about the Vice Chancellor’s message on the 58th Foundation Day', () => {
    expect(featuredVideo.items).toHaveLength(4);
    expect(new Set(featuredVideo.items.map((item) => item.title))).toEqual(
      new Set(["Vice Chancellor's Message on the 58th Foundation Day"]),
    );
    expect(new Set(featuredVideo.items.map((item) => item.url)).size).toBe(4);
  });
});

describe('spec 4: events', () => {
  it('has 15 events: 5 categories in order, 3 each', () => {
    expect(events).toHaveLength(15);
    expect(EVENT_CATEGORIES).toEqual(['School/Sports', 'Academic', 'Cultural', 'Workshop', 'Examination']);
    expect([...new Set(events.map((event) => event.category))]).toEqual([...EVENT_CATEGORIES]);
    for (const category of EVENT_CATEGORIES)
      expect(events.filter((event) => event.category === category)).toHaveLength(3);
  });

  it('dates are written like "SEP 15, 2025" and run from 15 Sep to 2 Nov 2025', () => {
    for (const event of events) expect(event.date).toMatch(home.EVENT_DATE);
    const iso = events.map((event) => eventIsoDate(event.date)!).sort();
    expect(iso[0]).toBe('2025-09-15');
    expect(iso.at(-1)).toBe('2025-11-02');
    expect(events[0]!.date).toBe('SEP 15, 2025');
  });

  it('every event has a real description, no two alike', () => {
    for (const event of events) expect(event.description.length).toBeGreaterThan(40);
    expect(new Set(events.map((event) => event.description)).size).toBe(15);
  });
});

describe('spec 2.4 items 7 to 9', () => {
  it('has 6 recognition logos with alt text', () => {
    expect(recognitions).toHaveLength(6);
    for (const logo of recognitions) expect(logo.alt.length).toBeGreaterThan(3);
  });

  it('has 19 quick links including the spec’s examples', () => {
    expect(quickLinks).toHaveLength(19);
    const titles = quickLinks.map((link) => link.title);
    for (const title of [
      'Photo Gallery',
      'Right to Information',
      'Placement Cell',
      'Intranet',
      'Right To Services',
      'Recruitments',
      'Online Receipt Portal',
      'Grievance Redressal',
      'Mobile Apps',
      'University Publications',
      'Other Tenders / Quotations',
      'Archive',
      'Special Cell',
      'Anti Regging Information',
    ]) {
      expect(titles).toContain(title);
    }
    expect(titles.filter((title) => /university song/i.test(title))).toHaveLength(2);
  });

  it('has the statistics of spec 9 and the See More line with the short name', () => {
    expect(statistics.items.map((item) => [item.title, item.volume])).toEqual([
      ['Years', 62],
      ['Departments', 34],
      ['Chairs', 10],
      ['Centers', 19],
      ['Campus in Acre', 853],
      ['Affiliated Colleges', 297],
    ]);
    for (const item of statistics.items) expect(item.icon).toMatch(/^i-mdi-/);
    expect(statistics.more).toEqual({
      title: `See More ${site.shortName} Statistical Information`,
      link: '/about/statistical-information',
    });
    expect(statistics.more.title).toBe('See More SSU Statistical Information');
  });
});

describe('home images', () => {
  const images: Array<{ src: string; width: number; height: number }> = [
    ...hero.slides.map((slide) => ({ src: slide.image, width: slide.width, height: slide.height })),
    ...affiliatedLogos,
    ...leaders.map((leader) => ({ src: leader.image, width: leader.width, height: leader.height })),
    { src: featuredVideo.featured.poster, width: featuredVideo.featured.width, height: featuredVideo.featured.height },
    ...featuredVideo.items.map((item) => ({ src: item.thumbnailUrl, width: item.width, height: item.height })),
    ...recognitions,
  ];

  it('every image exists, is a small SVG, and states the width and height the data gives it', () => {
    for (const image of images) {
      const path = fileURLToPath(new URL(`../../public${image.src}`, import.meta.url));
      const svg = readFileSync(path, 'utf8');
      expect(statSync(path).size, image.src).toBeLessThan(6 * 1024);
      const root = /<svg[^>]*>/.exec(svg)![0];
      expect(root, image.src).toContain(`width="${image.width}"`);
      expect(root, image.src).toContain(`height="${image.height}"`);
    }
  });
});
