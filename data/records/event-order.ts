import { isoEventDate, parseEventDate } from '../schema/event-date.ts';
import type { UniEvent } from '../schema/home';

/**
 * Events as a visitor looks for them, the one order of the accordion, the feeds and the events
 * page: `upcoming`, those on or after `today` (YYYY-MM-DD), soonest first; `past`, most recent
 * first. Events of one day keep the records' order (the sorts are stable).
 */
export function upcomingThenPast<Event extends UniEvent>(
  events: readonly Event[],
  today: string,
): { upcoming: Event[]; past: Event[] } {
  const dayOf = new Map(events.map((event) => [event, isoEventDate(parseEventDate(event.date)!)]));
  const day = (event: Event) => dayOf.get(event)!;
  return {
    upcoming: events.filter((event) => day(event) >= today).toSorted((a, b) => day(a).localeCompare(day(b))),
    past: events.filter((event) => day(event) < today).toSorted((a, b) => day(b).localeCompare(day(a))),
  };
}
