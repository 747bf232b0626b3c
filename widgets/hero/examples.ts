import { hero } from '../../data/home/hero';
import { Hero, type HeroProps } from './Hero';

/** The component the examples render; the default example is the shipped sample. */
export const component = Hero;

/** Named examples: they feed the server-render tests and the embed documentation. */
export const examples: Record<string, HeroProps> = {
  default: { data: hero },
  oneSlide: { data: { ...hero, slides: hero.slides.slice(0, 1) } },
  noSocialLinks: { data: { ...hero, social: [] } },
};
