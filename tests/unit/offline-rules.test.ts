import { describe, expect, it } from 'vitest';
import { mayCachePage, savedLink, savedPageLink } from '../../data/offline';

const origin = 'https://ssu.example';
const mayCache = (url: string) => mayCachePage(new URL(url, origin), origin);

describe('which pages the service worker may keep for reading offline', () => {
  it('keeps the pages of the site at their plain paths, in every language', () => {
    for (const path of ['/', '/about', '/about/news', '/mr', '/mr/about', '/hi/governance/committees', '/offline'])
      expect(mayCache(path), path).toBe(true);
  });

  it('keeps no URL with a query: what a visitor typed, campaign tags, each an entry of its own', () => {
    for (const path of ['/about?x=1', '/?utm_source=newsletter', '/about/news?page=2', '/mr/about?lang=hi'])
      expect(mayCache(path), path).toBe(false);
  });

  it('keeps no search page, in any language, with or without a query', () => {
    for (const path of ['/search', '/search/', '/search?q=exam+results', '/mr/search', '/hi/search?q=परीक्षा'])
      expect(mayCache(path), path).toBe(false);
  });

  it('keeps no frame page (embedded by other sites, one URL per set of attributes)', () => {
    for (const path of ['/embed/frame/uni-events', '/embed/frame/uni-events?categories=Academic'])
      expect(mayCache(path), path).toBe(false);
    expect(mayCache('/embed')).toBe(true);
  });

  it('keeps no path that starts with // and no page of another origin', () => {
    expect(mayCache(`${origin}//evil.example/%2E%2E%2Fabout`)).toBe(false);
    expect(mayCache('https://evil.example/about')).toBe(false);
    expect(mayCache('http://ssu.example/about')).toBe(false);
  });
});

describe('which cache keys the offline page links to', () => {
  it('links a saved page or document by its path on this site', () => {
    expect(savedPageLink(`${origin}/about/news`, origin)).toBe('/about/news');
    expect(savedPageLink(`${origin}/mr/about`, origin)).toBe('/mr/about');
    expect(savedLink(`${origin}/docs/circulars/exam%20dates.pdf`, origin)).toBe('/docs/circulars/exam%20dates.pdf');
  });

  it('skips a key whose path, as a link, leaves the site', () => {
    expect(savedPageLink(`${origin}//evil.example/%2E%2E%2Fabout`, origin)).toBeUndefined();
    expect(savedLink(`${origin}//evil.example/docs/notice.pdf`, origin)).toBeUndefined();
    expect(savedLink(`${origin}/\\evil.example/docs/notice.pdf`, origin)).toBeUndefined();
  });

  it('skips keys of another origin, even with a path of the site', () => {
    expect(savedPageLink('https://evil.example/about', origin)).toBeUndefined();
    expect(savedLink('https://evil.example/docs/notice.pdf', origin)).toBeUndefined();
  });

  it('skips pages the worker may not keep, and the offline page itself', () => {
    for (const path of ['/search?q=fees', '/about?x=1', '/embed/frame/uni-news', '/offline', '/mr/offline'])
      expect(savedPageLink(`${origin}${path}`, origin), path).toBeUndefined();
  });
});
