import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import '../../widgets/menu/element';
import '../../widgets/footer/element';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { prerenderedMount } from '../../widgets/core/prerender-markup';
import { MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { widgetStyleSheet } from '../../widgets/core/styles';
import { widgetRoot } from '../../widgets/runtime/widget-root';
import { captureConsoleErrors, cleanup, until } from './helpers';

/** The markup the build writes for a tag on the host's pages: the element holding its server render in the light DOM. */
function prerendered(tag: string, attributes: Record<string, string>): string {
  const { Root } = widgetDefinitions.get(tag)!;
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const html = renderToString(<Root {...attributes} />, { identifierPrefix: tag });
  return `<${tag}${attributeText}>${prerenderedMount(html, attributes)}</${tag}>`;
}

describe('prerendered widgets (light DOM)', () => {
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
      Object.keys(widgetRoot(element).querySelector(`[${MOUNT_ATTRIBUTE}] > *`) ?? {}).some((key) =>
        key.startsWith('__react'),
      );
    expect(hydrated(footer) || hydrated(menu)).to.equal(false);
    await until(() => hydrated(footer), 'the footer, in view, to hydrate');
    await until(() => hydrated(menu), 'the menu to hydrate after it');
    await until(
      () => widgetRoot(menu).querySelector('[data-active] a')?.textContent === 'Research',
      'the waiting attribute change',
    );
  });

  afterEach(cleanup);

  it('hydrate in place: the server-rendered nodes stay in the light DOM, no shadow root, no stylesheet adopted, no errors', async () => {
    const errors = captureConsoleErrors();
    try {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-footer', {}));
      const footer = holder.firstElementChild!;
      const serverNode = widgetRoot(footer).querySelector('footer')!;
      expect(serverNode).to.not.equal(null);
      document.body.append(holder);
      // Hydration attaches React's event handling: a click on a footer link then reaches React.
      await until(() => Object.keys(serverNode).some((key) => key.startsWith('__react')), 'hydration');
      expect(widgetRoot(footer).querySelector('footer')).to.equal(serverNode);
      expect(widgetRoot(footer).querySelectorAll(`[${MOUNT_ATTRIBUTE}]`)).to.have.length(1);
      expect(footer.shadowRoot).to.equal(null);
      expect(document.adoptedStyleSheets).to.not.include(widgetStyleSheet());
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
      const serverList = widgetRoot(menu).querySelector('ul')!;
      // What the host app does on its first navigation, before this widget's code has loaded.
      menu.setAttribute('path', '/research');
      menu.setAttribute('lang', 'mr');
      document.body.append(document.adoptNode(holder));
      await until(() => Object.keys(serverList).some((key) => key.startsWith('__react')), 'hydration');
      await until(
        () => widgetRoot(menu).querySelector('[data-active] a')?.textContent === 'संशोधन',
        'the changed path and language to apply',
      );
      // A mismatch would have made React throw the server's nodes away (error 418).
      expect(widgetRoot(menu).querySelector('ul')).to.equal(serverList);
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
      const menuButton = Array.from(widgetRoot(menu).querySelectorAll('button')).find(
        (button) => button.textContent === 'Menu',
      )!;
      await until(() => Object.keys(menuButton).some((key) => key.startsWith('__react')), 'hydration');
      menuButton.click();
      await until(() => menuButton.getAttribute('aria-expanded') === 'true', 'the hydrated button to respond');
      menu.setAttribute('path', '/student');
      await until(
        () => widgetRoot(menu).querySelector('[data-active] a')?.textContent === 'Student',
        'the new path to apply',
      );
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });
});
