import { expect } from 'chai';
import { autoloadWidgets } from '../../widgets/autoload';
import { captureConsoleErrors, cleanup, shadow, until } from './helpers';

/**
 * The editor-safe form, `<div data-uni-widget="uni-…" data-<attribute>="…">`,
 * becomes the same widget as the tag form, on load and when it appears later.
 */
const rendered = (element: Element | null) =>
  (element?.shadowRoot?.querySelector('.uni-root')?.textContent ?? '').length > 0 &&
  !element!.shadowRoot!.textContent!.includes('Loading…');

const headings = (element: Element) =>
  Array.from(shadow(element).querySelectorAll('button[aria-expanded]'), (button) => button.textContent?.trim());

describe('the data-uni-widget form', () => {
  afterEach(cleanup);

  it('present on load: replaced by the widget, every data- attribute becoming the attribute of that name', async () => {
    const holder = document.createElement('section');
    holder.innerHTML =
      '<div data-uni-widget="uni-events" id="department-events" class="cms-block" data-categories="Academic, Workshop"></div>' +
      '<uni-events id="tag-form" categories="Academic, Workshop"></uni-events>';
    document.body.append(holder);
    autoloadWidgets(document);
    const upgraded = document.getElementById('department-events')!;
    expect(upgraded.localName).to.equal('uni-events');
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
});
