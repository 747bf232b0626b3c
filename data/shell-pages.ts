/**
 * Pages whose content depends on the query string (search results): hosts serve them
 * the language's shell file (`shell.html`, `mr/shell.html`: the page prerendered without
 * a query, whose island reads the query), not a file of their own path, and they are not
 * listed in the sitemaps. No imports, so the build config can read it directly.
 */
export const SHELL_ONLY: ReadonlySet<string> = new Set(['/search']);
