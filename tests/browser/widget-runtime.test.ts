import { expect } from 'chai';
import './fixtures/test-widgets';
import { widgetStyleSheet } from '../../widgets/core/styles';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

const names = (element: Element) => Array.from(shadow(element).querySelectorAll('li')).map((li) => li.textContent);

describe('the widget runtime (defineWidget)', () => {
  afterEach(cleanup);

  it('gives each widget an open shadow root that adopts the one shared stylesheet', async () => {
    const first = await mount('<uni-test-names></uni-test-names>');
    const second = await mount('<uni-test-names></uni-test-names>');
    expect(shadow(first).adoptedStyleSheets).to.include(widgetStyleSheet());
    expect(shadow(first).adoptedStyleSheets[0]).to.equal(shadow(second).adoptedStyleSheets[0]);
    expect(widgetStyleSheet().cssRules.length).to.be.greaterThan(50);
  });

  it('a throwing widget renders nothing and logs one error with its tag; its neighbours live', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.innerHTML = '<uni-test-throwing></uni-test-throwing><uni-test-names></uni-test-names>';
      document.body.append(holder);
      const [broken, healthy] = Array.from(holder.children);
      await until(() => names(healthy).length === 2, 'the healthy neighbour');
      await until(() => errors.messages.length > 0, 'the error to be logged');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shadow(broken).querySelector('.uni-root')).to.equal(null);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.include('<uni-test-throwing>');
    } finally {
      errors.restore();
    }
  });

  it('defining the same tag twice, or loading a widget module twice, is harmless', async () => {
    const { defineWidget } = await import('../../widgets/core/define-widget');
    const before = customElements.get('uni-test-names');
    defineWidget({ tag: 'uni-test-names', hydrate: 'interaction', component: () => null });
    expect(customElements.get('uni-test-names')).to.equal(before);
    await import('../../widgets/footer/element');
    await import('../../widgets/footer/element?again' as string);
    expect(customElements.get('uni-footer')).to.not.equal(undefined);
  });

  it('shows the bundled sample data when the page gives none', async () => {
    const element = await mount('<uni-test-names></uni-test-names>');
    expect(names(element)).to.deep.equal(['Sample one', 'Sample two']);
  });

  it('takes data from a child <script type="application/json">', async () => {
    const element = await mount('<uni-test-names><script type="application/json">["Inline"]</script></uni-test-names>');
    await until(() => names(element).join() === 'Inline', 'the inline data');
  });

  it('takes data from a src URL', async () => {
    const url = URL.createObjectURL(new Blob(['["From src", "Second"]'], { type: 'application/json' }));
    const element = await mount(`<uni-test-names src="${url}"></uni-test-names>`);
    await until(() => names(element).join() === 'From src,Second', 'the fetched data');
  });

  it('invalid data: one console error naming the tag and the field, a visible notice, neighbours unaffected', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.innerHTML =
        '<uni-test-names id="bad"><script type="application/json">["ok", 42]</script></uni-test-names>' +
        '<uni-test-names id="broken-json"><script type="application/json">["unclosed"</script></uni-test-names>' +
        '<uni-test-names id="good"></uni-test-names>';
      document.body.append(holder);
      const [bad, brokenJson, good] = Array.from(holder.children);
      await until(() => errors.messages.length === 2, 'two errors');
      await until(() => (shadow(bad).textContent ?? '').includes('could not be shown'), 'the notice');
      await until(
        () => (shadow(brokenJson).textContent ?? '').includes('could not be shown'),
        'the notice for broken JSON',
      );
      expect(names(good)).to.deep.equal(['Sample one', 'Sample two']);
      const badError = errors.messages.find((message) => message.includes('[1]'))!;
      expect(badError).to.include('<uni-test-names>');
      expect(badError).to.match(/\[1\]: .*string/i);
      expect(errors.messages.find((message) => message.includes('not valid JSON'))).to.include('<uni-test-names>');
    } finally {
      errors.restore();
    }
  });

  it('removing a widget unmounts its React tree', async () => {
    const element = await mount('<uni-test-names></uni-test-names>');
    expect(shadow(element).querySelector('.uni-root')).to.not.equal(null);
    element.remove();
    await until(() => shadow(element).querySelector('.uni-root') === null, 'the tree to unmount');
  });
});
