import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DIST, prerenderedPaths } from './built-pages';
import { site } from '../../data/site';

/**
 * How much of a Marathi or Hindi page is still English (issue 27): on the built site, the
 * share of Latin letters among the letters inside `<main>`, its declarative shadow roots
 * included, leaving out what is Latin on purpose: e-mail addresses, URLs and site paths,
 * code samples, and acronyms kept in brackets beside their translation (`(NSS)`).
 */
const LIMIT = 0.1;
/** Names written in Latin letters in Marathi and Hindi too: screen readers, systems, standards. */
const LATIN_NAMES = [
  'NVDA',
  'JAWS',
  'VoiceOver',
  'TalkBack',
  'Orca',
  'Windows',
  'macOS',
  'iOS',
  'Android',
  'Linux',
  'GIGW',
  'WCAG',
];
const LATIN_NAME = new RegExp(`\\b(?:${LATIN_NAMES.join('|')})\\b`, 'g');

interface HtmlNode {
  type: string;
  name?: string;
  data?: string;
  children?: HtmlNode[];
}

/** The text inside `<main>` (the widgets' content included), without scripts, styles and code. */
function mainText(html: string): string {
  const texts: string[] = [];
  const visit = (node: HtmlNode, inMain: boolean) => {
    if (node.type === 'text') {
      if (inMain) texts.push(node.data!);
      return;
    }
    if (['script', 'style'].includes(node.type) || ['code', 'pre'].includes(node.name ?? '')) return;
    const inside = inMain || node.name === 'main';
    for (const child of node.children ?? []) visit(child, inside);
  };
  visit(parseDocument(html) as unknown as HtmlNode, false);
  return texts.join(' ');
}

const domain = site.siteUrl.replace(/^https?:\/\//, '');

/** Text with what is Latin on purpose taken out. */
const withoutLatinOnPurpose = (text: string) =>
  text
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:in|org|com|gov)\b\S*/g, ' ')
    .replaceAll(domain, ' ')
    .replace(/(?<!\S)\/[\w/.-]+/g, ' ')
    .replace(LATIN_NAME, ' ')
    .replace(/\(([A-Z][A-Za-z0-9+&.-]*(?:[ ,/-]+[A-Z][A-Za-z0-9+&.-]*)*)\)/g, ' ');

/** Latin letters among all letters (Latin and Devanagari) of a text. */
function latinShare(text: string): { latin: number; letters: number } {
  const kept = withoutLatinOnPurpose(text);
  const latin = kept.match(/[A-Za-z]/g)?.length ?? 0;
  const devanagari = kept.match(/[\u0900-\u0963\u0966-\u097F]/g)?.length ?? 0;
  return { latin, letters: latin + devanagari };
}

describe.each(['mr', 'hi'] as const)('Latin letters inside <main> of every %s page', (lang) => {
  it(`stay under ${LIMIT * 100}% on every page`, () => {
    const shares = prerenderedPaths(lang)
      .map((path) => {
        const { latin, letters } = latinShare(mainText(readFileSync(join(DIST, `${path}.html`), 'utf8')));
        return { path, share: letters ? latin / letters : 0, latin, letters };
      })
      .toSorted((a, b) => b.share - a.share);
    expect(shares.length).toBeGreaterThan(140);
    const total = shares.reduce(
      (sum, page) => ({ latin: sum.latin + page.latin, letters: sum.letters + page.letters }),
      {
        latin: 0,
        letters: 0,
      },
    );
    console.log(
      `${lang}: ${((total.latin / total.letters) * 100).toFixed(1)}% Latin letters in <main> over ${shares.length} pages; the most:\n` +
        shares
          .slice(0, 8)
          .map((page) => `  ${(page.share * 100).toFixed(1)}% ${page.path}`)
          .join('\n'),
    );
    expect(
      shares.filter((page) => page.share > LIMIT).map((page) => `${page.path} ${(page.share * 100).toFixed(1)}%`),
    ).toEqual([]);
  });
});
