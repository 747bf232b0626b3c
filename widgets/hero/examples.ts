import hero from '../../data/home/hero.yaml';
import type { WidgetExample } from '../core/definitions';
import type { HeroProps } from './props';
import { Hero } from './Hero';

/** The component the examples render; the default example is the shipped sample. */
export const component = Hero;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, WidgetExample<HeroProps>> = {
  default: { data: hero },
  oneSlide: { data: { ...hero, slides: hero.slides.slice(0, 1) } },
  noSocialLinks: { data: { ...hero, social: [] } },
};
