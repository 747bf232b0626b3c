import en from 'virtual:records/events?lang=en';
import hi from 'virtual:records/events?lang=hi';
import mr from 'virtual:records/events?lang=mr';
import type { LanguageCode } from '../i18n/languages';
import type { UniEvent } from '../schema/home';
import { uniEvents, type Stored } from './samples';

/** An event as the calendars (.ics) carry it: the widget's event and the short title it is listed by. */
export interface CalendarEvent extends UniEvent {
  /** The record's short `title`, or its full description where it has none. */
  title: string;
}

const records: Record<LanguageCode, Array<Stored<'events'>>> = { en, mr, hi } as Record<
  LanguageCode,
  Array<Stored<'events'>>
>;

/**
 * The events of `lang` for the calendars, in the widget's order (their UIDs count events by it): the
 * titles come through the same query as the descriptions, so they stay in step. A module of its own,
 * read only by the build, so the widgets never carry the short titles.
 */
export function calendarEvents(lang: LanguageCode): CalendarEvent[] {
  const titles = uniEvents(
    records[lang].map((record) => ({ ...record, description: record.title ?? record.description })),
    lang,
  );
  return uniEvents(records[lang], lang).map((event, index) => ({ ...event, title: titles[index]!.description }));
}
