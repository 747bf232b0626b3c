import type { LanguageCode } from '../../../data/i18n/languages.ts';

/**
 * A page's own description for `<meta name="description">` and its social preview
 * (`og:description`): the first paragraph of its content, in the page's language,
 * trimmed to about 160 characters at a word boundary. Read from the prerendered
 * `<main>` (the widgets' content included), so every kind of page has one; a page
 * without a paragraph long enough to describe it is described by its heading and the
 * site's description.
 */
const MAX_LENGTH = 160;
/** Shorter paragraphs are notices and captions ('No updates'), not a description. */
const MIN_LENGTH = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment: tags and comments dropped, entities read, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to at most MAX_LENGTH characters at the last space, with an ellipsis when cut. */
export function trimDescription(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** Marathi and Hindi are written in Devanagari: an English passage on their pages does not describe them. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** The description of a page in `lang` from its `<main>` HTML; `fallback` (the site's) when it has no paragraph to give. */
export function pageDescription(mainHtml: string, fallback: string, lang: LanguageCode): string {
  // The HTML may go on after </main> (the footer): its paragraphs describe the site, not the page.
  const end = mainHtml.indexOf('</main>');
  const main = end === -1 ? mainHtml : mainHtml.slice(0, end);
  // The content's own sections first (content pages), else any paragraph of the page (site pages).
  const content = main.indexOf('data-layout=');
  for (const scope of content === -1 ? [main] : [main.slice(content), main]) {
    for (const [, attributes, inner] of scope.matchAll(/<p(\s[^>]*)?>([\s\S]*?)<\/p>/g)) {
      if (attributes?.includes('data-english-only')) continue;
      const text = plainText(inner!);
      if (text.length >= MIN_LENGTH && (lang === 'en' || DEVANAGARI.test(text))) return trimDescription(text);
    }
  }
  // A page of tables and lists: its heading, then what the site is.
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  return heading ? trimDescription(`${plainText(heading)}: ${fallback}`) : fallback;
}
