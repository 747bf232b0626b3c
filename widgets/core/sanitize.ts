import DOMPurify from 'dompurify';

/**
 * Markup from data shown as HTML (the comment layout), made safe
 * (widgets/core/sanitize.ts). Line breaks become <br>.
 *
 * - In a browser: DOMPurify with a small allow-list of tags and attributes;
 *   links that leave the site get target="_blank" and rel="noopener noreferrer".
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

/** Our own DOMPurify instance, so its link hook never affects anyone else's. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && /^https?:\/\//i.test((node as Element).getAttribute('href') ?? '')) {
        (node as Element).setAttribute('target', '_blank');
        (node as Element).setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** Sanitised HTML of a message: DOMPurify in a browser, stripped text without a DOM. */
export function sanitiseMessage(message: string): string {
  if (!canSanitiseWithDom()) return stripToSafeHtml(message);
  return getPurifier().sanitize(lineBreaksToBr(message), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
  });
}
