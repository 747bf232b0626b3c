import type { CustomElementsManifest, ManifestAttribute, ManifestDeclaration } from 'virtual:custom-elements-manifest';
import { FRAME_PATH } from '../../data/paths';

/** The documentation's own tag: never shown as an example inside itself. */
export const DOCS_TAG = 'uni-embed-docs';

/** Where the loader lives on the kit's site. */
export const LOADER_PATH = '/widgets/index.js';

export interface DocumentedElement {
  tag: string;
  summary: string;
  /** The description's prose paragraphs (fenced examples removed). */
  paragraphs: string[];
  /** HTML of the first `@example` (a fenced html block in the description), if any. */
  example?: string;
  attributes: ManifestAttribute[];
  /** Takes JSON data (`src` or an inline `<script type="application/json">`). */
  takesData: boolean;
}

/** Every custom element of the manifest except the documentation itself, in manifest order. */
export function documentedElements(manifest: CustomElementsManifest): DocumentedElement[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ManifestDeclaration & { tagName: string } =>
      Boolean(declaration.customElement && declaration.tagName && declaration.tagName !== DOCS_TAG),
    )
    .map((declaration) => {
      const { paragraphs, examples } = splitDescription(declaration.description ?? '');
      const attributes = declaration.attributes ?? [];
      return {
        tag: declaration.tagName,
        summary: declaration.summary ?? paragraphs[0] ?? '',
        paragraphs,
        example: examples[0],
        attributes,
        takesData: attributes.some((attribute) => attribute.name === 'src'),
      };
    });
}

/** A manifest description: prose paragraphs, and the fenced ```html examples the generator appends. */
export function splitDescription(description: string): { paragraphs: string[]; examples: string[] } {
  const examples: string[] = [];
  const prose = description.replace(/```html\n([\s\S]*?)\n```/g, (_, html: string) => {
    examples.push(html.trim());
    return '';
  });
  const paragraphs = prose
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { paragraphs, examples };
}

/** Text with `code` spans, as parts for rendering. */
export function codeSpans(text: string): Array<{ code: boolean; text: string }> {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}

/** `'accordion' | 'all'` -> ['accordion', 'all']; undefined for any other type. */
export function literalOptions(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  const parts = type.split('|').map((part) => part.trim());
  const literals = parts
    .map((part) => /^'([^']*)'$|^"([^"]*)"$/.exec(part))
    .map((match) => (match ? (match[1] ?? match[2]) : undefined));
  return literals.length > 1 && literals.every((literal) => literal !== undefined) ? (literals as string[]) : undefined;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside `<script>`: `</script` (any case) and `<!--` must not end or confuse the element. */
export const escapeScriptJson = (json: string) => json.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

export interface TagChoice {
  tag: string;
  /** Attribute values by attribute name; empty values are left out; `true` writes a bare boolean attribute. */
  attributes: Record<string, string | boolean>;
  /** JSON for a child `<script type="application/json">`, left out when blank. */
  inlineJson?: string;
}

/** The markup of one tag as a webmaster pastes it. */
export function tagMarkup({ tag, attributes, inlineJson }: TagChoice): string {
  const written = Object.entries(attributes)
    .flatMap(([name, value]) =>
      value === true
        ? [` ${name}`]
        : typeof value === 'string' && value !== ''
          ? [` ${name}="${escapeAttribute(value)}"`]
          : [],
    )
    .join('');
  const json = inlineJson?.trim();
  if (!json) return `<${tag}${written}></${tag}>`;
  const indented = escapeScriptJson(json)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `<${tag}${written}>\n  <script type="application/json">\n${indented}\n  </script>\n</${tag}>`;
}

/** The loader's script tag. */
export const loaderMarkup = (loaderUrl: string) =>
  `<script type="module" src="${escapeAttribute(loaderUrl)}"></script>`;

/** The whole copy-paste snippet: the loader (once per page), then the tag. */
export const snippet = (loaderUrl: string, choice: TagChoice) => `${loaderMarkup(loaderUrl)}\n${tagMarkup(choice)}`;

/** The three ways to put a widget on a page. */
export type EmbedForm = 'tag' | 'editor' | 'iframe';

/**
 * The editor-safe form (widgets/editor-markup.ts): a `<div data-uni-widget>` with each
 * attribute as `data-<name>`. Editors strip scripts, so inline JSON has no place here.
 */
export function editorMarkup({ tag, attributes }: TagChoice): string {
  const written = Object.entries(attributes)
    .flatMap(([name, value]) =>
      value === true
        ? [` data-${name}`]
        : typeof value === 'string' && value !== ''
          ? [` data-${name}="${escapeAttribute(value)}"`]
          : [],
    )
    .join('');
  return `<div data-uni-widget="${tag}"${written}></div>`;
}

/** The iframe's height when the page cannot run the resizer script; the widget scrolls inside if taller. */
export const FRAME_HEIGHT = 600;

/** A URL on the kit's site, relative to the loader's; root-relative while the loader URL is (before mount). */
function besideLoader(loaderUrl: string, path: string, query?: URLSearchParams): string {
  const url = new URL(path, new URL(loaderUrl, 'https://kit.invalid/'));
  if (query) url.search = query.toString();
  return /^[a-z][a-z0-9+.-]*:/i.test(loaderUrl) ? url.href : url.pathname + url.search;
}

/** The frame page of a widget, its attributes in the query (inline JSON cannot travel: use `src`). */
export function frameUrl(loaderUrl: string, { tag, attributes }: TagChoice): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) query.set(name, '');
    else if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  return besideLoader(loaderUrl, `..${FRAME_PATH}${tag}`, query);
}

/**
 * The iframe form: the frame in a `<div>`, and the optional script (where scripts are allowed) that fits
 * it to its widget. Themes size and centre the blocks of a post's column, not an inline iframe:
 * bare, the frame sat at the left edge (Twenty Twenty-Three) or spanned the window (Twenty
 * Twenty-One's `.entry-content > iframe[style]`); in the `<div>` it fills the column the theme gives.
 */
export function frameSnippet(loaderUrl: string, choice: TagChoice, title: string): string {
  const resizer = besideLoader(loaderUrl, 'frame-resizer.js');
  return (
    `<div>\n  <iframe data-uni-frame src="${escapeAttribute(frameUrl(loaderUrl, choice))}" title="${escapeAttribute(title)}"` +
    ` height="${FRAME_HEIGHT}" style="width: 100%; border: 0" loading="lazy"></iframe>\n</div>\n` +
    `<!-- Optional, where scripts are allowed: each frame takes the height of its widget. -->\n` +
    `<script type="module" src="${escapeAttribute(resizer)}"></script>`
  );
}

/** The editor-safe snippet: the loader goes in the site template (editors strip scripts), the div in the content. */
export const editorSnippet = (loaderUrl: string, choice: TagChoice) =>
  `<!-- Once, in the site template (theme), where scripts are allowed: -->\n${loaderMarkup(loaderUrl)}\n` +
  `<!-- In the page content (the editor's source view): -->\n${editorMarkup(choice)}`;

/** The snippet of a form. */
export function formSnippet(form: EmbedForm, loaderUrl: string, choice: TagChoice, title: string): string {
  if (form === 'editor') return editorSnippet(loaderUrl, choice);
  if (form === 'iframe') return frameSnippet(loaderUrl, choice, title);
  return snippet(loaderUrl, choice);
}
