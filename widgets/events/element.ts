import { events } from '../../data/home/events';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Events } from './Events';
import { attributes } from './props';

/**
 * `<uni-events>`: upcoming events. By default three identical accordion panels
 * (categories School/Sports, Academic, Cultural, Workshop, Examination; one open
 * at a time; the first panel starts with the first category open; lists scroll
 * at 290 px; `show more` leads to /events). Events can also be given as a
 * child `<script type="application/json">` holding the same array as `src`.
 */
defineWidget({
  tag: 'uni-events',
  hydrate: 'interaction',
  component: Events,
  attributes,
  /**
   * URL of JSON: an array of `{category, date, description}`, dates written like `SEP 15, 2025`, or the university's events JSON Feed (`/feeds/events.json`) or a department's events (`/departments/<department>/events.json`).
   * On another site, these two paths of the university's (also under `/mr/` and `/hi/`) are read from the kit's site.
   */
  data: {
    sample: events,
    schema: () => import('../../data/schema/json-feed').then((m) => m.EventsOrFeed),
    translated: fromLanguageFolders(
      import.meta.glob<typeof events>('../../data/home/*/events.ts', { import: 'events' }),
    ),
  },
});
