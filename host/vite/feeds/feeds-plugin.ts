import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';
import { buildDate } from '../content/records-plugin.ts';
import { eventFeeds, newsFeeds, type FeedInput } from './feeds.ts';
import type { StepOutputCache } from '../incremental/step-outputs.ts';
import { valueHash } from '../incremental/value-hash.ts';

/**
 * Emits, for each language, the news feeds (RSS 2.0, Atom, JSON Feed) and the
 * events calendars (one iCalendar file for all, one per category, and a JSON
 * Feed), from the same data the pages are rendered from: a language's own
 * translated data where it exists (the languages contract), else the English;
 * the events from their records (data/records/events/), with their short titles.
 * A language's feeds are made from its news, its events and the build's date (the rest is code):
 * in an incremental build, a language whose are the last build's keeps its files (`steps`,
 * host/vite/incremental/step-outputs.ts), as when a circular is republished.
 */
export function feedsPlugin(root: string, steps?: StepOutputCache): Plugin {
  return {
    name: 'uni-feeds',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) => loadSiteModule<T>(root, file);
      /** `data/content/news.ts` in `lang`: `data/content/<lang>/news.ts` when that file exists. */
      const localised = <T>(lang: string, dir: string, file: string) =>
        load<T>(lang !== 'en' && existsSync(join(root, dir, lang, file)) ? `${dir}/${lang}/${file}` : `${dir}/${file}`);
      const [{ site }, { LANGUAGE_CODES }, { translate }, { eventCategoryLabel }, { calendarEvents }] =
        await Promise.all([
          load<typeof import('../../../data/site')>('data/site.ts'),
          load<typeof import('../../../data/i18n/languages')>('data/i18n/languages.ts'),
          load<typeof import('../../../data/i18n/translate')>('data/i18n/translate.ts'),
          load<typeof import('../../../data/i18n/event-categories')>('data/i18n/event-categories.ts'),
          load<typeof import('../../../data/records/calendar-events')>('data/records/calendar-events.ts'),
        ]);
      const fileSize = (path: string) => {
        const file = join(root, 'public', path);
        return existsSync(file) ? statSync(file).size : undefined;
      };
      for (const lang of LANGUAGE_CODES) {
        const { newsRows } = await localised<typeof import('../../../data/content/news')>(
          lang,
          'data/content',
          'news.ts',
        );
        const siteName = translate(lang, 'site.name');
        const input: FeedInput = {
          site,
          lang,
          news: newsRows,
          events: calendarEvents(lang),
          today: buildDate(),
          fileSize,
          texts: {
            newsTitle: translate(lang, 'feeds.newsTitle', { site: siteName }),
            newsDescription: translate(lang, 'feeds.newsDescription'),
            eventsTitle: translate(lang, 'feeds.eventsTitle', { site: siteName }),
            categoryCalendar: (category) => translate(lang, 'feeds.categoryCalendar', { site: siteName, category }),
            category: (category) => eventCategoryLabel(lang, category),
          },
        };
        const step = `feeds:${lang}`;
        const made = valueHash(lang, input.today, input.news, input.events);
        if (steps?.keep(step, made)) continue;
        const files = [...newsFeeds(input), ...eventFeeds(input)];
        for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
        steps?.made(
          step,
          made,
          files.map((file) => [file.fileName, file.source]),
        );
      }
    },
  };
}
