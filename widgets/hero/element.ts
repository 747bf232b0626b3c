import hero from '../../data/home/hero.yaml';
import { defineWidget } from '../core/define-widget';
import { fromLanguageFolders } from '../core/localised-sample';
import { Hero } from './Hero';

/**
 * `<uni-hero>`: the home page's hero carousel (Glide: 4 slides, autoplay every
 * 3000 ms, infinite loop, 500 ms transition, pause on hover, focus and with the
 * pause control; no autoplay under prefers-reduced-motion), dots and
 * previous/next arrows, the social column and the red `Quick Links` button.
 */
defineWidget({
  tag: 'uni-hero',
  // Prerendered, it autoplays without React (widgets/preludes.ts) until the first interaction.
  hydrate: 'interaction',
  component: Hero,
  /** URL of JSON `{label, slides: [{id, image, alt, width, height}], social: [{network, label, href, icon}], quickLinks: {title, link}}` */
  data: {
    sample: hero,
    schema: () => import('../../data/schema/home').then((m) => m.Hero),
    translated: fromLanguageFolders(
      import.meta.glob<typeof hero>('../../data/home/*/hero.yaml', { import: 'default' }),
    ),
  },
});
