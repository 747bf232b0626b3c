import type { UniEvent } from '../schema/home';
import type { NewsRow } from '../schema/layouts';
import { upcomingThenPast } from './event-order.ts';

/**
 * The events and news widgets' default data, bounded by design (issue #26): however many events
 * and news items the university publishes, an embedded `<uni-events>` or `<uni-news>` and the home
 * page download the same few rows (docs/developers/decisions.md, "The widgets' default data").
 */

/** Events a category shows in the accordion (three panels, lists scroll at 290 px; `show more` leads to /events). */
export const EVENTS_PER_CATEGORY = 5;

/** Rows of the daily news a `<uni-news>` without `src` shows (`All news` leads to /about/news). */
export const LATEST_NEWS_ROWS = 10;

/**
 * At most `perCategory` events of each category: those on or after `today` (YYYY-MM-DD) first, the
 * soonest; a category with fewer upcoming is filled with its latest past ones, so the accordion
 * never shows an empty category while the university has published any. The events keep their
 * order (the widget's: category by category, each in date order).
 */
export function upcomingEvents(
  events: readonly UniEvent[],
  today: string,
  perCategory = EVENTS_PER_CATEGORY,
): UniEvent[] {
  const chosen = new Set<UniEvent>();
  for (const category of new Set(events.map((event) => event.category))) {
    const { upcoming, past } = upcomingThenPast(
      events.filter((event) => event.category === category),
      today,
    );
    for (const event of [...upcoming, ...past].slice(0, perCategory)) chosen.add(event);
  }
  return events.filter((event) => chosen.has(event));
}

/** The newest `count` rows of the daily news (numbered oldest first, as every news table), in their order. */
export function latestNewsRows(rows: readonly NewsRow[], count = LATEST_NEWS_ROWS): NewsRow[] {
  const newest = new Set(
    rows.toSorted((a, b) => b.date.localeCompare(a.date) || b.serial_no - a.serial_no).slice(0, count),
  );
  return rows.filter((row) => newest.has(row));
}

/** Items of the news feeds (RSS, Atom, JSON Feed): a reader's window, not an archive (/about/news's pages are). */
export const FEED_NEWS_ITEMS = 50;

/** Events the calendars and the events JSON Feed carry, unless more than that are upcoming. */
export const FEED_EVENTS = 100;

/**
 * The events of the calendars and the events JSON Feed: every event on or after `today`
 * (YYYY-MM-DD), and the latest past ones up to `count` in all, so a subscription or a department's
 * `src` downloads what is coming and what just happened, not every event of every year. In their order.
 */
export function feedEvents<Event extends UniEvent>(
  events: readonly Event[],
  today: string,
  count = FEED_EVENTS,
): Event[] {
  const { upcoming, past } = upcomingThenPast(events, today);
  const latestPast = past.slice(0, Math.max(0, count - upcoming.length));
  const kept = new Set([...upcoming, ...latestPast]);
  return events.filter((event) => kept.has(event));
}
