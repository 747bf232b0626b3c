/**
 * Widgets render plain `<a href>` and never import the router. On the host site,
 * a click on a same-origin link (found through shadow roots by `composedPath()`)
 * navigates client-side instead of loading the page again.
 */
import { isFilePath } from '../data/paths';
export function interceptLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // Same page, new fragment: let the browser jump to it.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    // Documents and other files are not routes.
    if (isFilePath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
