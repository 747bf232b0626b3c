/**
 * The one spelling of a page's path, in a module of its own: the preview server's config loads it
 * without the route table (which reads the menu file through a Vite plugin).
 */

/** One spelling per page: repeated slashes collapse ('//' -> '/', '/about//history' -> '/about/history'), a trailing slash goes ('/about/' -> '/about'); '/' and '' give '/'. */
export function normalisePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed || '/';
}
