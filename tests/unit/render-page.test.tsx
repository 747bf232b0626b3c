import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { App } from '../../host/App';
import { loadAllWidgets, renderIslands, renderPage } from '../../host/vite/prerender/render-page';

describe('a prerendered page (host/vite/prerender/render-page.tsx)', () => {
  // Every widget module, as the build loads them (slow on a busy machine).
  beforeAll(loadAllWidgets, 120_000);

  it('says where its <main> starts (the prerender looks for the content image there), the HTML unchanged', () => {
    for (const location of ['/about/history/city', '/mr/student', '/', '/search']) {
      const { appHtml, mainStart } = renderPage(location, '/w.css');
      expect(appHtml.slice(mainStart), location).toMatch(/^<main id="content"/);
      expect(appHtml.slice(0, mainStart), location).not.toContain('<main');
      const whole = renderIslands(
        <Router ssrPath={location} ssrSearch="">
          <App />
        </Router>,
        '/w.css',
      );
      expect(appHtml, location).toBe(whole);
    }
  });

  it('writes each widget`s shadow root as it renders it, never a mark of its own', () => {
    const { appHtml } = renderPage('/about/history', '/w.css');
    expect(appHtml).not.toContain('<!--uni-island');
    for (const tag of ['uni-access-bar', 'uni-header', 'uni-menu', 'uni-content-page', 'uni-footer'])
      expect(appHtml, tag).toMatch(
        new RegExp(`<${tag} [^>]*><template shadowrootmode="open"><link rel="stylesheet" href="/w.css">`),
      );
  });

  it('gives the search page the whole site map in its language, for readers without scripts, first in <main>', () => {
    const { appHtml, mainStart } = renderPage('/hi/search', '/w.css', { searchPage: true });
    const main = appHtml.slice(mainStart);
    expect(main).toMatch(
      /^<main [^>]*><noscript><p class="search-noscript">[^<]+<\/p><uni-page lang="hi" path="\/hi\/sitemap" query="" data-uni-hydrate="\w+"><template shadowrootmode="open">/,
    );
    const siteMap = renderPage('/hi/sitemap', '/w.css').appHtml;
    const siteMapWidget = main.slice(main.indexOf('<uni-page'), main.indexOf('</uni-page>') + '</uni-page>'.length);
    expect(siteMap).toContain(siteMapWidget);
    expect(renderPage('/hi/search', '/w.css').appHtml).not.toContain('<noscript>');
  });
});
