import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorAttributeRefusal } from '../../widgets/editor-markup';

/**
 * The allow-list of the editor-safe form (`<div data-uni-widget="uni-events" data-…>`): which
 * `data-<name>` a CMS author may hand a widget. tests/browser/editor-markup.test.ts checks the
 * placeholders themselves in a browser; this is the rule, value by value.
 */
const observed = new Set(['categories', 'compact', 'icon', 'src', 'onboarding', 'style']);

describe('an editor-safe attribute', () => {
  // A `src` resolves against the page; only `document.baseURI` is read.
  beforeEach(() => vi.stubGlobal('document', { baseURI: 'https://college.example/news/' }));
  afterEach(() => vi.unstubAllGlobals());

  it('is given when the widget observes it', () => {
    expect(editorAttributeRefusal('categories', 'Academic, Workshop', observed)).toBeUndefined();
    expect(editorAttributeRefusal('compact', '', observed)).toBeUndefined();
    // 'on' is refused at the start of a name only; only src is read as a URL.
    expect(editorAttributeRefusal('icon', 'javascript:alert(1)', observed)).toBeUndefined();
  });

  it('is refused when the widget does not observe it', () => {
    expect(editorAttributeRefusal('limit', '3', observed)).toBe('is not an attribute of this widget');
    expect(editorAttributeRefusal('tabindex', '0', observed)).toBe('is not an attribute of this widget');
  });

  it('is never an event handler or style, even one the widget would observe', () => {
    for (const name of ['onclick', 'ONFOCUS', 'onboarding', 'style'])
      expect(editorAttributeRefusal(name, 'alert(1)', observed), name).toBe('is never given to a widget');
  });

  it('src: an http(s) URL, absolute or relative to the page', () => {
    for (const value of ['https://data.example/events.json', 'http://data.example/e.json', '/data/e.json', 'e.json'])
      expect(editorAttributeRefusal('src', value, observed), value).toBeUndefined();
  });

  it('src: never a script, inline data, a file or another scheme', () => {
    for (const value of ['javascript:alert(1)', 'data:application/json,[]', 'file:///etc/passwd', 'ftp://x.example/'])
      expect(editorAttributeRefusal('src', value, observed), value).toBe('must be an http(s) URL');
  });

  it('src: refused when it is not a URL at all', () => {
    expect(editorAttributeRefusal('src', 'https://[bad', observed)).toBe('is not a URL');
  });

  it('src is checked only when the widget observes it', () => {
    expect(editorAttributeRefusal('src', 'javascript:alert(1)', new Set(['categories']))).toBe(
      'is not an attribute of this widget',
    );
  });
});
