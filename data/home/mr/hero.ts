import type { Hero } from '../../schema/home';
import { hero as englishHero } from '../hero';

/** Marathi alt texts by image (mirrors data/home/hero.ts); slides, images and sizes are the English ones. */
const marathiAlt: Record<string, string> = {
  '/images/home/hero-campus.svg': 'सूर्योदयाच्या वेळी सह्याद्री राज्य विद्यापीठाची मुख्य इमारत, मागे सह्याद्रीचे डोंगर',
  '/images/home/hero-library.svg': 'सायंकाळी ज्ञानस्रोत केंद्र, हिरवळीवरून चालणारे विद्यार्थी',
};

/** Network names are brand names and stay in Latin script. */
const marathiSocialLabel: Record<string, string> = {
  x: 'X वरील SSU चे खाते',
  linkedin: 'LinkedIn वरील SSU चे खाते',
  instagram: 'Instagram वरील SSU चे खाते',
  facebook: 'Facebook वरील SSU चे खाते',
};

export const hero: Hero = {
  label: 'परिसराची झलक',
  slides: englishHero.slides.map((slide) => ({ ...slide, alt: marathiAlt[slide.image] ?? missing(slide.image) })),
  social: englishHero.social.map((profile) => ({
    ...profile,
    label: marathiSocialLabel[profile.network] ?? missing(profile.network),
  })),
  quickLinks: { ...englishHero.quickLinks, title: 'महत्त्वाचे दुवे' },
};

function missing(key: string): never {
  throw new Error(`data/home/mr/hero.ts: no Marathi text for ${key}`);
}
