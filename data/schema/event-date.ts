/**
 * Event dates as webmasters write them, read once and shown one way. Accepted:
 * `SEP 15, 2025` (the spec's form; any letter case, a leading zero in the day,
 * `SEP 05, 2025`), ISO `2025-09-15`, and Indian numeric `15-09-2025` (DD-MM-YYYY,
 * also with `/` or `.`). Each must be a real calendar date. The schema turns every
 * accepted form into the spec's form, `SEP 15, 2025`, so the widgets see one format.
 */

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** The one form dates are shown in: `SEP 15, 2025` (three-letter month in capitals, day without zero, year). */
export const EVENT_DATE = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) ([1-9]|[12]\d|3[01]), \d{4}$/;

/** What the schema says of a date it cannot read. */
export const EVENT_DATE_MESSAGE = 'must read like "SEP 15, 2025", "2025-09-15" or "15-09-2025"';

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const isRealDate = ({ year, month, day }: CalendarDate) =>
  year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

const FORMS: Array<[RegExp, (match: RegExpExecArray) => CalendarDate]> = [
  [
    /^([A-Za-z]{3})\s+(\d{1,2}),\s*(\d{4})$/,
    (m) => ({ year: +m[3]!, month: MONTHS.indexOf(m[1]!.toUpperCase() as never) + 1, day: +m[2]! }),
  ],
  [/^(\d{4})-(\d{2})-(\d{2})$/, (m) => ({ year: +m[1]!, month: +m[2]!, day: +m[3]! })],
  [/^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/, (m) => ({ year: +m[4]!, month: +m[3]!, day: +m[1]! })],
];

/** The calendar date `text` names in any accepted form; undefined otherwise. */
export function parseEventDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  for (const [pattern, read] of FORMS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const date = read(match);
    return isRealDate(date) ? date : undefined;
  }
  return undefined;
}

/** `SEP 15, 2025`, the form every date is shown in. */
export const formatEventDate = ({ year, month, day }: CalendarDate) => `${MONTHS[month - 1]} ${day}, ${year}`;

/** `2025-09-15`, for `<time datetime>`. */
export const isoEventDate = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
