/** The light-DOM wrapper around every page's menu, which the access bar's 'To Navigation' focuses. */
export const NAVIGATION_ID = 'navigation';
