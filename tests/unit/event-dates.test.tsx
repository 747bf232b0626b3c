import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dateBadgeParts, formatNumber, formatNumericDate } from '../../data/i18n/format';
import { UniEvents } from '../../data/schema/home';
import { checkData } from '../../data/validate';
import { EVENT_DATE, formatEventDate, isoEventDate, parseEventDate } from '../../data/schema/event-date';
import { LanguageProvider } from '../../widgets/core/i18n';
import { Events } from '../../widgets/events/Events';
import { eventIsoDate, localEventDate, selectCategories, splitEventDate } from '../../widgets/events/event-logic';

/** Event dates as webmasters write them: what is read, what is refused, and how each language shows it. */

describe('reading an event date', () => {
  it.each([
    'SEP 15, 2025 and later',
    'on SEP 15, 2025',
    'SEPT 15, 2025',
    'SEP 15 2025',
    'SEP 15 , 2025',
    'SEP 115, 2025',
    'SEP 15, 20255',
    '2025-09-15T10:00',
    ' x2025-09-15',
    '2025-9-15',
    '2025/09/15',
    '15-09-2025 10:00',
    '15-09/2025',
    '15.09-2025',
    '115-09-2025',
    '15-09-25',
  ])('refuses %j (only the whole text is a date)', (text) => {
    expect(parseEventDate(text)).toBeUndefined();
  });

  it.each(['SEP 15, 0999', '0999-09-15', '15-09-0999', '2025-00-10', '2025-09-00', 'XYZ 2, 2025'])(
    'refuses the impossible date %j (years before 1000, month or day 0, no such month)',
    (text) => expect(parseEventDate(text)).toBeUndefined(),
  );

  it('reads the first and last years, months and days it allows', () => {
    expect(parseEventDate('JAN 1, 1000')).toEqual({ year: 1000, month: 1, day: 1 });
    expect(parseEventDate('dec 31,9999')).toEqual({ year: 9999, month: 12, day: 31 });
    expect(parseEventDate('Sep  5,2025')).toEqual({ year: 2025, month: 9, day: 5 });
    expect(parseEventDate('5.9.2025')).toEqual({ year: 2025, month: 9, day: 5 });
  });

  it('shows one form, the day without a zero, and pads the ISO form', () => {
    expect(formatEventDate({ year: 2026, month: 1, day: 5 })).toBe('JAN 5, 2026');
    expect(isoEventDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(isoEventDate({ year: 2026, month: 12, day: 25 })).toBe('2026-12-25');
    expect(eventIsoDate('5-1-2026')).toBe('2026-01-05');
    expect(eventIsoDate('TBA')).toBeUndefined();
  });

  it('that does not read fails the data check with the forms it takes, naming the file and the entry', () => {
    expect(() =>
      checkData(UniEvents, [{ category: 'Academic', date: 'soon', description: 'x' }], 'events.json'),
    ).toThrow('events.json: [0].date: must read like "SEP 15, 2025", "2025-09-15" or "15-09-2025"');
  });

  it('the shown form is exactly MON D, YYYY', () => {
    for (const text of ['SEP 15, 2025', 'JAN 1, 2026', 'FEB 29, 2024', 'DEC 31, 2025', 'OCT 20, 2025'])
      expect(EVENT_DATE.test(text), text).toBe(true);
    for (const text of [
      'SEP 05, 2025',
      'SEP 32, 2025',
      'Sep 15, 2025',
      'SEP 15, 2025 ',
      'X SEP 15, 2025',
      'SEP 0, 2025',
    ])
      expect(EVENT_DATE.test(text), text).toBe(false);
  });
});

describe('an event badge', () => {
  it('splits the shown form at the comma', () => {
    expect(splitEventDate(' SEP 15 , 2025 ')).toEqual({ monthDay: 'SEP 15', year: '2025' });
    expect(splitEventDate(' TBA ')).toEqual({ monthDay: 'TBA', year: '' });
  });

  it('in Marathi: day first, Marathi month, Devanagari digits', () => {
    expect(localEventDate('SEP 5, 2025', 'mr')).toEqual({ monthDay: '५ सप्टें', year: '२०२५' });
    expect(localEventDate('2026-01-05', 'mr')).toEqual({ monthDay: '५ जाने', year: '२०२६' });
  });

  it('in Hindi: day first, Hindi month, Latin digits', () => {
    expect(localEventDate('SEP 5, 2025', 'hi')).toEqual({ monthDay: '5 सित॰', year: '2025' });
    expect(localEventDate('05-01-2026', 'hi')).toEqual({ monthDay: '5 जन॰', year: '2026' });
  });

  it('in English: the data as written; in any language a date that does not read, as written', () => {
    expect(localEventDate('SEP 5, 2025', 'en')).toEqual({ monthDay: 'SEP 5', year: '2025' });
    expect(localEventDate('TBA', 'mr')).toEqual({ monthDay: 'TBA', year: '' });
    expect(localEventDate('Week 3, term 2', 'hi')).toEqual({ monthDay: 'Week 3', year: 'term 2' });
  });

  it('is what the events widget shows, with the ISO date for <time>', () => {
    const data = [{ category: 'Academic', date: 'SEP 5, 2025', description: 'Orientation' }];
    const badge = (lang: 'en' | 'mr' | 'hi') => {
      const html = renderToString(
        <LanguageProvider lang={lang}>
          <Events data={data} mode="all" />
        </LanguageProvider>,
      );
      return html
        .match(/<time[^>]*datetime="([^"]+)"[\s\S]*?data-month-day="">([^<]+)<[\s\S]*?data-year="">([^<]*)</i)
        ?.slice(1);
    };
    expect(badge('mr')).toEqual(['2025-09-05', '५ सप्टें', '२०२५']);
    expect(badge('hi')).toEqual(['2025-09-05', '5 सित॰', '2025']);
    expect(badge('en')).toEqual(['2025-09-05', 'SEP 5', '2025']);
  });
});

describe('choosing categories', () => {
  it('matches names whatever their case and spacing, in the order asked, skipping empty names', () => {
    const events = ['Workshop', 'Academic', 'Sports', 'academic'].map((category, n) => ({
      category,
      date: `SEP ${n + 1}, 2025`,
      description: `${category} ${n}`,
    }));
    expect(selectCategories(events, ' ACADEMIC ,, workshop ').map((event) => event.description)).toEqual([
      'Academic 1',
      'academic 3',
      'Workshop 0',
    ]);
    expect(selectCategories(events, ' , ')).toEqual(events);
    expect(selectCategories(events, 'Exams')).toEqual([]);
  });
});

describe('numbers and numeric dates', () => {
  it('pad the day and month to two digits, in every language', () => {
    expect(formatNumericDate('en', '2026-01-05')).toBe('05-01-2026');
    expect(formatNumericDate('hi', '2026-01-05')).toBe('05-01-2026');
    expect(formatNumericDate('mr', '2026-01-05')).toBe('०५-०१-२०२६');
    expect(formatNumericDate('en', '2025-12-31')).toBe('31-12-2025');
  });

  it('group thousands the Indian way, in each language\u2019s digits', () => {
    expect(formatNumber('en', 1234567.5)).toBe('12,34,567.5');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
    expect(formatNumber('mr', 1234567)).toBe('१२,३४,५६७');
  });

  it('give a Marathi or Hindi calendar badge its day and month, day first, over the year ungrouped', () => {
    const date = new Date('2025-09-05T00:00:00Z');
    expect(dateBadgeParts('mr', date)).toEqual({ monthDay: '५ सप्टें', year: '२०२५' });
    expect(dateBadgeParts('hi', date)).toEqual({ monthDay: '5 सित॰', year: '2025' });
    // Just before midnight UTC is still that day (the badge is in UTC, not the machine's zone).
    expect(dateBadgeParts('hi', new Date('2025-09-05T23:59:00Z')).monthDay).toBe('5 सित॰');
  });
});
