import { feedPaths } from '../../data/feed-paths';
import { defineWidget } from '../core/define-widget';
import { News } from './News';
import { attributes } from './props';

/**
 * `<uni-news>`: the daily news table (Sr. No., date, title, file with 'view'
 * and download; greyed controls for a row without a file), newest first.
 * Without `src` or inline JSON it shows the university's latest news, in its language,
 * from the site's `/feeds/latest-news.json`.
 */
defineWidget({
  tag: 'uni-news',
  hydrate: 'never',
  component: News,
  attributes,
  /**
   * URL of JSON: an array of `{ serial_no, date: 'yyyy-mm-dd', file_title, file? }`, or the university's news JSON Feed (`/feeds/news.json`) or a department's news (`/departments/<department>/news.json`).
   * On another site, these two paths of the university's (also under `/mr/` and `/hi/`) are read from the kit's site.
   * A child `<script type="application/json">` with the same array works too.
   */
  data: {
    // No bundled sample: the news is the site's file (data/records/widget-data-files.ts), not code.
    sample: [],
    file: (_attributes, lang) => feedPaths(lang).latestNews,
    schema: () => import('../../data/schema/json-feed').then((m) => m.NewsRowsOrFeed),
  },
});
