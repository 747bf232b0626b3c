import { renderToString } from 'react-dom/server';
import manifest, { type CustomElementsManifest } from 'virtual:custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import { screenFor } from '../../host/screens';
import { widgetLoaders } from '../../widgets/registry';
import { EmbedDocs } from '../../widgets/embed-docs/EmbedDocs';
import {
  codeSpans,
  documentedElements,
  editorMarkup,
  escapeScriptJson,
  formSnippet,
  frameUrl,
  literalOptions,
  snippet,
  splitDescription,
  tagMarkup,
} from '../../widgets/embed-docs/snippets';

const tags = Object.keys(widgetLoaders);

describe('the embed docs read the generated manifest', () => {
  it('document every tag of the registry except themselves', () => {
    expect(tags).toContain('uni-embed-docs');
    expect(documentedElements(manifest).map((element) => element.tag)).toEqual(
      tags.filter((tag) => tag !== 'uni-embed-docs'),
    );
  });

  it('know which widgets take JSON data (they have a src attribute)', () => {
    const byTag = new Map(documentedElements(manifest).map((element) => [element.tag, element]));
    expect(byTag.get('uni-footer')?.takesData).toBe(true);
    expect(byTag.get('uni-header')?.takesData).toBe(false);
  });

  it('render on the server with every tag, attribute and a snippet', () => {
    const html = renderToString(<EmbedDocs />);
    expect(html).toContain('Embed our widgets');
    for (const element of documentedElements(manifest)) {
      expect(html).toContain(`data-widget-docs="${element.tag}"`);
      for (const attribute of element.attributes)
        expect(html).toContain(`<code class="font-mono">${attribute.name}</code></th>`);
    }
    expect(html).toContain('&lt;script type=&quot;module&quot; src=&quot;/widgets/index.js&quot;&gt;&lt;/script&gt;');
  });

  it('render another manifest: a widget without attributes, and none at all', () => {
    const oneWidget: CustomElementsManifest = {
      schemaVersion: '2.1.0',
      readme: '',
      modules: [
        {
          kind: 'javascript-module',
          path: 'widgets/x/element.ts',
          declarations: [
            {
              kind: 'class',
              name: 'UniXElement',
              tagName: 'uni-x',
              customElement: true,
              summary: '',
              description: 'A widget without attributes.',
              attributes: [],
              events: [],
            },
          ],
          exports: [],
        },
      ],
    };
    const html = renderToString(<EmbedDocs manifest={oneWidget} />);
    expect(html).toContain('data-widget-docs="uni-x"');
    expect(html).toContain('No attributes: the tag alone is enough.');
    expect(renderToString(<EmbedDocs manifest={{ schemaVersion: '2.1.0', readme: '', modules: [] }} />)).toContain(
      'Embed our widgets',
    );
  });

  it('route /embed in the host', () => {
    expect(screenFor('/embed')).toEqual({ kind: 'embed', title: 'Embed our widgets' });
  });
});

describe('snippets', () => {
  it('write set attributes, bare boolean attributes, and leave empty ones out', () => {
    expect(
      tagMarkup({
        tag: 'uni-news',
        attributes: { limit: '5', heading: 'Notices "A" & <B>', src: '', compact: true, hidden: false },
      }),
    ).toBe('<uni-news limit="5" heading="Notices &quot;A&quot; &amp; &lt;B&gt;" compact></uni-news>');
  });

  it('put inline JSON in a script child that cannot be closed early', () => {
    expect(tagMarkup({ tag: 'uni-events', attributes: {}, inlineJson: '[{"description": "</script><b>x</b>"}]' })).toBe(
      '<uni-events>\n  <script type="application/json">\n    [{"description": "<\\/script><b>x</b>"}]\n  </script>\n</uni-events>',
    );
    expect(escapeScriptJson('"<!--x</SCRIPT>"')).toBe('"<\\!--x<\\/SCRIPT>"');
  });

  it('start with the loader', () => {
    expect(snippet('https://kit.example/widgets/index.js', { tag: 'uni-footer', attributes: {} })).toBe(
      '<script type="module" src="https://kit.example/widgets/index.js"></script>\n<uni-footer></uni-footer>',
    );
  });

  it('read descriptions: paragraphs, code spans and fenced examples', () => {
    expect(
      splitDescription('First line\nsecond.\n\nMore `code`.\n\n```html\n<uni-page path="/x"></uni-page>\n```'),
    ).toEqual({
      paragraphs: ['First line second.', 'More `code`.'],
      examples: ['<uni-page path="/x"></uni-page>'],
    });
    expect(codeSpans('Use `src` or `inline`.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'src' },
      { code: false, text: ' or ' },
      { code: true, text: 'inline' },
      { code: false, text: '.' },
    ]);
  });

  it('offer a choice for string-literal union types only', () => {
    expect(literalOptions("'accordion' | 'all'")).toEqual(['accordion', 'all']);
    expect(literalOptions('string')).toBeUndefined();
    expect(literalOptions("'only'")).toBeUndefined();
    expect(literalOptions("'a' | string")).toBeUndefined();
  });
});

describe('the three embedding forms', () => {
  const choice = { tag: 'uni-events', attributes: { categories: 'Academic, "Workshop"', mode: '', compact: true } };
  const loader = 'https://kit.example/widgets/index.js';

  it('editor-safe: a div naming the widget, each set attribute as data-<name>, no inline JSON', () => {
    expect(editorMarkup({ ...choice, inlineJson: '[1]' })).toBe(
      '<div data-uni-widget="uni-events" data-categories="Academic, &quot;Workshop&quot;" data-compact></div>',
    );
    const whole = formSnippet('editor', loader, choice, 'Events');
    expect(whole.indexOf('<script type="module" src="https://kit.example/widgets/index.js"></script>')).toBeLessThan(
      whole.indexOf('<div data-uni-widget'),
    );
  });

  it('iframe: in a <div>, the frame page beside the loader with the attributes in the query, a title, a fixed height, the optional resizer', () => {
    expect(frameUrl(loader, choice)).toBe(
      'https://kit.example/embed/frame/uni-events?categories=Academic%2C+%22Workshop%22&compact=',
    );
    // Before mount the loader URL is root-relative, and so is the frame's.
    expect(frameUrl('/widgets/index.js', { tag: 'uni-news', attributes: { limit: '3' } })).toBe(
      '/embed/frame/uni-news?limit=3',
    );
    const frame = formSnippet('iframe', loader, choice, 'Events | "SSU"');
    // In a <div>: themes size and centre a post's blocks, not a bare inline iframe.
    expect(frame).toMatch(
      /^<div>\n  <iframe data-uni-frame src="https:\/\/kit\.example\/embed\/frame\/uni-events\?categories=.*><\/iframe>\n<\/div>\n/,
    );
    expect(frame).toContain('title="Events | &quot;SSU&quot;" height="600"');
    expect(frame).toContain('<script type="module" src="https://kit.example/widgets/frame-resizer.js"></script>');
  });

  it('tag: the loader, then the tag with the attributes set (quotes escaped, an empty one left out, true bare)', () => {
    expect(formSnippet('tag', loader, choice, 'Events')).toBe(
      '<script type="module" src="https://kit.example/widgets/index.js"></script>\n' +
        '<uni-events categories="Academic, &quot;Workshop&quot;" compact></uni-events>',
    );
  });
});
