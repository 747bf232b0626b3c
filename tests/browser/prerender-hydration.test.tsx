import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import '../../widgets/menu/element';
import '../../widgets/footer/element';
import '../../widgets/events/element';
import { loadKitData } from '../../widgets/core/kit-data';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { prerenderedMount } from '../../widgets/core/prerender-markup';
import { MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { widgetStyleSheet } from '../../widgets/core/styles';
import { widgetRoot } from '../../widgets/runtime/widget-root';
import { captureConsoleErrors, cleanup, until } from './helpers';
import { forgetPageData, loadPageData, pageDataOf } from '../../widgets/content-page/route-store';
import { formatNumericDate } from '../../data/i18n/format';
import { site } from '../../data/site';

/** Holds the browser's fetches of page data (/page-data/…) until `release` is called, as a slow network would. */
function holdPageData(): { release: () => void; restore: () => void } {
  const original = window.fetch;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/page-data/')) await held;
    return original(input, init);
  };
  return { release, restore: () => (window.fetch = original) };
}

const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__react'));

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
  // The footer hydrates once its page's data is in (route-store.ts, serverPageData); the dev server
  // makes the first page data file from every section's module, which can take seconds.
  before(async function () {
    this.timeout(60_000);
    await loadPageData('/', 'en');
  });

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

  it('a widget that reads page data hydrates only with the data of the page the server rendered, though the host moved it on and the data came late', async () => {
    const errors = captureConsoleErrors();
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    let network: ReturnType<typeof holdPageData> | undefined;
    try {
      // The server render, as the build has it: the footer of /about/history, with that page's date.
      await loadPageData('/about/history', 'en');
      const pageDate = pageDataOf('/about/history', 'en')!.lastUpdated!;
      // The site's date is what the footer shows without the page's data: the two must differ to tell.
      expect(pageDate).to.not.equal(site.lastUpdated);
      const html = prerendered('uni-footer', { path: '/about/history', lang: 'en' });
      expect(html).to.include(formatNumericDate('en', pageDate));
      // The browser has not fetched it yet.
      forgetPageData(['/about/history'], 'en');
      network = holdPageData();
      const inert = document.implementation.createHTMLDocument('');
      const holder = inert.createElement('div');
      holder.setHTMLUnsafe(html);
      const footer = holder.firstElementChild!;
      const serverNode = widgetRoot(footer).querySelector('footer')!;
      // The host app's first navigation, before the footer's code came and before any page data.
      footer.setAttribute('path', '/about/history/city');
      document.body.append(document.adoptNode(holder));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(isHydrated(serverNode), 'hydrated before the page data came').to.equal(false);
      network.release();
      await loadPageData('/about/history/city', 'en');
      await until(() => isHydrated(serverNode), 'hydration once the page data came');
      const shownDate = () => widgetRoot(footer).querySelector('[data-last-updated]')?.getAttribute('datetime');
      await until(() => shownDate() === pageDataOf('/about/history/city', 'en')!.lastUpdated, "the new page's date");
      // A mismatch would have made React throw the server's nodes away (error 418).
      expect(widgetRoot(footer).querySelector('footer')).to.equal(serverNode);
      expect([...reported, ...errors.messages]).to.deep.equal([]);
    } finally {
      network?.restore();
      errors.restore();
      window.removeEventListener('error', onError);
    }
  });

  it('the events widget renders from its kit file and hydrates with it: the server nodes stay, the accordion answers', async () => {
    const errors = captureConsoleErrors();
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    try {
      // The build renders from the file it writes (host/vite/prerender/kit-data-files.ts); here, the dev server's.
      expect((await loadKitData('/mr/feeds/upcoming-events.json')).status).to.equal('ready');
      const inert = document.implementation.createHTMLDocument('');
      const holder = inert.createElement('div');
      holder.setHTMLUnsafe(prerendered('uni-events', { lang: 'mr' }));
      const events = holder.firstElementChild!;
      const serverList = widgetRoot(events).querySelector('[data-events-list]')!;
      expect(serverList.querySelectorAll('[data-event]')).to.have.length(3);
      document.body.append(document.adoptNode(holder));
      await until(() => isHydrated(serverList), 'hydration');
      const closed = widgetRoot(events).querySelector<HTMLButtonElement>('[data-events-panel="2"] h3 button')!;
      closed.click();
      await until(() => closed.getAttribute('aria-expanded') === 'true', 'the hydrated accordion to open a category');
      // A mismatch would have made React throw the server's nodes away (error 418).
      expect(widgetRoot(events).querySelector('[data-events-list]')).to.equal(serverList);
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
