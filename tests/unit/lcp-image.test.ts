import { describe, expect, it } from 'vitest';
import { firstContentImage } from '../../host/vite/prerender/lcp-image';

describe('the image a prerendered page preloads', () => {
  it("is the main content's first image, inside its declarative shadow root, not the header's logo", () => {
    const html = `<uni-header><template shadowrootmode="open"><img src="/images/logo.svg" alt=""></template></uni-header>
      <main id="content"><uni-content-page><template shadowrootmode="open"><h1>History</h1>
      <figure><img src="/images/content/campus&amp;main.svg" loading="lazy" alt="Campus"></figure>
      <img src="/images/content/second.svg" loading="lazy" alt=""></template></uni-content-page></main>`;
    expect(firstContentImage(html)).toBe('/images/content/campus&main.svg');
  });

  it('is none when the first image is eager (React preloads it already), when the content shows no image, or there is no main', () => {
    expect(
      firstContentImage('<main><img src="/images/home/hero.svg" alt=""><img src="/b.svg" loading="lazy"></main>'),
    ).toBeUndefined();
    expect(firstContentImage('<main><p>Text only</p><img alt="no source"></main>')).toBeUndefined();
    expect(firstContentImage('<div><img src="/images/logo.svg" alt=""></div>')).toBeUndefined();
  });
});
