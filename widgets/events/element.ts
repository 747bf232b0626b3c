import { feedPaths } from '../../data/feed-paths';
import { defineWidget } from '../core/define-widget';
import { Events } from './Events';
import { attributes } from './props';

/**
 * `<uni-events>`: upcoming events. By default three identical accordion panels
 * (categories School/Sports, Academic, Cultural, Workshop, Examination; one open
 * at a time; the first panel starts with the first category open; lists scroll
 * at 290 px; `show more` leads to /events). Events can also be given as a
 * child `<script type="application/json">` holding the same array as `src`.
 * Without either it shows the university's events, in its language, from the site's
 * `/feeds/upcoming-events.json` (each category's next few) or, with `mode="all"`, a page of 25 from
 * `/feeds/all-events.json` (page 1) or `/feeds/all-events/page/<n>.json` (the `page` attribute).
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
    // No bundled sample: the events are the site's files (data/records/widget-data-files.ts), not code.
    sample: [],
    file: ({ mode, page }, lang) =>
      mode === 'all' ? feedPaths(lang).allEvents(Number(page ?? 1)) : feedPaths(lang).upcomingEvents,
    schema: () => import('../../data/schema/json-feed').then((m) => m.EventsOrFeed),
  },
});
