import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePath } from '../../data/normalise-path';
import {
  EVENT_DATE,
  EVENT_DATE_MESSAGE,
  formatEventDate,
  isoEventDate,
  MONTHS,
  parseEventDate,
  type CalendarDate,
} from '../../data/schema/event-date';
import { UniEvents } from '../../data/schema/home';
import { checkData } from '../../data/validate';
import { accessorFor } from '../../widgets/core/table/accessor';
import { stripToSafeHtml } from '../../widgets/core/sanitize';

/** Property-based tests (fast-check): rules that must hold for every input, not only the examples we thought of. */

const segment = fc.string({ unit: fc.constantFrom('a', 'b', '-', '.', '%', 'é', '/', '\\'), maxLength: 8 });
const anyPath = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);

describe('normalisePath', () => {
  it('is idempotent, never leaves // or a trailing slash, keeps the segments', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const once = normalisePath(path);
        expect(normalisePath(once)).toBe(once);
        expect(once).not.toContain('//');
        expect(once.startsWith('/')).toBe(true);
        expect(once === '/' || !once.endsWith('/')).toBe(true);
        expect(once.split('/').filter(Boolean)).toEqual(path.split('/').filter(Boolean));
      }),
    );
  });

  it("turns '//' and '' into '/'", () => {
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/about//history/')).toBe('/about/history');
  });
});

const calendarDate = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date): CalendarDate => ({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  }));
const two = (n: number) => String(n).padStart(2, '0');
const caseOf = (text: string, mask: number) =>
  [...text].map((letter, index) => (mask & (1 << index) ? letter.toLowerCase() : letter)).join('');

describe('event dates', () => {
  it('read the same calendar date from every accepted form', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 7 }), fc.boolean(), (date, mask, zero) => {
        const { year, month, day } = date;
        const dayText = zero ? two(day) : String(day);
        const forms = [
          `${caseOf(MONTHS[month - 1]!, mask)} ${dayText}, ${year}`,
          `${year}-${two(month)}-${two(day)}`,
          `${dayText}-${two(month)}-${year}`,
          `${day}/${month}/${year}`,
          `  ${MONTHS[month - 1]} ${day}, ${year} `,
        ];
        for (const form of forms) expect(parseEventDate(form), form).toEqual(date);
      }),
    );
  });

  it('show one format: SEP 15, 2025, read back as the same date; ISO for <time>', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const shown = formatEventDate(date);
        expect(shown).toMatch(EVENT_DATE);
        expect(parseEventDate(shown)).toEqual(date);
        expect(isoEventDate(date)).toBe(
          new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10),
        );
      }),
    );
  });

  it('refuse days that do not exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(parseEventDate(`${year}-${two(month)}-${two(last)}`)).toBeDefined();
        expect(parseEventDate(`${year}-${two(month)}-${two(last + 1)}`)).toBeUndefined();
        expect(parseEventDate(`${MONTHS[month - 1]} ${last + 1}, ${year}`)).toBeUndefined();
      }),
    );
    for (const text of ['FEB 29, 2025', '30-02-2024', '2025-13-01', '00-01-2025', 'SEP 0, 2025'])
      expect(parseEventDate(text), text).toBeUndefined();
    expect(parseEventDate('FEB 29, 2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('are normalised by the schema; anything else gets the clear message', () => {
    const events = (date: string) => [{ category: 'Academic', date, description: 'Seminar' }];
    for (const date of ['SEP 05, 2025', 'Sep 5, 2025', '2025-09-05', '05-09-2025'])
      expect(checkData(UniEvents, events(date), 'x')[0]!.date).toBe('SEP 5, 2025');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        fc.pre(parseEventDate(text) === undefined);
        expect(() => checkData(UniEvents, events(text), 'events.json')).toThrow(
          `events.json: [0].date: ${EVENT_DATE_MESSAGE}`,
        );
      }),
    );
  });
});

describe('the table accessor rule', () => {
  it('lower-cases, keeps letters and digits in order, and turns every other run into one underscore', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (heading) => {
        const accessor = accessorFor(heading);
        expect(accessor).toMatch(/^[a-z0-9_]*$/);
        expect(accessor).not.toContain('__');
        expect(accessorFor(accessor)).toBe(accessor);
        expect(accessor.replace(/_/g, '')).toBe(heading.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });
});

/** Markup an attacker or a careless editor might write: tags, handlers, script URLs, entities, broken tags. */
const hostileMarkup = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<a href="javascript:alert(1)">x</a>',
        '<a href="jav&#x61;script:alert(1)">y</a>',
        '<svg onload=alert(1)>',
        '<p onclick="x()">p</p>',
        '<style>*{}</style>',
        '&lt;script&gt;',
        '&amp;',
        '<b>bold</b>',
        '<br>',
        '\n',
        '<',
        '>',
        '"',
        "'",
        '<a href="/ok">ok</a>',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<!-- c -->',
        '<div',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('the server-side sanitiser (no DOM)', () => {
  it('is idempotent and leaves no tag, event handler or javascript: URL', () => {
    fc.assert(
      fc.property(hostileMarkup, (markup) => {
        const once = stripToSafeHtml(markup);
        expect(stripToSafeHtml(once)).toBe(once);
        // Only <br> survives as markup; everything else is escaped text.
        expect(once.replace(/<br>/g, '')).not.toMatch(/<|>/);
        expect(once).not.toMatch(/<[^>]*\son\w+\s*=/i);
        expect(once).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
      }),
    );
  });
});
