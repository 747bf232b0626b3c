import { describe, expect, it } from 'vitest';
import { pageDescription, trimDescription } from '../../host/vite/prerender/page-description';

const SITE = 'The site description.';
const long = (words: number, word = 'शब्द') => Array.from({ length: words }, () => word).join(' ');

describe("a page's own description (host/vite/prerender/page-description.ts)", () => {
  it("is the first paragraph of the page's content, tags and entities read", () => {
    const main = `<main><nav><p>Home</p></nav><aside><p>${long(20, 'news')}</p></aside>
      <section data-layout="paragraph"><template shadowrootmode="open"><p class="m-0">विद्यापीठाची स्थापना &amp; <b>इतिहास</b> ${long(10)}</p></template></section></main>`;
    expect(pageDescription(main, SITE, 'mr')).toBe(`विद्यापीठाची स्थापना & इतिहास ${long(10)}`);
  });

  it('skips notices and short paragraphs, and keeps the site description when nothing is left', () => {
    const notice = `<p data-english-only="">${long(20, 'notice')}</p>`;
    expect(pageDescription(`<main>${notice}<p>No updates</p></main>`, SITE, 'en')).toBe(SITE);
    expect(pageDescription(`<main>${notice}<p>${long(15, 'policy')}</p></main>`, SITE, 'en')).toBe(long(15, 'policy'));
  });

  it('of a page of tables is its heading, then the site description', () => {
    expect(pageDescription(`<main><h1 class="x">अधिसभा</h1><table></table></main>`, SITE, 'mr')).toBe(
      `अधिसभा: ${SITE}`,
    );
  });

  it('on a Marathi or Hindi page, is never an English passage', () => {
    expect(pageDescription(`<main><p>${long(20, 'English')}</p></main>`, SITE, 'hi')).toBe(SITE);
  });

  it('is trimmed to 160 characters at a word boundary, with an ellipsis', () => {
    const text = long(60);
    const trimmed = trimDescription(text);
    expect(trimmed.length).toBeLessThanOrEqual(160);
    expect(trimmed.endsWith('शब्द…')).toBe(true);
    expect(trimDescription('short')).toBe('short');
  });
});

describe('the footer after </main>', () => {
  it('never gives the description', () => {
    expect(pageDescription(`<main><p>Short</p></main><footer><p>${long(20, 'footer')}</p></footer>`, SITE, 'en')).toBe(
      SITE,
    );
  });
});
