import { findOne } from 'domutils';
import { parseDocument } from 'htmlparser2';

/**
 * The first image of a prerendered page's main content, the likely largest paint, when it
 * is `loading="lazy"` (content images are): a lazy image is fetched only once the page has
 * been laid out, after the stylesheet has loaded, so without a preload its fetch starts late. React's server renderer
 * already writes a preload for an eager image (the hero's first slide). Undefined otherwise.
 */
export function firstContentImage(appHtml: string): string | undefined {
  const main = findOne((element) => element.name === 'main', parseDocument(appHtml).children);
  if (!main) return undefined;
  const image = findOne((element) => element.name === 'img' && Boolean(element.attribs.src), main.children);
  return image?.attribs.loading === 'lazy' ? image.attribs.src : undefined;
}
