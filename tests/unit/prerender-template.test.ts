import { describe, expect, it } from 'vitest';
import { pageTemplate, type PageParts } from '../../host/vite/prerender/prerender-template';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <template id="uni-search-step"><script>preloadChunks();</script></template>
    <title>Old & title</title>
    <meta
      name="description"
      content="Old description"
    />
    <script>if (1 < 2) document.title = '<title>';</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="app"></div>
    <noscript><p>English note</p></noscript>
  </body>
</html>
`;

const parts: PageParts = {
  lang: 'mr',
  title: 'A <b> & "c"',
  description: 'Say "hi" & <go>',
  noScriptNote: 'टीप <नोंद>',
  headStart: ['<link rel="preload" href="/w.css" as="style" />', '<link rel="preload" href="/f.woff2" as="font" />'],
  headEnd: ['<link rel="alternate" hreflang="en" href="/" />'],
  location: '/mr',
  appHtml: '<main>content</main>',
  devanagariFont: '/assets/noto-sans-devanagari-400-abc.woff2',
};

describe('the page template (host/vite/prerender/prerender-template.ts)', () => {
  it('puts each part of a page where its element is, and leaves the rest as the build wrote it', () => {
    expect(pageTemplate(TEMPLATE)(parts)).toBe(`<!doctype html>
<html lang="mr" data-uni-devanagari="/assets/noto-sans-devanagari-400-abc.woff2">
  <head>
    <meta charset="utf-8" />
    <link rel="preload" href="/w.css" as="style" />
    <link rel="preload" href="/f.woff2" as="font" />
    <title>A &lt;b> &amp; "c"</title>
    <meta
      name="description"
      content="Say &quot;hi&quot; &amp; &lt;go>"
    />
    <meta property="og:description" content="Say &quot;hi&quot; &amp; &lt;go>" />
    <script>if (1 < 2) document.title = '<title>';</script>
    <template id="uni-after-paint"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js"></template>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
      <link rel="alternate" hreflang="en" href="/" />
  </head>
  <body>
    <div id="app" data-prerendered="/mr"><main>content</main></div>
    <noscript><p>टीप &lt;नोंद></p></noscript>
  </body>
</html>
`);
  });

  it("writes the search page's step out of its template, after its data, first in the head, before the stylesheet", () => {
    const page = pageTemplate(TEMPLATE)({ ...parts, searchStep: ['<script type="application/json">["a"]</script>'] });
    expect(page).toContain(`<meta charset="utf-8" />
    <script type="application/json">["a"]</script>
    <script>preloadChunks();</script>
    <link rel="preload" href="/w.css" as="style" />
    <link rel="preload" href="/f.woff2" as="font" />
    <title>`);
    expect(page).not.toContain('<template id="uni-search-step">');
  });

  it('names what the built index.html lacks', () => {
    expect(() => pageTemplate(TEMPLATE.replace('<script>preloadChunks();</script>', ''))).toThrow(
      'Prerender: the built index.html\'s <template id="uni-search-step"> has no script',
    );
    expect(() =>
      pageTemplate(
        TEMPLATE.replace('<title>Old & title</title>', '').replace('<meta charset="utf-8" />', '$&<title>t</title>'),
      ),
    ).toThrow(
      'Prerender: the built index.html\'s <template id="uni-search-step"> must come right after <meta charset>',
    );
    expect(() => pageTemplate(TEMPLATE.replace('<div id="app"></div>', ''))).toThrow(
      'Prerender: the built index.html has no <div id="app">',
    );
    expect(() => pageTemplate(TEMPLATE.replace(/ *<(script type="module"|link rel="modulepreload").*\n/g, ''))).toThrow(
      'Prerender: the built index.html has no entry script',
    );
  });
});
