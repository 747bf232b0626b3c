import type { WidgetExample } from '../core/definitions';
import type { NewsProps } from './props';
import { News } from './News';
import { sampleNewsRows as newsRows } from './sample';

/** The component the examples render; the default example is the shipped sample. */
export const component = News;

/**
 * Named examples: they feed the server-render tests and the embed documentation. The default is a
 * sample of the university's daily news (sample.ts; a page's `<uni-news>` without data reads the
 * site's `/feeds/latest-news.json`, the newest 10: element.ts).
 */
export const examples: Record<string, WidgetExample<NewsProps>> = {
  default: { data: newsRows },
  latestFive: { data: newsRows, limit: 5 },
  withoutFiles: { data: newsRows.map(({ file: _file, ...row }) => row), heading: 'Notices (files pending)' },
  empty: { data: [] },
};
