/** Fixed interface texts of the spec (section 8), in one place. */
export const texts = {
  notFoundHeading: '404 - Page Not Found',
  notFoundText: "The page you're looking for doesn't exist.",
  noData: 'No Data Found',
  noTables: 'No tables found',
  noUpdates: 'No updates available',
  downloadFallbackName: 'document.pdf',
} as const;
