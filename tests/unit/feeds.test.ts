import ICAL from 'ical.js';
import { existsSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { newsRows } from '../../data/content/news';
import { newsRows as marathiNewsRows } from '../../data/content/mr/news';
import { FEED_EVENTS, FEED_NEWS_ITEMS } from '../../data/records/bounded-lists';
import { EVENT_CATEGORIES } from '../../data/records/event-categories';
import { formatEventDate } from '../../data/schema/event-date';
import { events } from '../../data/home/events';
import { calendarEvents } from '../../data/records/calendar-events';
import { site } from '../../data/site';
import {
  eventFeeds,
  FEED_IMAGES,
  foldIcsLines,
  kolkataMidnight,
  newsFeeds,
  type FeedInput,
} from '../../host/vite/feeds/feeds';
import { eventIsoDate } from '../../widgets/events/event-logic';

const input: FeedInput = {
  site,
  lang: 'en',
  news: newsRows,
  events: calendarEvents('en'),
  // Before the sample's events (September to November 2025): every one of them is upcoming.
  today: '2025-09-01',
  fileSize: (path) => (path.endsWith('.pdf') ? 1234 : undefined),
  texts: {
    newsTitle: 'SSU Daily News',
    newsDescription: 'News',
    eventsTitle: 'SSU Upcoming Events',
    categoryCalendar: (category) => `SSU events: ${category}`,
    category: (category) => category,
  },
};
const files = new Map([...newsFeeds(input), ...eventFeeds(input)].map((file) => [file.fileName, file.source]));
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const titleText = (row: (typeof newsRows)[number]) =>
  typeof row.file_title === 'string' ? row.file_title : row.file_title.text;
const marathiInput: FeedInput = { ...input, lang: 'mr', news: marathiNewsRows, events: calendarEvents('mr') };
const marathiFiles = new Map(
  [...newsFeeds(marathiInput), ...eventFeeds(marathiInput)].map((file) => [file.fileName, file.source]),
);
const newestFirst = newsRows.toSorted((a, b) => b.date.localeCompare(a.date) || b.serial_no - a.serial_no);

describe('news feeds', () => {
  it('RSS 2.0 lists every news row of the sample, newest first, with stable GUIDs, absolute links and PDF enclosures', () => {
    const rss = xml.parse(files.get('feeds/news.xml')!).rss;
    expect(rss['@version']).toBe('2.0');
    const items = rss.channel.item as Array<Record<string, any>>;
    expect(items.map((item) => item.title)).toEqual(newestFirst.map(titleText));
    for (const [index, item] of items.entries()) {
      const row = newestFirst[index]!;
      expect(item.guid['#text'] ?? item.guid).toBe(`tag:www.ssu-kolhapur.ac.in,${row.date}:news/${row.serial_no}`);
      expect(item.link).toMatch(/^https:\/\/www\.ssu-kolhapur\.ac\.in\//);
      // The day starts in Kolkata: 00:00 IST is 18:30 UTC of the day before.
      expect(new Date(item.pubDate).getTime()).toBe(kolkataMidnight(row.date).getTime());
      const enclosure = item.enclosure
        ? [item.enclosure['@url'], item.enclosure['@type'], item.enclosure['@length']]
        : undefined;
      expect(enclosure).toEqual(row.file ? [site.siteUrl + row.file, 'application/pdf', '1234'] : undefined);
    }
  });

  it('RSS and Atom are well-formed XML; their image is a PNG (RSS 2.0 allows no SVG) that the site serves', () => {
    for (const name of ['feeds/news.xml', 'feeds/news.atom'])
      expect(XMLValidator.validate(files.get(name)!), name).toBe(true);
    const rss = xml.parse(files.get('feeds/news.xml')!).rss;
    expect(rss.channel.image.url).toBe(site.siteUrl + FEED_IMAGES.logo);
    expect(xml.parse(files.get('feeds/news.atom')!).feed.logo).toBe(site.siteUrl + FEED_IMAGES.logo);
    for (const image of Object.values(FEED_IMAGES)) {
      expect(image).toMatch(/\.png$/);
      expect(existsSync(`public${image}`), image).toBe(true);
    }
  });

  it('Atom names the feed’s language with xml:lang', () => {
    expect(xml.parse(files.get('feeds/news.atom')!).feed['@xml:lang']).toBe('en');
    expect(xml.parse(marathiFiles.get('mr/feeds/news.atom')!).feed['@xml:lang']).toBe('mr');
  });

  it('Atom 1.0 carries the same entries with ids and updated dates', () => {
    const feed = xml.parse(files.get('feeds/news.atom')!).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = feed.entry as Array<Record<string, any>>;
    expect(entries.map((entry) => entry.title['#text'] ?? entry.title)).toEqual(newestFirst.map(titleText));
    expect(entries.map((entry) => entry.id)).toEqual(
      newestFirst.map((row) => `tag:www.ssu-kolhapur.ac.in,${row.date}:news/${row.serial_no}`),
    );
    expect(new Date(feed.updated).getTime()).toBe(kolkataMidnight(newestFirst[0]!.date).getTime());
  });

  it('JSON Feed 1.1 is valid JSON with the same items; the Marathi feed carries the titles as written', () => {
    const feed = JSON.parse(files.get('feeds/news.json')!);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.language).toBe('en');
    expect(feed.icon).toBe(site.siteUrl + FEED_IMAGES.icon);
    expect(feed.feed_url).toBe(`${site.siteUrl}/feeds/news.json`);
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(newestFirst.map(titleText));
    // JSON Feed 1.1 names an item's file as an attachment, with its size (RSS's enclosure length).
    expect(feed.items.map((item: { attachments?: unknown }) => item.attachments)).toEqual(
      newestFirst.map((row) =>
        row.file ? [{ url: site.siteUrl + row.file, mime_type: 'application/pdf', size_in_bytes: 1234 }] : undefined,
      ),
    );
    const marathiFeed = JSON.parse(marathiFiles.get('mr/feeds/news.json')!);
    expect(marathiFeed.language).toBe('mr');
    expect(marathiFeed.items.map((item: { title: string }) => item.title)).toEqual(
      marathiNewsRows.toSorted((a, b) => b.serial_no - a.serial_no).map(titleText),
    );
    expect(marathiFeed.items.every((item: { title: string }) => /[\u0900-\u097F]/.test(item.title))).toBe(true);
  });

  it('does not change between two builds of the same data', () => {
    const again = new Map([...newsFeeds(input), ...eventFeeds(input)].map((file) => [file.fileName, file.source]));
    expect(again).toEqual(files);
  });
});

describe('event calendars', () => {
  const parse = (name: string) => {
    const component = new ICAL.Component(ICAL.parse(files.get(name)!));
    return { component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
  };

  it('one calendar holds every event as an all-day event on its date, with a stable UID', () => {
    const { component, events: parsed } = parse('feeds/events.ics');
    expect(component.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('SSU Upcoming Events');
    expect(parsed).toHaveLength(15);
    for (const [index, event] of parsed.entries()) {
      const source = events[index]!;
      expect(event.description).toBe(source.description);
      expect(event.summary).toBe(input.events[index]!.title);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(eventIsoDate(source.date));
      expect(event.uid).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z-]+-\d+@www\.ssu-kolhapur\.ac\.in$/);
    }
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(15);
  });

  it('each of the five categories has its own calendar with its three events', () => {
    for (const category of EVENT_CATEGORIES) {
      const slug = category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const { events: parsed } = parse(`feeds/events-${slug}.ics`);
      expect(parsed.map((event) => event.description)).toEqual(
        events.filter((event) => event.category === category).map((event) => event.description),
      );
    }
  });

  it('the events JSON Feed carries each event’s category and date for the events widget', () => {
    const feed = JSON.parse(files.get('feeds/events.json')!);
    expect(feed.items.map((item: { _ssu_event: unknown }) => item._ssu_event)).toEqual(
      events.map(({ category, date }) => ({ category, date })),
    );
  });
});

describe('feeds of a site with years of records', () => {
  const manyNews = Array.from({ length: 2000 }, (_, index) => ({
    serial_no: index + 1,
    date: new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
    file_title: `News ${index + 1}`,
  }));
  // 150 Academic events of 2024, all past on the build's day (more than FEED_EVENTS with the sample's).
  const pastAcademic = Array.from({ length: 150 }, (_, index) => ({
    category: 'Academic',
    date: formatEventDate({ year: 2024, month: 1 + (index % 12), day: 1 + Math.floor(index / 12) }),
    description: `Seminar ${index + 1}`,
    title: `Seminar ${index + 1}`,
  }));
  const large = { ...input, news: manyNews, events: [...input.events, ...pastAcademic], today: '2025-10-01' };
  const largeFiles = new Map([...newsFeeds(large), ...eventFeeds(large)].map((file) => [file.fileName, file.source]));
  const itemsOf = (name: string) => JSON.parse(largeFiles.get(name)!).items as Array<{ id: string; title: string }>;

  it(`the news feeds carry the newest ${FEED_NEWS_ITEMS} rows, newest first, not every row of every year`, () => {
    expect(itemsOf('feeds/news.json').map((item) => item.title)).toEqual(
      Array.from({ length: FEED_NEWS_ITEMS }, (_, index) => `News ${2000 - index}`),
    );
    expect(xml.parse(largeFiles.get('feeds/news.xml')!).rss.channel.item).toHaveLength(FEED_NEWS_ITEMS);
    expect(xml.parse(largeFiles.get('feeds/news.atom')!).feed.entry).toHaveLength(FEED_NEWS_ITEMS);
  });

  it(`the calendars keep every upcoming event and the latest past ones, ${FEED_EVENTS} in all, with the UIDs they had`, () => {
    const kept = itemsOf('feeds/events.json');
    expect(kept).toHaveLength(FEED_EVENTS);
    const everyUid = new Map(
      JSON.parse(
        eventFeeds({ ...large, today: '2000-01-01' }).find((file) => file.fileName === 'feeds/events.json')!.source,
      ).items.map((item: { id: string; title: string }) => [item.title, item.id]),
    );
    for (const item of kept) expect(item.id).toBe(everyUid.get(item.title));
    // Every event on or after 2025-10-01 of the sample is kept.
    const upcoming = events.filter((event) => eventIsoDate(event.date)! >= '2025-10-01');
    for (const event of upcoming)
      expect(kept.map((item) => item.title)).toContain(input.events[events.indexOf(event)]!.title);
    const ics = new ICAL.Component(ICAL.parse(largeFiles.get('feeds/events.ics')!));
    expect(ics.getAllSubcomponents('vevent')).toHaveLength(FEED_EVENTS);
  });

  it('a category keeps its calendar, empty, when its events are all older than the ones kept', () => {
    const laterCultural = pastAcademic.map((event, index) => ({
      ...event,
      category: 'Cultural',
      date: event.date.replace('2024', '2025'), // day 1 to 13 of a month: a day of 2025 too
      title: `Concert ${index + 1}`,
    }));
    const calendars = new Map(
      eventFeeds({ ...input, events: [...pastAcademic, ...laterCultural], today: '2026-01-01' })
        .filter((file) => file.fileName.endsWith('.ics'))
        .map((file) => [
          file.fileName,
          new ICAL.Component(ICAL.parse(file.source)).getAllSubcomponents('vevent').length,
        ]),
    );
    expect(calendars.get('feeds/events-academic.ics')).toBe(0);
    expect(calendars.get('feeds/events-cultural.ics')).toBe(FEED_EVENTS);
  });
});

describe('calendar events', () => {
  it('every event has a short title in each language, shorter than its description, which the calendars keep whole', () => {
    for (const lang of ['en', 'mr', 'hi'] as const) {
      for (const event of calendarEvents(lang))
        expect(event.title.length, `${lang}: ${event.title}`).toBeLessThan(event.description.length);
    }
    for (const lang of ['mr', 'hi'] as const) {
      for (const event of calendarEvents(lang)) expect(event.title, event.title).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('SUMMARY is the whole short title, folded at 75 octets rather than cut, and DESCRIPTION the full text', () => {
    const ics = marathiFiles.get('mr/feeds/events.ics')!;
    const longTitle = calendarEvents('mr').find(
      (event) => new TextEncoder().encode(`SUMMARY:${event.title}`).length > 75,
    );
    expect(longTitle).toBeDefined();
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nSUMMARY:${longTitle!.title}\r\n`);
    expect(unfolded).not.toContain('…');
    const parsed = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(parsed.map((event) => [event.summary, event.description])).toEqual(
      calendarEvents('mr').map((event) => [event.title, event.description]),
    );
  });
});

describe('foldIcsLines', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('folds at 75 octets without splitting a Devanagari character, and unfolds to the same text', () => {
    const description = 'DESCRIPTION:' + 'विद्यापीठाच्या क्रीडा संकुलात आंतरविभागीय मैदानी स्पर्धा '.repeat(4);
    const folded = foldIcsLines(`BEGIN:VEVENT\r\n${description}\r\nEND:VEVENT`);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${description}\r\nEND:VEVENT`);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('widgets read the feeds', () => {
  it('<uni-news> data: the news JSON Feed gives back every row, file as an absolute URL', async () => {
    const { NewsRowsOrFeed } = await import('../../data/schema/json-feed');
    const rows = NewsRowsOrFeed.parse(JSON.parse(files.get('feeds/news.json')!));
    expect(rows.map((row) => [row.date, row.file_title])).toEqual(newestFirst.map((row) => [row.date, titleText(row)]));
    expect(rows.map((row) => row.file)).toEqual(
      newestFirst.map((row) => (row.file ? site.siteUrl + row.file : `${site.siteUrl}/about/news`)),
    );
    // Each PDF with its size, as latest-news.json's rows carry it; a row without a file has none.
    expect(rows.map((row) => row.file_size)).toEqual(newestFirst.map((row) => (row.file ? 1234 : undefined)));
  });

  it('<uni-events> data: the events JSON Feed gives back every event; a wrong version is named', async () => {
    const { EventsOrFeed } = await import('../../data/schema/json-feed');
    const feed = JSON.parse(files.get('feeds/events.json')!);
    expect(EventsOrFeed.parse(feed)).toEqual(events);
    expect(EventsOrFeed.safeParse({ ...feed, version: 'https://example.com/v9' }).success).toBe(false);
  });
});

describe('widget data errors name the field, for arrays and feeds alike', () => {
  it('an array row and a feed item with a wrong field are reported at that field', async () => {
    const { checkData } = await import('../../data/validate');
    const { EventsOrFeed, NewsRowsOrFeed } = await import('../../data/schema/json-feed');
    expect(() =>
      checkData(NewsRowsOrFeed, [{ serial_no: 'one', date: '2025-10-01', file_title: 'x' }], 'inline'),
    ).toThrow(/^inline: \[0\]\.serial_no: /);
    const feed = JSON.parse(files.get('feeds/events.json')!);
    feed.items[2]._ssu_event.category = '';
    expect(() => checkData(EventsOrFeed, feed, 'src')).toThrow(/^src: items\[2\]\._ssu_event\.category: /);
  });
});
