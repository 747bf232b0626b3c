import DOMPurify from 'dompurify';
import { isOffSite, OFF_SITE_ICON_CLASS } from './off-site';

/**
 * Markup from data shown as HTML (the comment layout), made safe
 * (widgets/core/sanitize.ts). Line breaks become <br>.
 *
 * - In a browser: DOMPurify with a small allow-list of tags and attributes (no
 *   data- attributes, no scripts or styles, links only to SAFE_URI); links that leave
 *   the site get target="_blank", rel="noopener noreferrer" and the external mark.
 * - Without a DOM (server rendering, Node): DOMPurify cannot work (it returns
 *   its input unchanged there), so every tag is stripped and the text escaped;
 *   paragraph and line-break tags become line breaks. The component renders this
 *   plain version first and swaps in the DOMPurify version after mount, so a
 *   prerendered page never contains unsanitised markup and hydration matches.
 */

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'span',
  'blockquote',
  'h3',
  'h4',
];
export const ALLOWED_ATTR = ['href', 'lang', 'title'];

/** The link targets markup may keep: http(s), mailto, tel, and paths starting with one slash. */
export const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

/** Converts \n, \r\n and \r to <br>. */
export function lineBreaksToBr(message: string): string {
  return message.replace(/\r\n|\r|\n/g, '<br>');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(name: string): string | undefined {
  const code = name.startsWith('#x')
    ? parseInt(name.slice(2), 16)
    : name.startsWith('#')
      ? Number(name.slice(1))
      : undefined;
  if (code === undefined) return ENTITIES[name];
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Text only: script/style bodies dropped, tags removed, entities decoded, then escaped again; line breaks as <br>. */
export function stripToSafeHtml(message: string): string {
  const text = message
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/p\s*>|<\/li\s*>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/<[a-z!/][^>]*$/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name.toLowerCase()) ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return lineBreaksToBr(escapeHtml(text));
}

/** True where DOMPurify can really sanitise (a DOM exists). */
export function canSanitiseWithDom(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && DOMPurify.isSupported;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Our own DOMPurify instance, so our settings never affect anyone else's. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(window);
  return purifier;
}

/**
 * Links that leave the site open in a new tab without access to this page
 * (`rel="noopener noreferrer"`); those that leave the university's websites (another
 * domain, or `/\host`, which browsers read as `//host`) also get the external mark that
 * every other off-site link of the site has (link-marks.tsx): an icon and `externalLabel`
 * for screen readers.
 */
function markLinks(fragment: DocumentFragment, externalLabel: string): void {
  for (const link of fragment.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!;
    const offSite = isOffSite(href);
    if (!offSite && !/^https?:\/\//i.test(href)) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    if (!offSite) continue;
    const mark = document.createElement('span');
    mark.dataset.externalLink = '';
    const icon = document.createElement('span');
    icon.className = OFF_SITE_ICON_CLASS;
    icon.setAttribute('aria-hidden', 'true');
    const label = document.createElement('span');
    label.className = 'sr-only';
    label.textContent = ` (${externalLabel})`;
    mark.append(icon, label);
    link.append(mark);
  }
}

/**
 * Sanitised HTML of a message: DOMPurify in a browser, stripped text without a DOM.
 * `externalLabel` is what a screen reader says after a link that leaves the university's
 * websites ('opens an external website', in the page's language).
 */
export function sanitiseMessage(message: string, externalLabel: string): string {
  if (!canSanitiseWithDom()) return stripToSafeHtml(message);
  const fragment = getPurifier().sanitize(lineBreaksToBr(message), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // No data- attributes: markup from data must not reach the widgets' own hooks.
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URI,
    // DOMPurify holds every attribute it does not know as URI-safe to the URI rule: `lang="mr"` was dropped.
    ADD_URI_SAFE_ATTR: ['lang', 'title'],
    RETURN_DOM_FRAGMENT: true,
  });
  markLinks(fragment, externalLabel);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
