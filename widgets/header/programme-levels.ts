/** The header's category buttons (spec 1); each leads to its programme-level page. */
export const programmeLevels = [
  { label: 'UG', title: 'Undergraduate programmes', path: '/programmes/ug' },
  { label: 'PG', title: 'Postgraduate programmes', path: '/programmes/pg' },
  { label: 'P.H.D', title: 'Doctoral (Ph.D.) programmes', path: '/programmes/phd' },
  { label: 'Online', title: 'Online programmes', path: '/programmes/online' },
  { label: 'Distance', title: 'Distance education programmes', path: '/programmes/distance' },
] as const;
