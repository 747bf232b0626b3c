import statistics from '../../data/home/statistics.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Statistics } from './Statistics';

/**
 * `<uni-statistics>`: the statistics strip (Years 62, Departments 34, Chairs 10,
 * Centers 19, Campus in Acre 853, Affiliated Colleges 297) and the
 * `See More ... Statistical Information` link.
 */
defineWidget({
  tag: 'uni-statistics',
  hydrate: 'never',
  component: Statistics,
  /** URL of JSON `{heading, items: [{icon, volume, title}], more: {title, link}}` */
  data: {
    sample: statistics,
    schema: () => import('../../data/schema/home').then((m) => m.Statistics),
    translated: fromLanguageFolders(
      import.meta.glob<typeof statistics>('../../data/home/*/statistics.yaml', { import: 'default' }),
    ),
  },
});
