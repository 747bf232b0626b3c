import eventsEn from 'virtual:records/events?lang=en';
import eventsHi from 'virtual:records/events?lang=hi';
import eventsMr from 'virtual:records/events?lang=mr';
import newsEn from 'virtual:records/news?lang=en';
import newsHi from 'virtual:records/news?lang=hi';
import newsMr from 'virtual:records/news?lang=mr';
import type { LanguageCode } from '../i18n/languages';
import { withFileSize } from './file-sizes';
import { newsRows, uniEvents, type Stored } from './samples';

/**
 * What each department publishes on the desk, as the data a department site's widgets take:
 * `<uni-events src=".../departments/<slug>/events.json">` and `<uni-news src=".../news.json">`
 * (the same shapes the widgets' schemas check, each news row with its PDF's `file_size`), one file per department, kind and language
 * (host/vite/feeds/department-data-plugin.ts writes them).
 */
const EVENTS: Record<LanguageCode, unknown[]> = { en: eventsEn, mr: eventsMr, hi: eventsHi };
const NEWS: Record<LanguageCode, unknown[]> = { en: newsEn, mr: newsMr, hi: newsHi };

/** Every department that has records, with its events and news in `lang`. */
export function departmentData(lang: LanguageCode): Array<{ department: string; events: unknown[]; news: unknown[] }> {
  const events = EVENTS[lang] as Array<Stored<'events'>>;
  const news = NEWS[lang] as Array<Stored<'news'>>;
  const departments = [...new Set([...events, ...news].flatMap((record) => record.department ?? []))].sort();
  return departments.map((department) => ({
    department,
    events: uniEvents(
      events.filter((event) => event.department === department),
      lang,
    ),
    news: newsRows(
      news.filter((item) => item.department === department),
      lang,
    ).map(withFileSize),
  }));
}
