import type { PortalTile } from '../../schema/home';

/** University Portal grid in Marathi (mirrors data/home/portal.ts): same icons and links. */
export const portalTiles: PortalTile[] = [
  { icon: 'i-mdi-library', title: 'बीबीके ज्ञानस्रोत केंद्र', link: '/student/facilities/bbk-resource-center' },
  { icon: 'i-mdi-handshake', title: 'संलग्नता', link: '/about/authorities/academic-council' },
  { icon: 'i-mdi-map-marker-distance', title: 'दूरस्थ शिक्षण', link: '/programmes/distance' },
  { icon: 'i-mdi-laptop', title: 'ऑनलाइन अभ्यासक्रम', link: '/programmes/online' },
  { icon: 'i-mdi-factory', title: 'उद्योग सहयोग', link: '/incubation-center' },
  { icon: 'i-mdi-account-school', title: 'विद्यार्थी', link: '/student' },
  { icon: 'i-mdi-web', title: 'वेब ॲप्स', link: '/quick-links#mobile-apps' },
  { icon: 'i-mdi-clipboard-text', title: 'परीक्षा विभाग', link: '/student/examinations' },
  { icon: 'i-mdi-book-open-page-variant', title: 'ऑनलाइन कोर्सेस', link: '/student/swayam' },
  { icon: 'i-mdi-receipt-text', title: 'ऑनलाइन पावती', link: '/quick-links#online-receipt-portal' },
  { icon: 'i-mdi-school', title: 'PGBUTR-पीएच.डी.', link: '/programmes/phd' },
  { icon: 'i-mdi-account-plus', title: 'प्रवेश', link: '/programmes/ug' },
];
