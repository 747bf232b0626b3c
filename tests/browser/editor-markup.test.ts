import { expect } from 'chai';
import { autoloadWidgets } from '../../widgets/autoload';
import { captureConsoleErrors, captureConsoleWarnings, cleanup, shadow, until } from './helpers';

/**
 * The editor-safe form, `<div data-uni-widget="uni-…" data-<attribute>="…">`,
 * becomes the same widget as the tag form, on load and when it appears later.
 */
const rendered = (element: Element | null) =>
  (element?.shadowRoot?.querySelector('.uni-root')?.textContent ?? '').length > 0 &&
  !element!.shadowRoot!.querySelector('[data-uni-loading]');

const headings = (element: Element) =>
  Array.from(shadow(element).querySelectorAll('button[aria-expanded]'), (button) => button.textContent?.trim());

describe('the data-uni-widget form', () => {
  afterEach(cleanup);

  it('present on load: replaced by the widget, each data- attribute it declares becoming the attribute of that name', async () => {
    const holder = document.createElement('section');
    holder.innerHTML =
      '<div data-uni-widget="uni-events" id="department-events" class="cms-block" data-categories="Academic, Workshop"></div>' +
      '<uni-events id="tag-form" categories="Academic, Workshop"></uni-events>';
    document.body.append(holder);
    autoloadWidgets(document);
    await until(() => document.getElementById('department-events')?.localName === 'uni-events', 'the upgrade');
    const upgraded = document.getElementById('department-events')!;
    expect(upgraded.getAttribute('categories')).to.equal('Academic, Workshop');
    expect(upgraded.className).to.equal('cms-block');
    expect(upgraded.hasAttribute('data-uni-widget')).to.equal(false);
    expect(holder.querySelector('div')).to.equal(null);
    const tagForm = document.getElementById('tag-form')!;
    await until(() => rendered(upgraded) && rendered(tagForm), 'both forms to render');
    expect(headings(upgraded)).to.deep.equal(headings(tagForm));
    const withoutReactIds = (element: Element) => shadow(element).innerHTML.replace(/_r_\w+_/g, 'id');
    expect(withoutReactIds(upgraded)).to.equal(withoutReactIds(tagForm));
  });

  it('added later (content loaded by the CMS after the page): upgraded too, with its inline JSON', async () => {
    autoloadWidgets(document);
    const later = document.createElement('article');
    later.innerHTML =
      '<div data-uni-widget="uni-news" data-limit="1" data-heading="Department notices">' +
      '<script type="application/json">[{"serial_no": 1, "date": "2025-11-02", "file_title": "Inline notice"},' +
      '{"serial_no": 2, "date": "2025-11-03", "file_title": "Second notice"}]</script></div>';
    document.body.append(later);
    await until(() => rendered(later.querySelector('uni-news')), 'the late news widget');
    const news = later.querySelector('uni-news')!;
    expect(news.getAttribute('limit')).to.equal('1');
    // The newest notice first, one row at most.
    await until(() => shadow(news).textContent!.includes('Second notice'), 'the inline notice');
    expect(shadow(news).textContent).to.include('Department notices');
    expect(shadow(news).textContent).to.not.include('Inline notice');
  });

  it('a name that is no widget of the kit: left in place, one console error naming it', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.innerHTML = '<div data-uni-widget="uni-nothing"></div>';
      document.body.append(holder);
      autoloadWidgets(document);
      autoloadWidgets(holder);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the page's observer sees the holder too
      expect(holder.firstElementChild!.localName).to.equal('div');
      expect(errors.messages).to.deep.equal(['<div data-uni-widget="uni-nothing">: no such widget']);
    } finally {
      errors.restore();
    }
  });

  /**
   * What a CMS author without the right to write scripts can save: the placeholder may carry any
   * attribute, and the widget gets only its own declared ones (issue #22's probe).
   */
  describe('what an author may not do through it', () => {
    const upgrade = async (markup: string, tag: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      document.body.append(holder);
      autoloadWidgets(document);
      await until(() => holder.firstElementChild?.localName === tag, `the upgrade to <${tag}>`);
      return holder.firstElementChild as HTMLElement;
    };
    let warnings: ReturnType<typeof captureConsoleWarnings>;
    beforeEach(() => (warnings = captureConsoleWarnings()));
    afterEach(() => warnings.restore());

    it('event handlers, focus and style attributes are never given: no handler runs', async () => {
      const fired: string[] = [];
      (window as unknown as Record<string, unknown>).__probe = (what: string) => fired.push(what);
      const widget = await upgrade(
        '<div data-uni-widget="uni-statistics" data-tabindex="0" data-autofocus data-onfocus="__probe(\'focus\')"' +
          ' data-onclick="__probe(\'click\')" data-ONMOUSEOVER="__probe(\'over\')" data-style="position:fixed;inset:0"' +
          ' onclick="void 0" style="color:red" title="t" data-uni-hydrate="never"></div>',
        'uni-statistics',
      );
      widget.focus();
      widget.click();
      widget.dispatchEvent(new MouseEvent('mouseover'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fired).to.deep.equal([]);
      expect(Array.from(widget.attributes, (attribute) => attribute.name)).to.deep.equal([]);
      expect(warnings.messages).to.have.length(1);
      for (const name of [
        'data-tabindex',
        'data-autofocus',
        'data-onfocus',
        'data-onclick',
        'data-onmouseover',
        'data-style',
        'onclick',
        'style',
        'title',
        'data-uni-hydrate',
      ])
        expect(warnings.messages[0], name).to.include(name);
    });

    it('the same on a span, and for a widget whose own attributes are passed on', async () => {
      const widget = await upgrade(
        '<span data-uni-widget="uni-login-form" data-style="position:fixed" data-onfocus="x" data-heading="Sign in" lang="mr" class="cms" id="login"></span>',
        'uni-login-form',
      );
      expect(widget.getAttribute('style')).to.equal(null);
      expect(widget.getAttribute('onfocus')).to.equal(null);
      expect(widget.getAttribute('lang')).to.equal('mr');
      expect(widget.className).to.equal('cms');
      expect(widget.id).to.equal('login');
    });

    it('src only for a widget that shows data, and only an http(s) URL', async () => {
      const noData = await upgrade(
        '<div data-uni-widget="uni-search" data-src="/feeds/news.json"></div>',
        'uni-search',
      );
      expect(noData.hasAttribute('src')).to.equal(false);
      cleanup();
      const script = await upgrade('<div data-uni-widget="uni-news" data-src="javascript:alert(1)"></div>', 'uni-news');
      expect(script.hasAttribute('src')).to.equal(false);
      cleanup();
      const data = await upgrade(
        '<div data-uni-widget="uni-news" data-src="data:application/json,[]"></div>',
        'uni-news',
      );
      expect(data.hasAttribute('src')).to.equal(false);
      cleanup();
      const feed = await upgrade('<div data-uni-widget="uni-news" data-src="/feeds/news.json"></div>', 'uni-news');
      expect(feed.getAttribute('src')).to.equal('/feeds/news.json');
      expect(warnings.messages.join('\n')).to.include('data-src is not an attribute of this widget');
      expect(warnings.messages.join('\n')).to.include('data-src must be an http(s) URL');
    });

    it('only the inline JSON moves over from the children', async () => {
      const widget = await upgrade(
        '<div data-uni-widget="uni-news"><p>kept out</p><script type="application/json">[]</script><iframe></iframe></div>',
        'uni-news',
      );
      expect(Array.from(widget.children, (child) => child.localName)).to.deep.equal(['script']);
    });
  });
});
