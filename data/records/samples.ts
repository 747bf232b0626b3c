import type { LanguageCode } from '../i18n/languages';
import { formatEventDate, parseEventDate } from '../schema/event-date.ts';
import type { UniEvent } from '../schema/home';
import type { NewsRow, Text } from '../schema/layouts';
import type { RecordKind, RecordOf, Translated } from '../schema/records';
import { EVENT_CATEGORIES } from './event-categories.ts';

/**
 * The records as the events and news widgets show them (the rest of the queries: queries.ts);
 * the build writes the widgets' files from them (widget-data-files.ts). The records of
 * a kind come from `virtual:records/<kind>?lang=<code>` (host/vite/content/records-plugin.ts), newest
 * first; circulars, notices, tenders and documents each with its `slug` (its file name), how pages name one.
 */
export type Stored<K extends RecordKind> = RecordOf<K> & (K extends 'events' | 'news' ? {} : { slug: string });

/** A record's text in `lang`; the English, marked as English, where `lang` is not written yet. */
export function localText(text: Translated, lang: LanguageCode): Text {
  const own = text[lang];
  if (own) return own;
  return lang === 'en' ? text.en : { text: text.en, lang: 'en' };
}

/** The plain string of a Text. */
export const plain = (text: Text) => (typeof text === 'string' ? text : text.text);

/**
 * The news table's rows (spec 3 "Daily news row"), listed newest first as the records come (a visitor
 * looks for today's news on page 1) and numbered from the oldest, so an item keeps its number as news
 * is added (docs/developers/decisions.md).
 */
export function newsRows(news: Array<Stored<'news'>>, lang: LanguageCode): NewsRow[] {
  return news.map((item, index) => ({
    serial_no: news.length - index,
    date: item.date,
    file_title: localText(item.title, lang),
    ...(item.file ? { file: item.file } : {}),
  }));
}

/**
 * The events as the events widget takes them (spec 3 "Event"), category by category in the
 * spec's order (the accordion's panels follow it), each category's in date order; dates read
 * like `SEP 15, 2025`.
 */
export function uniEvents(events: Array<Stored<'events'>>, lang: LanguageCode): UniEvent[] {
  const rank = (event: Stored<'events'>) => EVENT_CATEGORIES.indexOf(event.category);
  return (
    events
      // Stable: events of one category and day keep the records' order.
      .toSorted((a, b) => rank(a) - rank(b) || a.date.localeCompare(b.date))
      .map((event) => ({
        category: event.category,
        date: formatEventDate(parseEventDate(event.date)!),
        description: plain(localText(event.description, lang)),
      }))
  );
}
