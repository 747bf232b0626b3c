import { describe, expect, it } from 'vitest';
import { buildIndex, runQuery } from '../../data/search/engine';
import type { SearchDocument } from '../../data/search/documents';
import { snippet } from '../../data/search/snippet';
import { normaliseWord, tokenize } from '../../data/search/tokenize';
import { languageDocuments } from '../../host/build/search-sources';

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
  const index = buildIndex([
    doc('body', 'Hostel rules', 'Students apply for admission to the hostel in June.'),
    doc('title', 'Admission', 'Dates and fees for every programme.'),
    doc('heading', 'Students', 'Dates for every course.', 'Admission schedule'),
    doc('mr', 'प्रवेश', 'विद्यापीठात प्रवेश प्रक्रिया जून महिन्यात सुरू होते.'),
    doc('hi', 'प्रवेश सूचना', 'विश्वविद्यालय में प्रवेश के लिए आवेदन करें।'),
  ]);

  it('ranks a title match above a heading match above a body match', () => {
    expect(runQuery(index, 'admission').map((hit) => hit.url)).toEqual(['/title', '/heading', '/body']);
  });

  it('finds the plural, a prefix while typing, and a word with one typing mistake', () => {
    expect(runQuery(index, 'admissions')[0]?.url).toBe('/title');
    expect(runQuery(index, 'hoste').map((hit) => hit.url)).toEqual(['/body']);
    expect(runQuery(index, 'admision').map((hit) => hit.url)).toContain('/title');
  });

  it('needs every query word', () => {
    expect(runQuery(index, 'admission june').map((hit) => hit.url)).toEqual(['/body']);
  });

  it('finds a Marathi and a Hindi word in body text, whole words only', () => {
    expect(runQuery(index, 'विद्यापीठात').map((hit) => hit.url)).toEqual(['/mr']);
    expect(runQuery(index, 'विश्वविद्यालय').map((hit) => hit.url)).toEqual(['/hi']);
    // A Devanagari query word ranks pages with it in the title first.
    expect(runQuery(index, 'प्रवेश')[0]?.url).toBe('/mr');
  });

  it('answers nothing to punctuation alone', () => {
    expect(runQuery(index, ' - , ')).toEqual([]);
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

describe('the site index', () => {
  const english = buildIndex(languageDocuments('en'));
  const marathi = buildIndex(languageDocuments('mr'));
  const hindi = buildIndex(languageDocuments('hi'));

  it('finds a page by every word of its title, best first', () => {
    expect(runQuery(english, 'girls hostel')[0]?.url).toBe('/student/facilities/girls-hostel');
  });

  it('finds body words of content pages at the exact sidebar item', () => {
    expect(runQuery(english, 'Panchganga').map((hit) => hit.url)).toContain('/about/history/city');
    expect(runQuery(english, 'enrolment').length).toBeGreaterThan(0);
    expect(runQuery(english, 'co-operative').length).toBeGreaterThan(0);
  });

  it('finds a Marathi word on the English site and in the Marathi index, with Marathi URLs there', () => {
    expect(runQuery(english, 'पंचगंगा').map((hit) => hit.url)).toContain('/about/history/city');
    const hits = runQuery(marathi, 'पंचगंगा');
    expect(hits.map((hit) => hit.url)).toContain('/mr/about/history/city');
  });

  it('holds the Hindi text where a Hindi file exists, and English text marked en elsewhere', () => {
    const documents = languageDocuments('hi');
    const city = documents.find((document) => document.url === '/hi/about/history/city');
    expect(city?.lang).toBe('hi');
    expect(city?.text).toMatch(/[\u0900-\u097F]/);
    const untranslated = documents.filter((document) => document.kind === 'page' && document.lang === 'en');
    expect(untranslated.length).toBeGreaterThan(0);
    expect(runQuery(hindi, 'कोल्हापुर').length + runQuery(hindi, 'कोल्हापूर').length).toBeGreaterThan(0);
  });

  it('lists documents (PDF titles) with their own file link', () => {
    const hits = runQuery(english, 'enrolment');
    expect(hits.some((hit) => hit.kind === 'document' && hit.url.endsWith('.pdf'))).toBe(true);
  });
});
