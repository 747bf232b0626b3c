import type { Recognition } from '../schema/home';

/** Recognition logos (spec 2.4 item 7): 6 generated badges with alt text. */
export const recognitions: Recognition[] = [
  {
    title: 'NAAC A++',
    src: '/images/home/recognition-naac.svg',
    alt: 'NAAC A++ accreditation',
    width: 160,
    height: 96,
  },
  { title: 'NIRF', src: '/images/home/recognition-nirf.svg', alt: 'NIRF ranked university', width: 160, height: 96 },
  { title: 'UGC 12(B)', src: '/images/home/recognition-ugc.svg', alt: 'UGC 12(B) recognition', width: 160, height: 96 },
  {
    title: 'ISO 9001:2015',
    src: '/images/home/recognition-iso.svg',
    alt: 'ISO 9001:2015 certified',
    width: 160,
    height: 96,
  },
  {
    title: 'Green Campus',
    src: '/images/home/recognition-green-campus.svg',
    alt: 'Green Campus award',
    width: 160,
    height: 96,
  },
  {
    title: 'Swachh Campus',
    src: '/images/home/recognition-swachh.svg',
    alt: 'Swachh Campus ranking',
    width: 160,
    height: 96,
  },
];
