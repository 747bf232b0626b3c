import type { Leader } from '../../schema/home';

/** Leadership panel in Marathi (mirrors data/home/leaders.ts): names in Devanagari, offices as in the glossary. */
export const leaders: Leader[] = [
  {
    name: 'श्री. वसंतराव देशमुख',
    position: 'कुलपती',
    image: '/images/home/leader-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/campus',
  },
  {
    name: 'प्रा. (डॉ.) सुनंदा कुलकर्णी',
    position: 'कुलगुरू',
    image: '/images/home/leader-vice-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/policies',
  },
  {
    name: 'प्रा. (डॉ.) प्रकाश जाधव',
    position: 'प्र-कुलगुरू',
    image: '/images/home/leader-pro-vice-chancellor.svg',
    width: 240,
    height: 280,
    link: '/about/university-officers',
  },
  {
    name: 'डॉ. मीनल शिंदे',
    position: 'कुलसचिव',
    image: '/images/home/leader-registrar.svg',
    width: 240,
    height: 280,
    link: '/governance/statutes/registrar',
  },
];
