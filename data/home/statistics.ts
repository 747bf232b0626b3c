import type { Statistics } from '../schema/home';
import { site } from '../site';

/** Statistics strip (spec 2.4 item 9, spec 9). The `See More` target is the site's statistics page. */
export const statistics: Statistics = {
  heading: `${site.shortName} at a Glance`,
  items: [
    { icon: 'i-mdi-calendar-star', volume: 62, title: 'Years' },
    { icon: 'i-mdi-domain', volume: 34, title: 'Departments' },
    { icon: 'i-mdi-account-tie', volume: 10, title: 'Chairs' },
    { icon: 'i-mdi-office-building', volume: 19, title: 'Centers' },
    { icon: 'i-mdi-pine-tree', volume: 853, title: 'Campus in Acre' },
    { icon: 'i-mdi-bank', volume: 297, title: 'Affiliated Colleges' },
  ],
  more: { title: `See More ${site.shortName} Statistical Information`, link: '/about/statistical-information' },
};
