import type { AffiliatedLogo } from '../schema/home';
import { site } from '../site';

/**
 * The 8 affiliated institutions and initiatives (spec 2.4 item 3). The target
 * of each logo's `Details` button is not shown in the spec: it is the body's
 * official website, or the site's own page for the university's items.
 */
const logos: Array<Omit<AffiliatedLogo, 'id' | 'width' | 'height'>> = [
  { title: 'Solar Energy', src: '/images/home/affiliated-solar-energy.svg', link: 'https://mnre.gov.in/' },
  {
    title: 'National Academic Depository',
    src: '/images/home/affiliated-nad.svg',
    link: 'https://nad.digilocker.gov.in/',
  },
  { title: 'Academic Repository', src: '/images/home/affiliated-repository.svg', link: '/research' },
  { title: site.name, src: '/images/home/affiliated-university.svg', link: '/about/history' },
  { title: 'Shodh Ganga', src: '/images/home/affiliated-shodhganga.svg', link: 'https://shodhganga.inflibnet.ac.in/' },
  { title: 'Govt of India', src: '/images/home/affiliated-govt-of-india.svg', link: 'https://www.india.gov.in/' },
  { title: 'e-Gov Project', src: '/images/home/affiliated-e-gov.svg', link: 'https://negd.gov.in/' },
  {
    title: 'Digital India',
    src: '/images/home/affiliated-digital-india.svg',
    link: 'https://www.digitalindia.gov.in/',
  },
];

/** The carousel lists the 8 logos twice: 16 items, ids 1 to 16. */
export const affiliatedLogos: AffiliatedLogo[] = [...logos, ...logos].map((logo, index) => ({
  id: index + 1,
  ...logo,
  width: 160,
  height: 96,
}));
