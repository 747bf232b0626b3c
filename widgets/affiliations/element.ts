import affiliatedLogos from '../../data/home/affiliations.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Affiliations } from './Affiliations';

/**
 * `<uni-affiliations>`: the affiliated-institutions carousel (Glide): 16 logos
 * (8 listed twice), autoplay every 2500 ms, 500 ms transition, 9/7/5/3/2 logos in
 * view as the window narrows; hover or focus shows the title and `Details`;
 * pause control, pause on hover and focus, no autoplay under reduced motion;
 * "Page n of m" announced.
 */
defineWidget({
  tag: 'uni-affiliations',
  hydrate: 'visible',
  component: Affiliations,
  /** URL of JSON: an array of `{id, src, title, link, width, height}` */
  data: {
    sample: affiliatedLogos,
    schema: () => import('../../data/schema/home').then((m) => m.AffiliatedLogos),
    translated: fromLanguageFolders(
      import.meta.glob<typeof affiliatedLogos>('../../data/home/*/affiliations.yaml', { import: 'default' }),
    ),
  },
});
