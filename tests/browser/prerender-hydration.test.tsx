import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import '../../widgets/menu/element';
import '../../widgets/footer/element';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { declarativeShadowRoot } from '../../widgets/core/prerender-markup';
import { MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { widgetStyleSheet } from '../../widgets/core/styles';
import { captureConsoleErrors, cleanup, shadow, until } from './helpers';

/** The markup the build writes for a tag: the element with a declarative shadow root holding its server render. */
function prerendered(tag: string, attributes: Record<string, string>): string {
  const { Root } = widgetDefinitions.get(tag)!;
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<${tag}${attributeText}>${declarativeShadowRoot(renderToString(<Root {...attributes} />), 'data:text/css,', attributes)}</${tag}>`;
}

describe('prerendered widgets (declarative shadow DOM)', () => {
  it('hydrate in turn (the one in view included) and apply attribute changes made while waiting', async () => {
    const holder = document.createElement('div');
    // The footer is in view at the top; the menu is far below it, out of view.
    holder.setHTMLUnsafe(
      `${prerendered('uni-footer', {})}<div style="height:3000px"></div>${prerendered('uni-menu', { path: '/' })}`,
    );
    const [footer, , menu] = Array.from(holder.children);
    document.body.append(holder);
    menu.setAttribute('path', '/research');
    const hydrated = (element: Element) =>
      Object.keys(shadow(element).querySelector(`[${MOUNT_ATTRIBUTE}] > *`) ?? {}).some((key) =>
        key.startsWith('__react'),
      );
    expect(hydrated(footer) || hydrated(menu)).to.equal(false);
    await until(() => hydrated(footer), 'the footer, in view, to hydrate');
    await until(() => hydrated(menu), 'the menu to hydrate after it');
    await until(
      () => shadow(menu).querySelector('[data-active] a')?.textContent === 'Research',
      'the waiting attribute change',
    );
  });

  afterEach(cleanup);

  it('hydrate in place: the server-rendered nodes stay, styled by their link (no second stylesheet), no errors', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-footer', {}));
      const footer = holder.firstElementChild!;
      const serverNode = shadow(footer).querySelector('footer')!;
      expect(serverNode).to.not.equal(null);
      document.body.append(holder);
      // Hydration attaches React's event handling: a click on a footer link then reaches React.
      await until(() => Object.keys(serverNode).some((key) => key.startsWith('__react')), 'hydration');
      expect(shadow(footer).querySelector('footer')).to.equal(serverNode);
      expect(shadow(footer).querySelectorAll(`[${MOUNT_ATTRIBUTE}]`)).to.have.length(1);
      expect(shadow(footer).querySelector('link[rel="stylesheet"]')).to.not.equal(null);
      expect(shadow(footer).adoptedStyleSheets).to.not.include(widgetStyleSheet());
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('an attribute the host changed before the code came: hydration starts from the server props, keeps the server nodes, then applies it', async () => {
    const errors = captureConsoleErrors();
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    try {
      // Parsed in a document without custom elements: the tag stays un-upgraded, as before its code loads.
      const inert = document.implementation.createHTMLDocument('');
      const holder = inert.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-menu', { path: '/', lang: 'en' }));
      const menu = holder.firstElementChild!;
      const serverList = shadow(menu).querySelector('ul')!;
      // What the host app does on its first navigation, before this widget's code has loaded.
      menu.setAttribute('path', '/research');
      menu.setAttribute('lang', 'mr');
      document.body.append(document.adoptNode(holder));
      await until(() => Object.keys(serverList).some((key) => key.startsWith('__react')), 'hydration');
      await until(
        () => shadow(menu).querySelector('[data-active] a')?.textContent === 'संशोधन',
        'the changed path and language to apply',
      );
      // A mismatch would have made React throw the server's nodes away (error 418).
      expect(shadow(menu).querySelector('ul')).to.equal(serverList);
      expect([...reported, ...errors.messages]).to.deep.equal([]);
    } finally {
      errors.restore();
      window.removeEventListener('error', onError);
    }
  });

  it('a hydrated widget reacts to events and to attribute changes', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-menu', { path: '/' }));
      const menu = holder.firstElementChild!;
      document.body.append(holder);
      const menuButton = Array.from(shadow(menu).querySelectorAll('button')).find(
        (button) => button.textContent === 'Menu',
      )!;
      await until(() => Object.keys(menuButton).some((key) => key.startsWith('__react')), 'hydration');
      menuButton.click();
      await until(() => menuButton.getAttribute('aria-expanded') === 'true', 'the hydrated button to respond');
      menu.setAttribute('path', '/student');
      await until(
        () => shadow(menu).querySelector('[data-active] a')?.textContent === 'Student',
        'the new path to apply',
      );
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });
});
