import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../data/search/documents';
import MiniSearch from 'minisearch';
import { indexOptions, searchOptions } from '../../data/search/engine';
import { ShardedIndex } from '../../data/search/sharded-index';
import { indexDocuments, shardsInMemory, type ShardSizes } from '../../data/search/shards';
import { snippet } from '../../data/search/snippet';
import { normaliseWord, tokenize } from '../../data/search/tokenize';
import { languageDocuments } from '../../host/vite/search/search-sources';

const doc = (id: string, title: string, text: string, headings = ''): SearchDocument => ({
  id,
  url: `/${id}`,
  title,
  section: 'Section',
  headings,
  text,
  lang: 'en',
  kind: 'page',
});

/** Small chunks and groups, so even a small index is spread over many files. */
const SMALL: ShardSizes = { chunkCharacters: 400, metaGroup: 3, textGroup: 2 };

/** An index as the browser opens it: built, cut into files, each fetched from memory when asked for; the names fetched are recorded. */
async function open(documents: SearchDocument[], sizes: ShardSizes = SMALL) {
  const serve = shardsInMemory(indexDocuments(documents, sizes));
  const fetched: string[] = [];
  const index = await ShardedIndex.open((name) => {
    fetched.push(name);
    return serve(name);
  });
  return { index, fetched };
}

/** The URLs found for `query`, best first. */
const urls = async (index: ShardedIndex, query: string) => (await index.search(query)).hits.map((hit) => hit.url);

describe('tokenize', () => {
  it('keeps Marathi and Hindi words whole: matras, virama, anusvara and nukta stay inside the word', () => {
    expect(tokenize('कोल्हापूर ही पंचगंगा नदीच्या काठी वसलेली')).toEqual([
      'कोल्हापूर',
      'ही',
      'पंचगंगा',
      'नदीच्या',
      'काठी',
      'वसलेली',
    ]);
    expect(tokenize('विश्वविद्यालय में प्रवेश। ज़िला')).toEqual(['विश्वविद्यालय', 'में', 'प्रवेश', 'ज़िला']);
  });

  it('splits English on spaces and punctuation, hyphenated words into their parts', () => {
    expect(tokenize('Co-operative societies, 2025.')).toEqual(['Co', 'operative', 'societies', '2025']);
  });

  it('keeps the Marathi eyelash ra (zero-width joiner) inside its word, and drops the joiner from the stored word', () => {
    const [word] = tokenize('कर्‍हाड येथे');
    expect(word).toBe('कर्\u200Dहाड');
    expect(normaliseWord(word!)).toBe('कर्हाड');
  });

  it('folds case, Devanagari digits and English plurals', () => {
    expect(normaliseWord('Admissions')).toBe('admission');
    expect(normaliseWord('Universities')).toBe('university');
    expect(normaliseWord('२०२५')).toBe('2025');
    expect(normaliseWord('campus')).toBe('campus');
  });
});

describe('ranking', () => {
  const documents = [
    doc('body', 'Hostel rules', 'Students apply for admission to the hostel in June.'),
    doc('title', 'Admission', 'Dates and fees for every programme.'),
    doc('heading', 'Students', 'Dates for every course.', 'Admission schedule'),
    doc('mr', 'प्रवेश', 'विद्यापीठात प्रवेश प्रक्रिया जून महिन्यात सुरू होते.'),
    doc('hi', 'प्रवेश सूचना', 'विश्वविद्यालय में प्रवेश के लिए आवेदन करें।'),
  ];
  let index: ShardedIndex;
  beforeAll(async () => {
    ({ index } = await open(documents));
  });

  it('ranks a title match above a heading match above a body match', async () => {
    expect(await urls(index, 'admission')).toEqual(['/title', '/heading', '/body']);
  });

  it('finds the plural, a prefix while typing, and a word with one typing mistake', async () => {
    expect((await urls(index, 'admissions'))[0]).toBe('/title');
    expect(await urls(index, 'hoste')).toEqual(['/body']);
    expect(await urls(index, 'admision')).toContain('/title');
  });

  it('needs every query word', async () => {
    expect(await urls(index, 'admission june')).toEqual(['/body']);
  });

  it('finds a Marathi and a Hindi word in body text, whole words only', async () => {
    expect(await urls(index, 'विद्यापीठात')).toEqual(['/mr']);
    expect(await urls(index, 'विश्वविद्यालय')).toEqual(['/hi']);
    // A Devanagari query word ranks pages with it in the title first.
    expect((await urls(index, 'प्रवेश'))[0]).toBe('/mr');
  });

  it('answers nothing to punctuation alone', async () => {
    expect(await index.search(' - , ')).toEqual({ total: 0, hits: [] });
  });

  it('gives each hit its title, section and kind, and its text only when asked', async () => {
    const {
      hits: [hit],
    } = await index.search('june');
    expect(hit).toMatchObject({ url: '/body', title: 'Hostel rules', section: 'Section', kind: 'page', text: '' });
    const {
      hits: [withText],
    } = await index.search('june', Infinity, true);
    expect(withText).toEqual({ ...hit, text: 'Students apply for admission to the hostel in June.' });
  });
});

describe('snippet', () => {
  it('marks every form of the matched words around the first match', () => {
    const parts = snippet('Hostel admission opens in June. Admissions close in July.', ['admission']);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['admission', 'Admissions']);
    expect(parts.map((part) => part.text).join('')).toBe('Hostel admission opens in June. Admissions close in July.');
  });

  it('cuts a long text to a window with ellipses and marks Devanagari words whole', () => {
    const long = `${'शब्द '.repeat(80)}पंचगंगा नदी ${'आणि '.repeat(80)}`;
    const parts = snippet(long, ['पंचगंगा'], 60);
    expect(parts[0]?.text).toBe('… ');
    expect(parts.at(-1)?.text).toBe(' …');
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['पंचगंगा']);
  });
});

describe('the sharded index', () => {
  const documents = languageDocuments('en');

  it.each([
    [
      'en',
      ['admission', 'girls hostel', 'exam', 'deprtment', 'research centre', 'पंचगंगा', 'co-operative', 'hostel hostel'],
    ],
    ['mr', ['पंचगंगा', 'विद्यापीठ', 'प्रवेश प्रक्रिया', 'संशो', 'कोल्हापूर']],
    ['hi', ['विश्वविद्यालय', 'प्रवेश', 'कोल्हापुर']],
  ] as const)(
    'ranks %s documents as one whole MiniSearch index would: same hits, scores and matched words',
    async (lang, queries) => {
      const site = languageDocuments(lang);
      const whole = new MiniSearch<SearchDocument>(indexOptions);
      whole.addAll(site);
      const { index } = await open(site);
      const numberOf = new Map(site.map((document, n) => [document.id, n]));
      // Ties may come in either order: compare by document, then check the order by score.
      const byDocument = (hits: Array<{ document: number; score: number; terms: string[] }>) =>
        hits
          .map(({ document, score, terms }) => ({
            document,
            score: Number(score.toPrecision(12)),
            terms: [...terms].sort(),
          }))
          .sort((a, b) => a.document - b.document);
      for (const query of queries) {
        const expected = whole
          .search(query, searchOptions)
          .map((result) => ({ document: numberOf.get(result.id)!, score: result.score, terms: result.terms }));
        const { total, hits } = await index.search(query);
        expect(hits.length, query).toBeGreaterThan(0);
        expect(total, query).toBe(expected.length);
        expect(byDocument(hits), query).toEqual(byDocument(expected));
        expect(
          hits.every((hit, at) => at === 0 || hits[at - 1]!.score >= hit.score),
          query,
        ).toBe(true);
      }
    },
  );

  it('fetches only the files a query needs, and each file once', async () => {
    const { index, fetched } = await open(documents, { chunkCharacters: 4000, metaGroup: 16, textGroup: 4 });
    expect(fetched).toEqual(['base.json']);
    await index.search('Panchganga', 5);
    const first = fetched.slice(1);
    expect(first.filter((name) => name.startsWith('t')).length).toBe(1);
    expect(first.every((name) => /^[tm]\d+\.json$/.test(name))).toBe(true);
    const chunks = new Set(fetched).size;
    await index.search('Panchganga', 5);
    expect(new Set(fetched).size).toBe(chunks);
    expect(fetched.length).toBe(new Set(fetched).size);
  });

  it('gives the results page its hits with texts from the text files alone, ranked and described as without', async () => {
    const sizes = { chunkCharacters: 4000, metaGroup: 16, textGroup: 4 };
    const { index, fetched } = await open(documents, sizes);
    const { total, hits } = await index.search('college', 10, true);
    expect(fetched.slice(1).every((name) => /^[tx]\d+\.json$/.test(name))).toBe(true);
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.every((hit) => hit.text === documents[hit.document]!.text)).toBe(true);
    const plain = await (await open(documents, sizes)).index.search('college', 10);
    expect({ total, hits: hits.map((hit) => ({ ...hit, text: '' })) }).toEqual(plain);
  });
});

describe('the site index', () => {
  let english: ShardedIndex;
  let marathi: ShardedIndex;
  let hindi: ShardedIndex;
  beforeAll(async () => {
    [english, marathi, hindi] = await Promise.all(
      (['en', 'mr', 'hi'] as const).map(async (lang) => (await open(languageDocuments(lang))).index),
    );
  });

  it('finds a page by every word of its title, best first', async () => {
    expect((await urls(english, 'girls hostel'))[0]).toBe('/student/facilities/girls-hostel');
  });

  it('finds body words of content pages at the exact sidebar item', async () => {
    expect(await urls(english, 'Panchganga')).toContain('/about/history/city');
    expect((await english.search('enrolment')).total).toBeGreaterThan(0);
    expect((await english.search('co-operative')).total).toBeGreaterThan(0);
  });

  it('finds a Marathi word on the English site and in the Marathi index, with Marathi URLs there', async () => {
    expect(await urls(english, 'पंचगंगा')).toContain('/about/history/city');
    expect(await urls(marathi, 'पंचगंगा')).toContain('/mr/about/history/city');
  });

  it('holds the Hindi text of every translated page', async () => {
    const documents = languageDocuments('hi');
    const city = documents.find((document) => document.url === '/hi/about/history/city');
    expect(city?.lang).toBe('hi');
    expect(city?.text).toMatch(/[\u0900-\u097F]/);
    // Every content page is translated in the sample: none is indexed as English.
    expect(documents.filter((document) => document.kind === 'page' && document.lang === 'en')).toEqual([]);
    expect((await hindi.search('कोल्हापुर')).total + (await hindi.search('कोल्हापूर')).total).toBeGreaterThan(0);
  });

  it('lists documents (PDF titles) with their own file link', async () => {
    const { hits } = await english.search('enrolment');
    expect(hits.some((hit) => hit.kind === 'document' && hit.url.endsWith('.pdf'))).toBe(true);
  });
});
