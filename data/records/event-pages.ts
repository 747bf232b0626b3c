import { pageCount, pagePath, pageRows } from '../listing-pages';
import { EVENT_CATEGORIES } from './event-categories.ts';
import { upcomingThenPast } from './event-order.ts';
import type { UniEvent } from '../schema/home';

/**
 * The events page (`/events`, `<uni-events mode="all">`) in pages of 25, as the circulars are
 * (data/listing-pages.ts): page 1 at `/events`, page n at `/events/page/<n>`, each with its own
 * file of events (data/feed-paths.ts `allEvents(n)`), so neither the page nor its file grows with
 * the records (issue #26; docs/developers/decisions.md, "The events page in pages").
 */

/** The events page's path, page 1 of its listing. */
export const EVENTS_PATH = '/events';

/** A category's place in the spec's order (School/Sports first); a category of no such name after them. */
const categoryRank = (event: UniEvent) => {
  const rank = EVENT_CATEGORIES.indexOf(event.category as never);
  return rank < 0 ? EVENT_CATEGORIES.length : rank;
};

/**
 * The events of each page of the events page, page 1 first (one empty page when there are none).
 * A page holds the next 25, upcoming then past (`upcomingThenPast`), listed by category in the spec's order (the
 * widget shows a category where its first event is), so the categories never change places.
 */
export function eventPages(events: readonly UniEvent[], today: string): UniEvent[][] {
  const { upcoming, past } = upcomingThenPast(events, today);
  const ordered = [...upcoming, ...past];
  return Array.from({ length: pageCount(ordered.length) }, (_, index) =>
    pageRows(ordered, index + 1).toSorted((a, b) => categoryRank(a) - categoryRank(b)),
  );
}

/** The paths of the events page's later pages (`/events/page/2` …) for `count` events: page 1 is a site page already. */
export const laterEventPagePaths = (count: number): string[] =>
  Array.from({ length: pageCount(count) - 1 }, (_, index) => pagePath(EVENTS_PATH, index + 2));
