import type { Statistics } from '../../schema/home';

/** Statistics strip in Marathi (mirrors data/home/statistics.ts): same icons, figures and link. */
export const statistics: Statistics = {
  heading: 'SSU एका दृष्टिक्षेपात',
  items: [
    { icon: 'i-mdi-calendar-star', volume: 62, title: 'वर्षे' },
    { icon: 'i-mdi-domain', volume: 34, title: 'अधिविभाग' },
    { icon: 'i-mdi-account-tie', volume: 10, title: 'अध्यासने' },
    { icon: 'i-mdi-office-building', volume: 19, title: 'केंद्रे' },
    { icon: 'i-mdi-pine-tree', volume: 853, title: 'परिसर (एकर)' },
    { icon: 'i-mdi-bank', volume: 297, title: 'संलग्न महाविद्यालये' },
  ],
  more: { title: 'SSU ची अधिक सांख्यिकी माहिती पाहा', link: '/about/statistical-information' },
};
