import type { Statistics } from '../../schema/home';

/** Statistics strip in Hindi (mirrors data/home/statistics.ts): same icons, figures and link. */
export const statistics: Statistics = {
  heading: 'एक नज़र में SSU',
  items: [
    { icon: 'i-mdi-calendar-star', volume: 62, title: 'वर्ष' },
    { icon: 'i-mdi-domain', volume: 34, title: 'विभाग' },
    { icon: 'i-mdi-account-tie', volume: 10, title: 'पीठ' },
    { icon: 'i-mdi-office-building', volume: 19, title: 'केंद्र' },
    { icon: 'i-mdi-pine-tree', volume: 853, title: 'परिसर (एकड़ में)' },
    { icon: 'i-mdi-bank', volume: 297, title: 'संबद्ध महाविद्यालय' },
  ],
  more: { title: 'SSU की और सांख्यिकीय जानकारी देखें', link: '/about/statistical-information' },
};
