import { expect } from 'chai';
import { z } from 'zod';
import { autoloadWidgets } from '../../widgets/autoload';
import { defineWidget } from '../../widgets/core/define-widget';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

/**
 * Embedders' data and attributes, the hard cases: JSON that arrives late, attributes
 * that are removed, boolean attributes written the HTML way, URLs that fail.
 */
function Items({ data, compact, heading }: { data: string[]; compact?: boolean; heading?: string }) {
  return (
    <section data-compact={String(Boolean(compact))}>
      <h2>{heading ?? 'Default heading'}</h2>
      <ul>
        {data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

defineWidget({
  tag: 'uni-test-embed-items',
  hydrate: 'interaction',
  component: Items,
  attributes: { compact: 'boolean', heading: 'string' },
  data: { sample: ['Sample A', 'Sample B'], schema: async () => z.array(z.string().min(1)) },
});

const items = (element: Element) =>
  Array.from(shadow(element).querySelectorAll('li'))
    .map((li) => li.textContent)
    .join();
const text = (element: Element) => shadow(element).textContent ?? '';
const jsonUrl = (value: unknown) =>
  URL.createObjectURL(new Blob([JSON.stringify(value)], { type: 'application/json' }));

describe('embedder data and attributes', () => {
  afterEach(cleanup);

  it('takes inline JSON appended after the element was upgraded (a page still streaming in)', async () => {
    const element = await mount('<uni-test-embed-items></uni-test-embed-items>');
    expect(items(element)).to.equal('Sample A,Sample B');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '["Late one", "Late two"]';
    element.append(script);
    await until(() => items(element) === 'Late one,Late two', 'the late inline data');
    script.textContent = '["Changed"]';
    await until(() => items(element) === 'Changed', 'the changed inline data');
  });

  it('src wins over inline JSON; removing src goes back to the inline data, then to the sample', async () => {
    const element = await mount(
      `<uni-test-embed-items src="${jsonUrl(['From src'])}"><script type="application/json">["Inline"]</script></uni-test-embed-items>`,
    );
    await until(() => items(element) === 'From src', 'the src data');
    element.removeAttribute('src');
    await until(() => items(element) === 'Inline', 'the inline data after src was removed');
    element.querySelector('script')!.remove();
    await until(() => items(element) === 'Sample A,Sample B', 'the sample after the inline data was removed');
  });

  it('a changed src fetches the new data', async () => {
    const element = await mount(`<uni-test-embed-items src="${jsonUrl(['One'])}"></uni-test-embed-items>`);
    await until(() => items(element) === 'One', 'the first data');
    element.setAttribute('src', jsonUrl(['Two']));
    await until(() => items(element) === 'Two', 'the second data');
  });

  it('a removed or emptied attribute falls back to its default', async () => {
    const element = await mount('<uni-test-embed-items heading="Department news"></uni-test-embed-items>');
    expect(shadow(element).querySelector('h2')!.textContent).to.equal('Department news');
    element.removeAttribute('heading');
    await until(() => shadow(element).querySelector('h2')!.textContent === 'Default heading', 'the default heading');
    element.setAttribute('heading', 'Again');
    await until(() => shadow(element).querySelector('h2')!.textContent === 'Again', 'the new heading');
    element.setAttribute('heading', '');
    await until(
      () => shadow(element).querySelector('h2')!.textContent === 'Default heading',
      'the default heading after ""',
    );
  });

  it('a boolean attribute is true when present without a value, false when removed or "false"', async () => {
    const compact = (element: Element) => shadow(element).querySelector('section')!.dataset.compact;
    const element = await mount('<uni-test-embed-items compact></uni-test-embed-items>');
    expect(compact(element)).to.equal('true');
    element.removeAttribute('compact');
    await until(() => compact(element) === 'false', 'compact off after removal');
    element.setAttribute('compact', 'true');
    await until(() => compact(element) === 'true', 'compact on');
    element.setAttribute('compact', 'false');
    await until(() => compact(element) === 'false', 'compact off with "false"');
  });

  it('a src that cannot be fetched, or answers 404, shows the notice and one error naming the tag and the URL', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.innerHTML =
        '<uni-test-embed-items src="http://127.0.0.1:9/unreachable.json"></uni-test-embed-items>' +
        '<uni-test-embed-items src="/no/such/file.json"></uni-test-embed-items>' +
        '<uni-test-embed-items></uni-test-embed-items>';
      document.body.append(holder);
      const [unreachable, missing, healthy] = Array.from(holder.children);
      await until(() => errors.messages.length === 2, 'two errors');
      await until(
        () => text(unreachable).includes('could not be shown') && text(missing).includes('could not be shown'),
        'both notices',
      );
      expect(text(unreachable)).to.include('could not be downloaded');
      expect(text(missing)).to.include('could not be downloaded');
      expect(items(healthy)).to.equal('Sample A,Sample B');
      const [first, second] = [...errors.messages].sort();
      expect(first).to.include('<uni-test-embed-items>').and.to.include('src "/no/such/file.json"');
      expect(second)
        .to.include('<uni-test-embed-items>')
        .and.to.include('src "http://127.0.0.1:9/unreachable.json"')
        .and.to.include('could not be fetched');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors.messages).to.have.length(2);
    } finally {
      errors.restore();
    }
  });

  it('a wrong field gives an error naming the field, and valid data given afterwards replaces the notice', async () => {
    const errors = captureConsoleErrors();
    try {
      const element = document.createElement('uni-test-embed-items');
      element.innerHTML = '<script type="application/json">["fine", ""]</script>';
      document.body.append(element);
      await until(() => text(element).includes('could not be shown'), 'the notice');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.include(
        '<uni-test-embed-items>: invalid data: inline <script type="application/json">: [1]:',
      );
      element.querySelector('script')!.textContent = '["fine", "also fine"]';
      await until(() => items(element) === 'fine,also fine', 'the corrected data');
      expect(errors.messages).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});

describe('autoloadWidgets', () => {
  afterEach(cleanup);

  it('loads the code of a widget whose tag appears inside a shadow root it watches', async () => {
    expect(customElements.get('uni-footer')).to.equal(undefined);
    const holder = document.createElement('div');
    document.body.append(holder);
    const root = holder.attachShadow({ mode: 'open' });
    autoloadWidgets(root);
    autoloadWidgets(root);
    root.innerHTML = '<uni-footer></uni-footer>';
    await customElements.whenDefined('uni-footer');
    const footer = root.querySelector('uni-footer')!;
    await until(() => (footer.shadowRoot?.querySelectorAll('a').length ?? 0) > 20, 'the footer inside the shadow root');
  });
});
