import type { MessageKey } from '../../data/i18n/translate';

/** The header's category buttons (spec 1); each leads to its programme-level page. Texts are catalog keys. */
export const programmeLevels: ReadonlyArray<{ label: MessageKey; title: MessageKey; path: string }> = [
  { label: 'header.ug', title: 'header.ugTitle', path: '/programmes/ug' },
  { label: 'header.pg', title: 'header.pgTitle', path: '/programmes/pg' },
  { label: 'header.phd', title: 'header.phdTitle', path: '/programmes/phd' },
  { label: 'header.online', title: 'header.onlineTitle', path: '/programmes/online' },
  { label: 'header.distance', title: 'header.distanceTitle', path: '/programmes/distance' },
];
