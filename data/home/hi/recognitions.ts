import type { Recognition } from '../../schema/home';

/** Recognition logos in Hindi (mirrors data/home/recognitions.ts): same badges and sizes. */
export const recognitions: Recognition[] = [
  {
    title: 'नैक A++',
    src: '/images/home/recognition-naac.svg',
    alt: 'नैक A++ प्रत्यायन',
    width: 160,
    height: 96,
  },
  {
    title: 'एनआईआरएफ',
    src: '/images/home/recognition-nirf.svg',
    alt: 'एनआईआरएफ रैंकिंग प्राप्त विश्वविद्यालय',
    width: 160,
    height: 96,
  },
  {
    title: 'यूजीसी 12(B)',
    src: '/images/home/recognition-ugc.svg',
    alt: 'यूजीसी 12(B) मान्यता',
    width: 160,
    height: 96,
  },
  {
    title: 'ISO 9001:2015',
    src: '/images/home/recognition-iso.svg',
    alt: 'ISO 9001:2015 प्रमाणित',
    width: 160,
    height: 96,
  },
  {
    title: 'हरित परिसर',
    src: '/images/home/recognition-green-campus.svg',
    alt: 'हरित परिसर पुरस्कार',
    width: 160,
    height: 96,
  },
  {
    title: 'स्वच्छ परिसर',
    src: '/images/home/recognition-swachh.svg',
    alt: 'स्वच्छ परिसर रैंकिंग',
    width: 160,
    height: 96,
  },
];
