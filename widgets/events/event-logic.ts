import { dateBadgeParts } from '../../data/i18n/format.ts';
import type { LanguageCode } from '../../data/i18n/languages.ts';
import { isoEventDate, parseEventDate } from '../../data/schema/event-date.ts';
import type { UniEvent } from '../../data/schema/home.ts';

/** Spec 3: `SEP 15, 2025` is shown split at the comma into month-day (`SEP 15`) and year (`2025`). */
export function splitEventDate(date: string): { monthDay: string; year: string } {
  const comma = date.indexOf(',');
  if (comma === -1) return { monthDay: date.trim(), year: '' };
  return { monthDay: date.slice(0, comma).trim(), year: date.slice(comma + 1).trim() };
}

/**
 * The badge of an event date in a language: English keeps the data's own text
 * (`SEP 15` over `2025`); Marathi and Hindi show the localised month, day and
 * year, day first as both languages write a date (`१५ सप्टें` over `२०२५`). A date that does not parse is shown as written.
 */
export function localEventDate(date: string, lang: LanguageCode): { monthDay: string; year: string } {
  const iso = lang === 'en' ? undefined : eventIsoDate(date);
  return iso ? dateBadgeParts(lang, new Date(`${iso}T00:00:00Z`)) : splitEventDate(date);
}

/** An event date (`SEP 15, 2025`, or any form the schema accepts) as ISO `2025-09-15` for `<time datetime>`; undefined if it does not read as a date. */
export function eventIsoDate(date: string): string | undefined {
  const parsed = parseEventDate(date);
  return parsed && isoEventDate(parsed);
}

export interface EventGroup {
  category: string;
  events: UniEvent[];
}

/** Events grouped by category, categories in order of first appearance, events in data order. */
export function groupByCategory(events: readonly UniEvent[]): EventGroup[] {
  const groups = new Map<string, UniEvent[]>();
  for (const event of events) {
    const group = groups.get(event.category);
    if (group) group.push(event);
    else groups.set(event.category, [event]);
  }
  return Array.from(groups, ([category, list]) => ({ category, events: list }));
}

/**
 * The events of the categories a page asks for (`categories="Academic, Workshop"`),
 * in that order; all of them when the list is empty. Names match without regard to case.
 */
export function selectCategories(events: readonly UniEvent[], categories: string | undefined): UniEvent[] {
  const wanted = (categories ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return [...events];
  const rank = (event: UniEvent) => wanted.indexOf(event.category.toLowerCase());
  return events.filter((event) => rank(event) !== -1).sort((a, b) => rank(a) - rank(b));
}

/** Spec 4: the accordion holds at most one open category. Clicking the open one closes it; a closed one opens and replaces it. */
export function toggleCategory(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** Spec 4: three panels; the first starts with the first category (School/Sports) open, the other two with none. */
export const PANEL_COUNT = 3;
export function initiallyOpen(panel: number, groups: readonly EventGroup[]): string | null {
  return panel === 0 ? (groups[0]?.category ?? null) : null;
}
