import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findW3m } from '../tools/w3m.mjs';
import { startSite, type Site } from './site';

/**
 * Issue 25: a reader that knows neither scripts nor shadow DOM (a text browser, a feature phone's
 * proxy, a crawler) must still get a page's real content. w3m is such a reader: the test dumps
 * the built pages with it and looks there for what a current browser shows in <main> (headings,
 * first paragraph or table cell, document links), in the menu (its links) and in the footer.
 */
const w3m = findW3m();

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** Text as compared here: spaces squeezed, and canonical (w3m writes `ज़` as one character, the pages as two). */
const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The page as w3m prints it: its text, then the address of every link, one a line (`[12] /docs/a.pdf`). */
async function dump(path: string): Promise<{ text: string; links: string[] }> {
  const html = await (await fetch(site.url(path))).text();
  const out = execFileSync(
    w3m,
    ['-dump', '-T', 'text/html', '-I', 'UTF-8', '-O', 'UTF-8', '-cols', '10000', '-o', 'display_link_number=1'],
    { input: html, encoding: 'utf8' },
  );
  const references = out.lastIndexOf('\nReferences:');
  expect(references, `${path}: w3m lists the page's links`).toBeGreaterThan(0);
  const links = out
    .slice(references)
    .split('\n')
    .map((line) => /^\[\d+\] (?:file:\/\/)?(\S+)$/.exec(line)?.[1])
    .filter((link) => link !== undefined);
  return { text: squeeze(out.slice(0, references)), links };
}

/** What a current browser shows of the page's content, its menu and its footer (shadow roots included). */
async function shownContent(path: string) {
  const page = await site.browser.newPage();
  await page.goto(site.url(path));
  const texts = (selector: string) =>
    page
      .locator(selector)
      .allTextContents()
      .then((all) => all.map(squeeze).filter(Boolean));
  const hrefs = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const shown = {
    // The text a visitor is shown: the flat tree (a shadow host's own children only through its slots).
    text: squeeze(
      await page.evaluate(() => {
        const parts: string[] = [];
        // Never shown: scripts, styles, a template's content, and <noscript> where scripts run.
        const hidden = new Set(['script', 'style', 'template', 'noscript']);
        const walk = (node: Node) => {
          const children =
            node instanceof Element && node.shadowRoot
              ? node.shadowRoot.childNodes
              : node instanceof HTMLSlotElement && node.assignedNodes().length
                ? node.assignedNodes()
                : node.childNodes;
          for (const child of children) {
            if (child instanceof Text) parts.push(child.data);
            else if (child instanceof Element && !hidden.has(child.localName)) walk(child);
          }
        };
        walk(document.body);
        return parts.join(' ');
      }),
    ),
    headings: await texts('main h1, main h2'),
    // Paragraphs and table cells: a page of records (the circulars) is a table.
    textBlocks: await texts('main p, main td'),
    documents: await hrefs('main a[href$=".pdf"]'),
    menuLinks: await hrefs('uni-menu a[href^="/"]'),
    footer: await texts('uni-footer p'),
    footerLinks: await hrefs('uni-footer a[href^="/"]'),
  };
  await page.close();
  return shown;
}

describe('a page read without scripts or shadow DOM (w3m)', () => {
  it.each([
    ['/about/history', true],
    ['/mr/student/circulars', true],
    ['/', false],
    ['/hi/about/history', true],
    ['/hi', false],
  ])('%s: its headings, first paragraph, document links, menu links and footer', async (path, hasDocuments) => {
    const [shown, { text, links }] = await Promise.all([shownContent(path), dump(path)]);
    expect(shown.headings.length, path).toBeGreaterThan(0);
    for (const heading of shown.headings) expect(text, `${path}: heading`).toContain(heading);
    const paragraph = shown.textBlocks.find((candidate) => candidate.length > 25);
    expect(paragraph, `${path}: a paragraph or table cell in <main>`).toBeDefined();
    // As often as the page has it: a copy of the content beside its shadow root would give text browsers everything twice.
    expect(occurrences(text, paragraph!), `${path}: first paragraph`).toBe(occurrences(shown.text, paragraph!));
    expect(shown.documents.length > 0, `${path}: document links`).toBe(hasDocuments);
    for (const document of shown.documents) expect(links, path).toContain(document);
    expect(shown.menuLinks.length, path).toBeGreaterThan(20);
    for (const link of shown.menuLinks) expect(links, `${path}: menu link`).toContain(link);
    expect(shown.footer.length, path).toBeGreaterThan(0);
    for (const footerText of shown.footer) expect(text, `${path}: footer`).toContain(footerText);
    for (const link of shown.footerLinks) expect(links, `${path}: footer link`).toContain(link);
  });
});
