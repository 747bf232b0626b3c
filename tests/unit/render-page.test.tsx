import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { App } from '../../host/App';
import { loadAllWidgets, renderIslands, renderPage } from '../../host/vite/prerender/render-page';
import { MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';

describe('a prerendered page (host/vite/prerender/render-page.tsx)', () => {
  // Every widget module, as the build loads them (slow on a busy machine).
  beforeAll(loadAllWidgets, 120_000);

  it('says where its <main> starts (the prerender looks for the content image there), the HTML unchanged', () => {
    for (const location of ['/about/history/city', '/mr/student', '/', '/search']) {
      const { appHtml, mainStart } = renderPage(location);
      expect(appHtml.slice(mainStart), location).toMatch(/^<main id="content"/);
      expect(appHtml.slice(0, mainStart), location).not.toContain('<main');
      const whole = renderIslands(
        <Router ssrPath={location} ssrSearch="">
          <App />
        </Router>,
      );
      expect(appHtml, location).toBe(whole);
    }
  });

  it('writes each widget`s content in the light DOM as it renders it, never a mark of its own nor a shadow root', () => {
    const { appHtml } = renderPage('/about/history');
    expect(appHtml).not.toContain('<!--uni-island');
    expect(appHtml).not.toContain('<template');
    expect(appHtml).not.toContain('<link rel="stylesheet"');
    for (const tag of ['uni-access-bar', 'uni-header', 'uni-menu', 'uni-content-page', 'uni-footer'])
      expect(appHtml, tag).toMatch(
        new RegExp(`<${tag} [^>]*><div ${MOUNT_ATTRIBUTE}="[^"]*">(<link [^>]*>)*<div class="uni-root"`),
      );
  });

  it('gives each widget`s React ids a prefix of its own: the page`s widgets share one document', () => {
    const { appHtml } = renderPage('/');
    const ids = Array.from(appHtml.matchAll(/ id="([^"]+)"/g), (match) => match[1]);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id.includes('uni-statistics'))).toBe(true);
  });

  it('gives the search page the whole site map in its language, for readers without scripts, first in <main>', () => {
    const { appHtml, mainStart } = renderPage('/hi/search', { searchPage: true });
    const main = appHtml.slice(mainStart);
    expect(main).toMatch(
      /^<main [^>]*><noscript><p class="search-noscript">[^<]+<\/p><uni-page lang="hi" path="\/hi\/sitemap" query="" data-uni-hydrate="\w+"><div data-uni-mount=/,
    );
    const siteMap = renderPage('/hi/sitemap').appHtml;
    const siteMapWidget = main.slice(main.indexOf('<uni-page'), main.indexOf('</uni-page>') + '</uni-page>'.length);
    expect(siteMap).toContain(siteMapWidget);
    expect(renderPage('/hi/search').appHtml).not.toContain('<noscript>');
  });
});
