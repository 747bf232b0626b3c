/** Fixed interface texts of the spec (section 8), in one place. */
export const texts = {
  notFoundHeading: '404 - Page Not Found',
  notFoundText: "The page you're looking for doesn't exist.",
  noData: 'No Data Found',
  noTables: 'No tables found',
  noUpdates: 'No updates available',
  downloadFallbackName: 'document.pdf',
  // Content page (spec 2.5, 2.6)
  relatedPages: 'Related Pages',
  updatesNews: 'Updates/News',
  breadcrumbHome: 'Home',
  holidaysRow: 'Holidays in 2025',
  googleMapsRow: 'Google Maps',
  officeLinkText: 'Click here',
  showMore: 'Show More',
  showLess: 'Show Less',
  view: 'view',
  download: 'Download',
  tableFilterLabel: 'Search this table',
  noRowsMatch: 'No rows match your search.',
} as const;
