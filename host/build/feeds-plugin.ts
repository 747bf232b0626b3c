import { statSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { eventFeeds, newsFeeds, type FeedTexts } from './feeds.ts';

/** The feeds' own words in English; the language catalogs take over once the site speaks more. */
const englishTexts = (shortName: string): FeedTexts => ({
  newsTitle: `${shortName} Daily News`,
  newsDescription: 'Notices, circulars and news of the university, newest first.',
  eventsTitle: `${shortName} Upcoming Events`,
  categoryCalendar: (category) => `${shortName} events: ${category}`,
  category: (category) => category,
});

/**
 * Emits the news feeds (RSS 2.0, Atom, JSON Feed) and the events calendars (one
 * iCalendar file for all, one per category, and a JSON Feed) from the same data
 * the pages are rendered from.
 */
export function feedsPlugin(root: string): Plugin {
  return {
    name: 'uni-feeds',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) =>
        runnerImport<T>(`${root}/${file}`, { root, configFile: false }).then((result) => result.module);
      const [{ newsRows }, { events }, { site }] = await Promise.all([
        load<typeof import('../../data/content/news')>('data/content/news.ts'),
        load<typeof import('../../data/home/events')>('data/home/events.ts'),
        load<typeof import('../../data/site')>('data/site.ts'),
      ]);
      const fileSize = (path: string) => {
        try {
          return statSync(join(root, 'public', path)).size;
        } catch {
          return undefined;
        }
      };
      const input = {
        site,
        lang: 'en' as const,
        news: newsRows,
        events,
        fileSize,
        texts: englishTexts(site.shortName),
      };
      for (const file of [...newsFeeds(input), ...eventFeeds(input)]) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}
