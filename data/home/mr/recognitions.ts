import type { Recognition } from '../../schema/home';

/** Recognition logos in Marathi (mirrors data/home/recognitions.ts): same badges and sizes. */
export const recognitions: Recognition[] = [
  {
    title: 'नॅक A++',
    src: '/images/home/recognition-naac.svg',
    alt: 'नॅकचे A++ मानांकन',
    width: 160,
    height: 96,
  },
  {
    title: 'एनआयआरएफ',
    src: '/images/home/recognition-nirf.svg',
    alt: 'एनआयआरएफ क्रमवारीतील विद्यापीठ',
    width: 160,
    height: 96,
  },
  {
    title: 'यूजीसी १२(ब)',
    src: '/images/home/recognition-ugc.svg',
    alt: 'यूजीसी कलम १२(ब) अंतर्गत मान्यता',
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
    alt: 'स्वच्छ परिसर क्रमवारी',
    width: 160,
    height: 96,
  },
];
