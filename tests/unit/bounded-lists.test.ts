import { describe, expect, it } from 'vitest';
import {
  EVENTS_PER_CATEGORY,
  FEED_EVENTS,
  feedEvents,
  LATEST_NEWS_ROWS,
  latestNewsRows,
  upcomingEvents,
} from '../../data/records/bounded-lists';
import { EVENT_CATEGORIES } from '../../data/records/event-categories';
import { formatEventDate } from '../../data/schema/event-date';
import type { UniEvent } from '../../data/schema/home';
import type { NewsRow } from '../../data/schema/layouts';
import { eventIsoDate } from '../../widgets/events/event-logic';

/**
 * The events and news widgets' default data stays bounded however much the university publishes
 * (issue #26): the accordion's events and the latest news, whatever the number of records.
 */

const TODAY = '2026-06-15';

/** `count` events a day apart from 2025-01-01, categories in turn, in the widget's order (category, then date). */
function manyEvents(count: number): UniEvent[] {
  const events = Array.from({ length: count }, (_, index): UniEvent => {
    const day = new Date(Date.UTC(2025, 0, 1 + index));
    return {
      category: EVENT_CATEGORIES[index % EVENT_CATEGORIES.length]!,
      date: formatEventDate({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }),
      description: `Event ${index}`,
    };
  });
  const rank = (event: UniEvent) => EVENT_CATEGORIES.indexOf(event.category as never);
  return events.toSorted((a, b) => rank(a) - rank(b) || eventIsoDate(a.date)!.localeCompare(eventIsoDate(b.date)!));
}

describe('upcomingEvents: the accordion’s events', () => {
  const events = manyEvents(1000);
  const chosen = upcomingEvents(events, TODAY);

  it(`keeps at most ${EVENTS_PER_CATEGORY} a category of 1,000 events`, () => {
    expect(chosen).toHaveLength(EVENT_CATEGORIES.length * EVENTS_PER_CATEGORY);
    for (const category of EVENT_CATEGORIES)
      expect(chosen.filter((event) => event.category === category)).toHaveLength(EVENTS_PER_CATEGORY);
  });

  it('chooses the soonest events on or after the day, in the widget’s order', () => {
    for (const category of EVENT_CATEGORIES) {
      const expected = events
        .filter((event) => event.category === category && eventIsoDate(event.date)! >= TODAY)
        .slice(0, EVENTS_PER_CATEGORY);
      expect(chosen.filter((event) => event.category === category)).toEqual(expected);
    }
    expect(chosen).toEqual(events.filter((event) => chosen.includes(event)));
  });

  it('counts an event on the day itself as upcoming', () => {
    const onTheDay = events.find((event) => eventIsoDate(event.date) === TODAY)!;
    expect(chosen).toContain(onTheDay);
  });

  it('fills a category with too few upcoming events with its latest past ones', () => {
    const soon = { category: 'Academic', date: 'DEC 1, 2026', description: 'The only upcoming one' };
    const past = [1, 2, 3, 4, 5, 6].map((month) => ({
      category: 'Academic',
      date: formatEventDate({ year: 2026, month, day: 1 }),
      description: `Past ${month}`,
    }));
    const shown = upcomingEvents([...past, soon], TODAY, 3).map((event) => event.description);
    // The upcoming one, then the two latest past ones; in date order, as the widget shows them.
    expect(shown).toEqual(['Past 5', 'Past 6', 'The only upcoming one']);
  });

  it('keeps every event of a small list (the sample’s 3 a category)', () => {
    const small = manyEvents(15);
    expect(upcomingEvents(small, TODAY)).toEqual(small);
  });
});

describe('latestNewsRows: the news widget’s rows', () => {
  const rows: NewsRow[] = Array.from({ length: 1000 }, (_, index) => ({
    serial_no: index + 1,
    date: new Date(Date.UTC(2023, 0, 1 + Math.floor(index / 2))).toISOString().slice(0, 10),
    file_title: `News ${index + 1}`,
  }));

  it(`keeps the newest ${LATEST_NEWS_ROWS} of 1,000 rows, in their order`, () => {
    expect(latestNewsRows(rows).map((row) => row.serial_no)).toEqual(
      Array.from({ length: LATEST_NEWS_ROWS }, (_, index) => 1000 - LATEST_NEWS_ROWS + 1 + index),
    );
  });

  it('chooses by date, not by place in the list', () => {
    const shuffled = [rows[999]!, ...rows.slice(0, 999)];
    expect(latestNewsRows(shuffled, 2)).toEqual([rows[999], rows[998]]);
  });
});

describe('feedEvents: the calendars’ and the events JSON Feed’s events', () => {
  // 1,000 events a day apart from 2025-01-01 to 2027-09-27: 530 before TODAY, 470 on or after it.
  const events = manyEvents(1000);
  const isoOf = (event: UniEvent) => eventIsoDate(event.date)!;

  it(`keeps every upcoming event when more than ${FEED_EVENTS} are, and no past one`, () => {
    const kept = feedEvents(events, TODAY);
    expect(kept).toEqual(events.filter((event) => isoOf(event) >= TODAY));
    expect(kept).toHaveLength(470);
  });

  it(`fills up to ${FEED_EVENTS} with the latest past events, in the events’ order`, () => {
    const kept = feedEvents(events, '2028-01-01');
    expect(kept).toHaveLength(FEED_EVENTS);
    const latestDays = events.map(isoOf).toSorted().slice(-FEED_EVENTS);
    expect(kept.map(isoOf).toSorted()).toEqual(latestDays);
    expect(kept).toEqual(events.filter((event) => kept.includes(event)));
  });

  it('keeps the upcoming ones and the latest past ones of a mixed list, the day itself counting as upcoming', () => {
    const kept = feedEvents(events, '2027-09-20', 10).map(isoOf);
    // The last ten days, 2027-09-18 to 2027-09-27: eight of them on or after the day.
    expect(kept.toSorted()).toEqual(events.map(isoOf).toSorted().slice(-10));
    expect(kept.filter((day) => day >= '2027-09-20')).toHaveLength(8);
  });

  it('keeps every event of a small list (the sample’s 15)', () => {
    const small = manyEvents(15);
    expect(feedEvents(small, TODAY)).toEqual(small);
  });
});
