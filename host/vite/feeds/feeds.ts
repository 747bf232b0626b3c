import { Feed } from 'feed';
import { createEvents, type EventAttributes } from 'ics';
import { FEED_NEWS_ITEMS, feedEvents, latestNewsRows } from '../../../data/records/bounded-lists.ts';
import type { CalendarEvent } from '../../../data/records/calendar-events.ts';
import type { NewsRow, Text } from '../../../data/schema/layouts.ts';
import type { SiteIdentity } from '../../../data/schema/site.ts';
import { categorySlug, EVENT_FEED_EXTENSION, feedPaths } from '../../../data/feed-paths.ts';
import { localisedPath, type LanguageCode } from '../../../data/i18n/languages.ts';
import { eventIsoDate } from '../../../widgets/events/event-logic.ts';

/** One generated file: its path under dist/ and its text. */
export interface FeedFile {
  fileName: string;
  source: string;
}

/** The words the feeds themselves carry, in the feed's language. */
export interface FeedTexts {
  newsTitle: string;
  newsDescription: string;
  eventsTitle: string;
  /** The calendar name of one category's calendar, e.g. `{category} events`. */
  categoryCalendar: (category: string) => string;
  /** The label of a category in this language. */
  category: (category: string) => string;
}

export interface FeedInput {
  site: SiteIdentity;
  lang: LanguageCode;
  news: NewsRow[];
  events: CalendarEvent[];
  /** The build's date (YYYY-MM-DD): the calendars keep every event from then on. */
  today: string;
  /** Size in bytes of a file under public/ (the PDFs' enclosure length), or undefined if missing. */
  fileSize: (path: string) => number | undefined;
  texts: FeedTexts;
}

const textOf = (text: Text) => (typeof text === 'string' ? text : text.text);

/** Dates in the data are calendar days in India: a day starts at 00:00 in Asia/Kolkata (UTC+05:30). */
export const kolkataMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);

/** The newest date among the rows, so the feed's `updated` is stable from build to build. */
function newest(isoDates: string[]): Date {
  return kolkataMidnight(isoDates.reduce((latest, date) => (date > latest ? date : latest), '1970-01-01'));
}

/**
 * The feeds' images: RSS 2.0 allows a GIF, JPEG or PNG at most 144 px wide (Atom's logo shows the
 * same), JSON Feed asks for a 512 px square icon; data/generate/app-icons.mjs makes both from the seal.
 */
export const FEED_IMAGES = { logo: '/images/icons/feed-144.png', icon: '/images/icons/icon-512.png' };

/** A JSON Feed 1.1 item's attachment: a file it links, with its type and size. */
interface JsonFeedAttachment {
  url: string;
  mime_type: string;
  size_in_bytes?: number;
}

/**
 * The `feed` package writes JSON Feed 1 without the feed's language and without the items' files:
 * 1.1 names the language (and reads the rest alike), and an item's PDF is its attachment with its
 * `size_in_bytes`, as RSS and Atom carry it as the enclosure's length (`attachments`, by item id).
 */
function jsonFeed11(
  json: string,
  lang: LanguageCode,
  icon: string,
  attachments: ReadonlyMap<string, JsonFeedAttachment>,
): string {
  const {
    version: _version,
    items,
    ...feed
  } = JSON.parse(json) as {
    version: string;
    items: Array<{ id: string }>;
  };
  const withFiles = items.map((item) => {
    const attachment = attachments.get(item.id);
    return attachment ? { ...item, attachments: [attachment] } : item;
  });
  const version = 'https://jsonfeed.org/version/1.1';
  return `${JSON.stringify({ version, ...feed, items: withFiles, language: lang, icon }, null, 2)}\n`;
}

/** The `feed` package writes Atom without `xml:lang`, which says what language the feed's text is in. */
function atomWithLanguage(atom: string, lang: LanguageCode): string {
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!atom.includes(root)) throw new Error(`feeds: the Atom feed (${lang}) no longer starts with ${root}`);
  return atom.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
}

/** The newest FEED_NEWS_ITEMS rows of the daily news as RSS 2.0, Atom 1.0 and JSON Feed 1.1, newest first. */
export function newsFeeds({ site, lang, news, fileSize, texts }: FeedInput): FeedFile[] {
  const paths = feedPaths(lang);
  const absolute = (path: string) => site.siteUrl + path;
  const host = new URL(site.siteUrl).hostname;
  const feed = new Feed({
    id: absolute(paths.newsJson.replace(/\.json$/, '')),
    title: texts.newsTitle,
    description: texts.newsDescription,
    link: absolute(localisedPath(lang, '/about/news')),
    language: lang,
    updated: newest(news.map((row) => row.date)),
    generator: site.name,
    image: absolute(FEED_IMAGES.logo),
    favicon: absolute(site.logo.src),
    copyright: `© ${site.name}`,
    feedLinks: { rss: absolute(paths.newsRss), atom: absolute(paths.newsAtom), json: absolute(paths.newsJson) },
  });
  const rows = latestNewsRows(news, FEED_NEWS_ITEMS).toSorted(
    (a, b) => b.date.localeCompare(a.date) || b.serial_no - a.serial_no,
  );
  const attachments = new Map<string, JsonFeedAttachment>();
  for (const row of rows) {
    const title = textOf(row.file_title);
    const date = kolkataMidnight(row.date);
    const length = row.file ? fileSize(row.file) : undefined;
    // A tag URI: stable across rebuilds and moves of the file, unique per news row.
    const id = `tag:${host},${row.date}:news/${row.serial_no}`;
    if (row.file)
      attachments.set(id, {
        url: absolute(row.file),
        mime_type: 'application/pdf',
        ...(length === undefined ? {} : { size_in_bytes: length }),
      });
    feed.addItem({
      title,
      id,
      guid: id,
      link: absolute(row.file ?? localisedPath(lang, '/about/news')),
      description: title,
      date,
      published: date,
      enclosure: row.file ? { url: absolute(row.file), type: 'application/pdf', length } : undefined,
    });
  }
  return [
    { fileName: paths.newsRss.slice(1), source: feed.rss2() },
    { fileName: paths.newsAtom.slice(1), source: atomWithLanguage(feed.atom1(), lang) },
    {
      fileName: paths.newsJson.slice(1),
      source: jsonFeed11(feed.json1(), lang, absolute(FEED_IMAGES.icon), attachments),
    },
  ];
}

/**
 * RFC 5545 3.1: content lines are folded at 75 octets. The ics package folds at 75
 * characters, which is up to 225 octets of Devanagari; refold by octets, never
 * inside a character, so unfolding gives back exactly the text.
 */
export function foldIcsLines(ics: string): string {
  const encoder = new TextEncoder();
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return unfolded
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line holds 75 octets; continuation lines start with a space, so 74 more.
        const limit = parts.length === 0 ? 75 : 74;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** `2025-09-15` as the ics package's date array; the day after, for an all-day event's end. */
function dayArray(isoDate: string, plusDays = 0): [number, number, number] {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}

/** A stable UID per event: its date, category and place among that day's events of the category. */
function eventUids(events: CalendarEvent[], host: string): string[] {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const key = `${eventIsoDate(event.date)}-${categorySlug(event.category)}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${key}-${count}@${host}`;
  });
}

function calendar(
  site: SiteIdentity,
  name: string,
  events: Array<{ event: CalendarEvent; uid: string }>,
  texts: FeedTexts,
  url: string,
): string {
  const stamp = newest(events.map(({ event }) => eventIsoDate(event.date)!)).getTime();
  const attributes: Array<EventAttributes & { timestamp: number }> = events.map(({ event, uid }) => {
    const iso = eventIsoDate(event.date)!;
    return {
      uid,
      // All-day events: a calendar day has no time zone; the calendar says where it is.
      start: dayArray(iso),
      end: dayArray(iso, 1),
      // SUMMARY is the event's short title, whole: long lines are folded (foldIcsLines), never cut.
      title: event.title,
      description: event.description,
      categories: [texts.category(event.category)],
      url,
      location: site.address.join(', '),
      organizer: { name: site.name, email: site.email },
      status: 'CONFIRMED',
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
      productId: `-//${site.shortName}//Events//EN`,
      // DTSTAMP from the data, not the build clock, so a rebuild changes nothing.
      timestamp: stamp,
    };
  });
  const { error, value } = createEvents(attributes, { calName: name, productId: `-//${site.shortName}//Events//EN` });
  if (error || !value) throw new Error(`feeds: calendar "${name}" could not be written: ${error?.message}`);
  // Calendar clients read X-WR-TIMEZONE as the calendar's home zone.
  return foldIcsLines(value.replace(/\r\nX-WR-CALNAME:/, '\r\nX-WR-TIMEZONE:Asia/Kolkata\r\nX-WR-CALNAME:'));
}

/**
 * Events (upcoming and the latest past, `feedEvents`) as one iCalendar file for all categories, one
 * per category (each category has its file even when none of its events is kept), and a JSON Feed
 * the events widget reads.
 */
export function eventFeeds({ site, lang, events, today, texts }: FeedInput): FeedFile[] {
  const paths = feedPaths(lang);
  const host = new URL(site.siteUrl).hostname;
  const eventsPage = site.siteUrl + localisedPath(lang, '/events');
  // UIDs count events of a day and category among all of them, so they stay when an event leaves the feeds.
  const uids = eventUids(events, host);
  const kept = new Set(feedEvents(events, today));
  const all = events.map((event, index) => ({ event, uid: uids[index]! })).filter(({ event }) => kept.has(event));
  const categories = [...new Set(events.map((event) => event.category))];

  const files: FeedFile[] = [
    { fileName: paths.eventsIcs.slice(1), source: calendar(site, texts.eventsTitle, all, texts, eventsPage) },
    ...categories.map((category) => ({
      fileName: paths.categoryIcs(category).slice(1),
      source: calendar(
        site,
        texts.categoryCalendar(texts.category(category)),
        all.filter(({ event }) => event.category === category),
        texts,
        eventsPage,
      ),
    })),
  ];

  const jsonFeed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: texts.eventsTitle,
    home_page_url: eventsPage,
    feed_url: site.siteUrl + paths.eventsJson,
    language: lang,
    items: all.map(({ event, uid }) => ({
      id: uid,
      url: eventsPage,
      title: event.title,
      content_text: event.description,
      date_published: kolkataMidnight(eventIsoDate(event.date)!).toISOString(),
      tags: [texts.category(event.category)],
      [EVENT_FEED_EXTENSION]: { category: event.category, date: event.date },
    })),
  };
  files.push({ fileName: paths.eventsJson.slice(1), source: `${JSON.stringify(jsonFeed, null, 2)}\n` });
  return files;
}
