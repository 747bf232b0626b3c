import { newsRows } from '../../data/content/news';
import type { NewsRow } from '../../data/schema/layouts';
import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { fromLanguageFolders } from '../core/localised-sample';
import { News } from './News';

const attributes = {
  /** how many rows to show (default: all) */
  limit: 'number',
  /** the heading above the table (default: 'Daily News' in the widget's language) */
  heading: 'string',
} as const satisfies AttributeDeclarations;

/** The props <News> receives: its attributes and its data. */
export type NewsProps = WidgetProps<typeof attributes, NewsRow[]>;

/**
 * `<uni-news>`: the daily news table (Sr. No., date, title, file with 'view'
 * and download; greyed controls for a row without a file), newest first.
 */
defineWidget({
  tag: 'uni-news',
  hydrate: 'never',
  component: News,
  attributes,
  /**
   * URL of JSON: an array of `{ serial_no, date: 'yyyy-mm-dd', file_title, file? }`, or the university's news JSON Feed (`/feeds/news.json`).
   * A child `<script type="application/json">` with the same array works too.
   */
  data: {
    sample: newsRows,
    schema: () => import('../../data/schema/json-feed').then((m) => m.NewsRowsOrFeed),
    translated: fromLanguageFolders(
      import.meta.glob<typeof newsRows>('../../data/content/*/news.ts', { import: 'newsRows' }),
    ),
  },
});
