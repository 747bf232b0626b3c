/**
 * Pages whose content depends on the query string (search results): not
 * prerendered (they are served the bare shell of their language) and not listed
 * in the sitemaps. No imports, so the build config can read it directly.
 */
export const SHELL_ONLY: ReadonlySet<string> = new Set(['/search']);
