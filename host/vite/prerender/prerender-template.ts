import { findOne, isTag } from 'domutils';
import { parseDocument } from 'htmlparser2';
import {
  AFTER_PAINT_TEMPLATE_ID,
  DEVANAGARI_PAGE_ATTRIBUTE,
  SEARCH_STEP_TEMPLATE_ID,
} from '../../../widgets/runtime/protocol.ts';

type Element = NonNullable<ReturnType<typeof findOne>>;

/** One page's parts, as the prerender puts them into the built index.html (prerender-pages.ts). */
export interface PageParts {
  lang: string;
  /**
   * Written in Devanagari: the pre-paint script draws its text in the site's face at once
   * (host/pre-paint/after-paint.ts), and on a system without a face of its own asks for this file,
   * the face's subset, with the HTML (host/pre-paint/devanagari-subset.ts).
   */
  devanagariFont: string | null;
  title: string;
  description: string;
  /** The note shown without JavaScript, in the page's language. */
  noScriptNote: string;
  /** Right after `<meta charset>`, in this order: what the first paint needs first. */
  headStart: string[];
  /** Just before `</head>`, in this order. */
  headEnd: string[];
  /**
   * The search page's data blocks for its step in the head (host/pre-paint/search-chunks.ts),
   * written with the step's script after them, before the pre-paint script; none on other pages.
   */
  searchStep?: string[];
  /** The `data-prerendered` of the app's element, and its prerendered content. */
  location: string;
  appHtml: string;
}

interface Edit {
  start: number;
  /** Exclusive; equal to `start` for an insertion. */
  end: number;
  text: (parts: PageParts) => string;
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The page template's source, read with its elements' positions: each edit is a splice there. */
class TemplateSource {
  readonly document;
  constructor(readonly html: string) {
    this.document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  }

  /** The one element `test` picks; `what` names it in the error when there is none. */
  element(what: string, test: (element: Element) => boolean): Element {
    const found = findOne(test, this.document.children);
    if (!found) throw new Error(`Prerender: the built index.html has no ${what}`);
    return found;
  }

  start = (element: Element) => element.startIndex!;
  /** Just after the element's last character. */
  end = (element: Element) => element.endIndex! + 1;

  /** Where `text`, which the element's source must hold, starts in the template. */
  within(element: Element, text: string, what: string): number {
    const at = this.html.slice(this.start(element), this.end(element)).indexOf(text);
    if (at < 0) throw new Error(`Prerender: the built index.html's ${what} has no ${text}`);
    return this.start(element) + at;
  }
}

/**
 * The host's entry script and the modules it preloads, as Vite writes them in the template's
 * head: one run of siblings, with the white space after them.
 */
function entryScripts(source: TemplateSource, head: Element): Element[] {
  const isEntry = (element: Element) =>
    (element.name === 'script' && element.attribs.type === 'module') ||
    (element.name === 'link' && element.attribs.rel === 'modulepreload');
  const children = head.children.filter(isTag);
  const first = children.findIndex(isEntry);
  if (first < 0) throw new Error('Prerender: the built index.html has no entry script');
  const after = children.slice(first).findIndex((element) => !isEntry(element));
  return children.slice(first, after < 0 ? undefined : first + after).map((element) => {
    if (
      !source.html.startsWith(
        element.name === 'script' ? '<script type="module"' : '<link rel="modulepreload"',
        source.start(element),
      )
    )
      throw new Error(
        `Prerender: an entry tag of the built index.html is not as Vite writes it: ${source.html.slice(source.start(element), source.end(element))}`,
      );
    return element;
  });
}

/**
 * The built index.html, every page's template, read once: each page is its text with its own
 * parts spliced in where its elements are (never a search through the HTML for each page).
 */
export function pageTemplate(html: string): (parts: PageParts) => string {
  const source = new TemplateSource(html);
  /** The first `<tag>` that passes `test`; `what` adds its attributes to the error's name for it. */
  const named = (tag: string, test: (element: Element) => boolean = () => true, what = '') =>
    source.element(`<${tag}${what}>`, (element) => element.name === tag && test(element));
  const root = named('html');
  const head = named('head');
  const charset = named('meta', (element) => 'charset' in element.attribs, ' charset');
  const description = named('meta', (element) => element.attribs.name === 'description', ' name="description"');
  const descriptionValue = source.within(description, 'content="', 'description') + 'content="'.length;
  const app = named('div', (element) => element.attribs.id === 'app', ' id="app"');
  const noScript = named('noscript');
  const titleElement = named('title');
  const searchStep = named(
    'template',
    (element) => element.attribs.id === SEARCH_STEP_TEMPLATE_ID,
    ` id="${SEARCH_STEP_TEMPLATE_ID}"`,
  );
  const searchStepScript = findOne((element) => element.name === 'script', searchStep.children);
  if (!searchStepScript)
    throw new Error(`Prerender: the built index.html's <template id="${SEARCH_STEP_TEMPLATE_ID}"> has no script`);
  // Gone with the white space after it from every other page.
  const searchStepEnd = source.end(searchStep) + /^\s*/.exec(html.slice(source.end(searchStep)))![0].length;
  // First in the head, before the page's stylesheet: a classic script after a stylesheet waits for it,
  // and the search page's results wait for the files this step asks for (host/pre-paint/search-chunks.ts).
  if (html.slice(source.end(charset), source.start(searchStep)).trim())
    throw new Error(
      `Prerender: the built index.html's <template id="${SEARCH_STEP_TEMPLATE_ID}"> must come right after <meta charset>`,
    );
  const entries = entryScripts(source, head);
  const firstEntry = entries[0]!;
  const lastEntry = entries.at(-1)!;
  // The run ends where the next element starts: the white space after it goes with it.
  const afterEntries = head.children.indexOf(lastEntry) + 1;
  const nextInHead = head.children.slice(afterEntries).find(isTag);
  const entriesEnd = nextInHead ? source.start(nextInHead) : source.within(head, '</head>', 'head');
  /** Even when they load at once, scripts must not compete with the largest paint. */
  const lowPriority = (element: Element) =>
    source.start(element) + (element.name === 'script' ? '<script type="module"' : '<link rel="modulepreload"').length;
  const entryHtml = () => {
    let text = '';
    let at = source.start(firstEntry);
    for (const element of entries) {
      text += html.slice(at, lowPriority(element)) + ' fetchpriority="low"';
      at = lowPriority(element);
    }
    return text + html.slice(at, entriesEnd);
  };
  if (Object.keys(root.attribs).join() !== 'lang')
    throw new Error('Prerender: the built index.html`s <html> must have only a lang');

  const edits: Edit[] = [
    {
      start: source.start(root),
      end: source.start(root) + html.slice(source.start(root)).indexOf('>') + 1,
      text: ({ lang, devanagariFont }) =>
        `<html lang="${lang}"${devanagariFont ? ` ${DEVANAGARI_PAGE_ATTRIBUTE}="${devanagariFont}"` : ''}>`,
    },
    {
      // After the search page's step (which is first), before the rest of the head.
      start: searchStepEnd,
      end: searchStepEnd,
      text: ({ headStart }) => headStart.map((part) => `${part}\n    `).join(''),
    },
    {
      start: source.start(searchStep),
      end: searchStepEnd,
      text: ({ searchStep: blocks }) =>
        blocks
          ? [...blocks, html.slice(source.start(searchStepScript), source.end(searchStepScript))]
              .map((part) => `${part}\n    `)
              .join('')
          : '',
    },
    {
      start: source.start(titleElement),
      end: source.end(titleElement),
      text: ({ title }) => `<title>${escapeText(title)}</title>`,
    },
    {
      start: descriptionValue,
      end: html.indexOf('"', descriptionValue),
      text: (parts) => escapeAttribute(parts.description),
    },
    {
      // The social preview's text: the page's own description too (host/vite/prerender/page-description.ts).
      start: source.end(description),
      end: source.end(description),
      text: (parts) => `\n    <meta property="og:description" content="${escapeAttribute(parts.description)}" />`,
    },
    {
      start: source.start(firstEntry),
      end: entriesEnd,
      // The host's scripts wait in `<template id="uni-after-paint">` for the first paint: fetched at
      // once, even at low priority, they shared a phone's bandwidth with the stylesheet and the
      // largest image; the pre-paint script starts them (host/pre-paint/after-paint.ts). The search
      // page's results have a script of their own (host/search-page.ts).
      text: () => `<template id="${AFTER_PAINT_TEMPLATE_ID}">${entryHtml().trim()}</template>\n    `,
    },
    {
      start: source.within(head, '</head>', 'head'),
      end: source.within(head, '</head>', 'head'),
      text: ({ headEnd }) => headEnd.map((part) => `    ${part}\n  `).join(''),
    },
    {
      start: source.start(app),
      end: source.end(app),
      text: ({ location, appHtml }) => `<div id="app" data-prerendered="${location}">${appHtml}</div>`,
    },
    {
      start: source.start(noScript),
      end: source.end(noScript),
      text: ({ noScriptNote }) => `<noscript><p>${escapeText(noScriptNote)}</p></noscript>`,
    },
  ];
  edits.sort((a, b) => a.start - b.start);
  for (const [index, edit] of edits.entries())
    if (index > 0 && edit.start < edits[index - 1]!.end)
      throw new Error('Prerender: the built index.html`s parts overlap');

  return (parts) => {
    let page = '';
    let at = 0;
    for (const edit of edits) {
      page += html.slice(at, edit.start) + edit.text(parts);
      at = edit.end;
    }
    return page + html.slice(at);
  };
}
