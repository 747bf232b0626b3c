import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { App } from '../../host/App';
import { fillShadowRoots, loadAllWidgets, renderPage } from '../../host/build/render-page';

describe('a prerendered page (host/build/render-page.tsx)', () => {
  // Every widget module, as the build loads them (slow on a busy machine).
  beforeAll(loadAllWidgets, 120_000);

  it('says where its <main> starts (the prerender looks for the content image there), the HTML unchanged', () => {
    for (const location of ['/about/history/city', '/mr/student', '/', '/search']) {
      const { appHtml, mainStart } = renderPage(location, '/w.css');
      expect(appHtml.slice(mainStart), location).toMatch(/^<main id="content"/);
      expect(appHtml.slice(0, mainStart), location).not.toContain('<main');
      const lightDom = renderToString(
        <Router ssrPath={location} ssrSearch="">
          <App />
        </Router>,
      );
      expect(appHtml, location).toBe(fillShadowRoots(lightDom, '/w.css'));
    }
  });
});
