import type { Hero } from '../../schema/home';
import { hero as englishHero } from '../hero';

/** Hindi alt texts by image (mirrors data/home/hero.ts); slides, images and sizes are the English ones. */
const hindiAlt: Record<string, string> = {
  '/images/home/hero-campus.svg': 'सूर्योदय के समय सह्याद्री राज्य विश्वविद्यालय का मुख्य भवन, पीछे सह्याद्री की पहाड़ियाँ',
  '/images/home/hero-library.svg': 'संध्या के समय ज्ञान संसाधन केंद्र, लॉन पर टहलते विद्यार्थी',
};

const hindiSocialLabel: Record<string, string> = {
  x: 'X पर SSU',
  linkedin: 'LinkedIn पर SSU',
  instagram: 'Instagram पर SSU',
  facebook: 'Facebook पर SSU',
};

export const hero: Hero = {
  label: 'परिसर की झलकियाँ',
  slides: englishHero.slides.map((slide) => ({ ...slide, alt: hindiAlt[slide.image] ?? missing(slide.image) })),
  social: englishHero.social.map((profile) => ({
    ...profile,
    label: hindiSocialLabel[profile.network] ?? missing(profile.network),
  })),
  quickLinks: { ...englishHero.quickLinks, title: 'महत्वपूर्ण लिंक' },
};

function missing(key: string): never {
  throw new Error(`data/home/hi/hero.ts: no Hindi text for ${key}`);
}
