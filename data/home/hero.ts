import type { Hero } from '../schema/home';
import { site } from '../site';

const campus = {
  image: '/images/home/hero-campus.svg',
  alt: `The main building of ${site.name} at sunrise, with the Sahyadri hills behind`,
  width: 1600,
  height: 600,
};
const library = {
  image: '/images/home/hero-library.svg',
  alt: 'The Knowledge Resource Centre in the evening, students walking on the lawn',
  width: 1600,
  height: 600,
};

/**
 * Home hero (spec 2.4 item 1): 4 slides, two images alternating. The social
 * profiles' targets are not shown in the spec; they point to the university's
 * official profile on each network (handle `ssukolhapur`, from the site's domain).
 */
export const hero: Hero = {
  label: 'Campus highlights',
  slides: [
    { id: 1, ...campus },
    { id: 2, ...library },
    { id: 3, ...campus },
    { id: 4, ...library },
  ],
  social: [
    { network: 'x', label: `${site.shortName} on X`, href: 'https://x.com/ssukolhapur', icon: 'i-simple-icons-x' },
    {
      network: 'linkedin',
      label: `${site.shortName} on LinkedIn`,
      href: 'https://www.linkedin.com/school/ssukolhapur/',
      icon: 'i-simple-icons-linkedin',
    },
    {
      network: 'instagram',
      label: `${site.shortName} on Instagram`,
      href: 'https://www.instagram.com/ssukolhapur/',
      icon: 'i-simple-icons-instagram',
    },
    {
      network: 'facebook',
      label: `${site.shortName} on Facebook`,
      href: 'https://www.facebook.com/ssukolhapur',
      icon: 'i-simple-icons-facebook',
    },
  ],
  quickLinks: { title: 'Quick Links', link: '/quick-links' },
};
