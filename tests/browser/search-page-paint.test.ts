import { expect } from 'chai';
import { FIRST_SCREEN_RESULTS, screenFileOf } from '../../data/search/first-screens';
import { loadSiteIndex } from '../../widgets/core/search/site-index';
import { RESULTS_PAGE, type SearchPageTexts } from '../../widgets/core/search/results-parts';
import { firstScreenOf, fromScreen } from '../../widgets/page/search-page/first-screen';
import { paintSearchResults } from '../../widgets/page/search-page/paint-results';
import { resultsView } from '../../widgets/page/search-page/results-view';
import { MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { cleanup, until } from './helpers';
import { indexRequests } from './search-index-fixture';

const textRequests = () => indexRequests.filter((url) => /\/x\d+\.json$/.test(url));
/** The index files asked for since `before` requests, by name. */
const requestedSince = (before: number) => indexRequests.slice(before).map((url) => url.replace(/^.*\//, ''));
/** What the page's HTML says of the English index (prerender-pages.ts): its files of first screens, its chunks' first terms. */
const pageIndex = async () => {
  const response = await fetch('/search/en/base.json');
  const base = (await response.json()) as { screenFiles: number; terms: string[]; chunkStarts: number[] };
  return { screenFiles: base.screenFiles, chunkFirstTerms: base.chunkStarts.map((start) => base.terms[start]!) };
};

const texts: SearchPageTexts = {
  messages: {
    'search.loading': 'Loading',
    'search.resultsOne': '{count} result for “{query}”.',
    'search.resultsMany': '{count} results for “{query}”.',
    'search.none': 'None',
    'search.loadError': 'Failed',
    'search.siteMapLink': 'Site map',
    'search.document': 'Document',
    'search.more': 'Show more results',
  },
  siteMap: '/sitemap',
};

/** The search page's widget as the prerender writes it: a mount point with its status and an empty results box. */
function prerendered(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<div ${MOUNT_ATTRIBUTE}="{}"><article><output>Type a word</output><div></div></article></div>`;
  document.body.append(page);
  return page;
}

describe("the search page's own script: painting the results of ?q=", function () {
  // It downloads the engine through the dev server: allow for it on a busy machine.
  this.timeout(60000);
  afterEach(cleanup);

  it('paints the first screen of several words from its own hit files first, then adds the rest of the ten below them', async () => {
    const page = prerendered();
    // First: the index keeps the files it fetched, for this whole page.
    const before = textRequests().length;
    await paintSearchResults(page, 'en', 'university campus', texts, await pageIndex());
    const items = () => [...page.querySelectorAll('ol > li')];
    const more = () => page.querySelector<HTMLButtonElement>('button')!;
    // Resolved at the first paint: only the first screen's texts were asked for, and "more" waits for the rest.
    expect(items()).to.have.length(FIRST_SCREEN_RESULTS);
    expect(textRequests().length - before).to.equal(FIRST_SCREEN_RESULTS);
    expect(more().hidden).to.equal(true);
    expect(page.querySelector('output')!.textContent).to.match(/^\d+ results for “university campus”\.$/);
    const first = items();

    await until(() => items().length === RESULTS_PAGE, 'the rest of the first ten', 30000);
    first.forEach((item, at) => expect(items()[at]).to.equal(item));
    expect(textRequests().length - before).to.equal(RESULTS_PAGE);
    expect(more().hidden).to.equal(false);
  });

  it("paints a one-word query's first screen from its file of first screens alone, then the rest of the ten from the index", async () => {
    const files = await pageIndex();
    const page = prerendered();
    const before = indexRequests.length;
    await paintSearchResults(page, 'en', 'university', texts, files);
    const items = () => [...page.querySelectorAll('ol > li')];
    const more = () => page.querySelector<HTMLButtonElement>('button')!;
    // Resolved at the first paint: one file asked for, neither the base, the postings nor a hit's file.
    expect(requestedSince(before)).to.have.length(1);
    expect(requestedSince(before)[0]).to.match(/^s\d+\.json$/);
    expect(items()).to.have.length(FIRST_SCREEN_RESULTS);
    expect(page.querySelectorAll('ol > li mark').length).to.be.greaterThan(0);
    expect(more().hidden).to.equal(true);
    expect(page.querySelector('output')!.textContent).to.match(/^\d+ results for “university”\.$/);
    const first = items();

    await until(() => items().length === RESULTS_PAGE, 'the rest of the first ten', 30000);
    // Added below: the first screen's elements stay (its largest paint is not drawn twice).
    first.forEach((item, at) => expect(items()[at]).to.equal(item));
    expect(more().hidden).to.equal(false);
  });

  it("takes over the first screen the page's head step drew: the rest of the ten below it, its file not asked for again", async () => {
    const files = await pageIndex();
    const page = prerendered();
    const before = indexRequests.length;
    // What host/pre-paint/search-chunks.ts does before the page's script is asked for.
    window.uniSearchFirstScreen = firstScreenOf('en', 'university', files.screenFiles);
    try {
      const [total, hits] = (await window.uniSearchFirstScreen)!;
      resultsView(page, 'en', 'university', texts).draw(total, hits.map(fromScreen), hits.length >= total);
      const drawn = [...page.querySelectorAll('ol > li')];
      expect(drawn).to.have.length(FIRST_SCREEN_RESULTS);
      expect(page.querySelector('output')!.textContent).to.match(/^\d+ results for “university”\.$/);

      await paintSearchResults(page, 'en', 'university', texts, files);
      await until(() => page.querySelectorAll('ol > li').length === RESULTS_PAGE, 'the rest of the first ten', 30000);
      // One copy of the widget, its first screen's elements kept, one file of first screens asked for.
      expect(page.querySelectorAll('ol')).to.have.length(1);
      drawn.forEach((item, at) => expect(page.querySelectorAll('ol > li')[at]).to.equal(item));
      expect(requestedSince(before).filter((name) => /^s\d+\.json$/.test(name))).to.have.length(1);
      expect(page.querySelector<HTMLButtonElement>('button')!.hidden).to.equal(false);
    } finally {
      window.uniSearchFirstScreen = undefined;
    }
  });

  it('paints a rare word (no first screen of its own) from the index, as the index ranks it', async () => {
    const files = await pageIndex();
    const { terms } = (await (await fetch('/search/en/base.json')).json()) as { terms: string[] };
    // The first word of the vocabulary whose file of first screens lacks it: a word in one document.
    let rare: string | undefined;
    for (const term of terms.filter((candidate) => /^[a-z]{6,}$/.test(candidate))) {
      const screens = (await (
        await fetch(`/search/en/s${screenFileOf(term, files.screenFiles)}.json`)
      ).json()) as object;
      if (!Object.hasOwn(screens, term)) {
        rare = term;
        break;
      }
    }
    expect(rare, 'a word without a first screen').to.be.a('string');
    const page = prerendered();
    const before = indexRequests.length;
    await paintSearchResults(page, 'en', rare!, texts, files);
    // Its file of first screens first, then the index (which earlier tests may have opened: the page
    // keeps its base and postings), then its hits' texts.
    expect(requestedSince(before)[0]).to.match(/^s\d+\.json$/);
    expect(requestedSince(before).filter((name) => /^x\d+\.json$/.test(name)).length).to.be.greaterThan(0);
    // The base and the word's postings were preloaded beside the engine, once the first screen was not found.
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
      link.href.replace(/^.*\/search\/en\//, ''),
    );
    expect(preloaded).to.include('base.json');
    expect(preloaded.filter((name) => /^t\d+\.json$/.test(name)).length).to.be.greaterThan(0);
    const { total, hits } = await (await loadSiteIndex('en')).search(rare!, RESULTS_PAGE, true);
    expect(total).to.be.greaterThan(0);
    await until(() => page.querySelectorAll('ol > li').length === Math.min(total, RESULTS_PAGE), 'its results', 30000);
    expect([...page.querySelectorAll('ol > li > a')].map((link) => link.getAttribute('href'))).to.deep.equal(
      hits.map((hit) => hit.url),
    );
    expect(page.querySelector('output')!.textContent).to.match(new RegExp(`^${total} results? for “${rare}”\\.$`));
  });

  it('resolves at once with no words, and with a word that matches nothing once it says so', async () => {
    const empty = prerendered();
    await paintSearchResults(empty, 'en', '  ', texts, await pageIndex());
    expect(empty.querySelector('output')!.textContent).to.equal('Type a word');

    const page = prerendered();
    await paintSearchResults(page, 'en', 'zzzqqqxxy', texts, await pageIndex());
    expect(page.querySelector('output')!.textContent).to.equal('0 results for “zzzqqqxxy”.');
    expect(page.querySelector<HTMLElement>('ol')!.hidden).to.equal(true);
    expect(page.querySelector<HTMLElement>('button')!.hidden).to.equal(true);
  });
});
