import { expect } from 'chai';
import '../../widgets/content-page/element';
import './fixtures/layout-widgets';
import { layoutTypes } from '../../data/schema/layouts';
import { findRoute } from '../../data/routes';
import { cleanup, mount, shadow, until } from './helpers';

const root = (element: Element) => shadow(element);
const text = (element: Element, selector: string) =>
  root(element).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const active = (element: Element) =>
  root(element).querySelector<HTMLAnchorElement>('[data-sidebar] a[aria-current="page"]');
const sidebarLink = (element: Element, label: string) =>
  Array.from(root(element).querySelectorAll<HTMLAnchorElement>('[data-sidebar] a')).find(
    (a) => a.textContent!.trim() === label,
  )!;
const updates = (element: Element) =>
  Array.from(root(element).querySelectorAll('[data-updates] li')).map((li) => li.textContent!.trim());
const layouts = (element: Element) =>
  Array.from(root(element).querySelectorAll('[data-layout]')).map((node) => node.getAttribute('data-layout'));

/** What the host does with a same-origin link (host/intercept-links.ts): push the URL instead of loading it. */
function routeLinksLikeTheHost(): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    event.preventDefault();
    history.pushState(null, '', new URL(anchor.href).pathname);
    dispatchEvent(new PopStateEvent('popstate'));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

describe('<uni-content-page>', () => {
  const startUrl = location.pathname + location.search;
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', startUrl);
  });

  it("reads the breadcrumb 'Home >> {parent title} >> {current title}', Home linking to /", async () => {
    const page = await mount('<uni-content-page path="/about/history/city"></uni-content-page>');
    expect(text(page, 'nav[aria-label="Breadcrumb"]')).to.equal('Home >> About Us >> About Us >> About the city');
    expect(root(page).querySelector('nav[aria-label="Breadcrumb"] a')!.getAttribute('href')).to.equal('/');
    expect(text(page, 'h1')).to.equal('About the city');
  });

  it('opens with item 1 active (bold, chevron, aria-current) and shows its content and 5 updates', async () => {
    const page = await mount('<uni-content-page path="/about/history"></uni-content-page>');
    const link = active(page)!;
    expect(link.dataset.sidebarId).to.equal('1');
    expect(getComputedStyle(link).fontWeight).to.equal('700');
    expect(link.querySelector('[data-chevron]')).to.not.equal(null);
    expect(root(page).querySelectorAll('[data-sidebar] [data-chevron]')).to.have.length(1);
    // The sidebar's links are in the page once, for both widths.
    expect(root(page).querySelectorAll('[data-chevron]')).to.have.length(1);
    expect(layouts(page)).to.deep.equal(['news-composite']);
    expect(updates(page)).to.have.length(5);
    expect(text(page, '[data-sidebar] h2')).to.equal('Related Pages');
    expect(text(page, '[data-updates] h2')).to.equal('Updates/News');
  });

  it("three columns from 1024 px (1/5, 3/5, 1/4 of the row); below, content first with the sidebar as an 'In this section' disclosure", async () => {
    const page = await mount('<uni-content-page path="/about"></uni-content-page>');
    const sidebar = root(page).querySelector<HTMLElement>('[data-sidebar]')!;
    const main = root(page).querySelector<HTMLElement>('[data-main]')!;
    const aside = root(page).querySelector<HTMLElement>('[data-updates]')!;
    const summary = sidebar.querySelector('summary')!;
    const heading = sidebar.querySelector('h2')!;
    const links = () => Array.from(sidebar.querySelectorAll('a')).filter((link) => link.checkVisibility());
    const width = (element: Element) => element.getBoundingClientRect().width;
    expect(root(page).querySelectorAll('[data-sidebar]')).to.have.length(1);
    if (innerWidth >= 1024) {
      // Always open, its summary hidden: the 'Related Pages' column.
      expect(getComputedStyle(summary).display).to.equal('none');
      expect(getComputedStyle(heading).display).to.not.equal('none');
      expect(links().length).to.be.greaterThan(0);
      expect(sidebar.getBoundingClientRect().right).to.be.at.most(main.getBoundingClientRect().left);
      expect(main.getBoundingClientRect().right).to.be.at.most(aside.getBoundingClientRect().left);
      expect(width(main) / width(sidebar)).to.be.closeTo(3, 0.05);
      expect(width(aside) / width(sidebar)).to.be.closeTo(1.25, 0.05);
      expect(sidebar.getBoundingClientRect().top).to.be.at.most(
        root(page).querySelector('h1')!.getBoundingClientRect().top,
      );
    } else {
      // A closed disclosure under the title, before the content; its links hidden until opened.
      expect(getComputedStyle(heading).display).to.equal('none');
      const title = root(page).querySelector('h1')!.getBoundingClientRect();
      const box = sidebar.getBoundingClientRect();
      expect(box.top).to.be.at.least(title.bottom);
      expect(box.bottom).to.be.at.most(root(page).querySelector('[data-layout]')!.getBoundingClientRect().top);
      expect(main.getBoundingClientRect().bottom).to.be.at.most(aside.getBoundingClientRect().top);
      expect(sidebar.querySelector('details')!.open).to.equal(false);
      expect(links()).to.have.length(0);
      summary.click();
      expect(links().length).to.be.greaterThan(0);
      // A finger's 44 px rows.
      expect(links()[0]!.getBoundingClientRect().height).to.be.at.least(44);
    }
  });

  it('clicking a sidebar item changes the active item, the content, the updates and the URL; back returns', async () => {
    const stop = routeLinksLikeTheHost();
    try {
      history.replaceState(null, '', '/about/history');
      const page = await mount('<uni-content-page></uni-content-page>');
      await until(() => active(page)?.dataset.sidebarId === '1', 'item 1 active');
      const firstUpdates = updates(page);
      sidebarLink(page, 'About the city').click();
      await until(() => active(page)?.dataset.sidebarId === '2', 'item 2 active');
      expect(location.pathname).to.equal('/about/history/city');
      expect(layouts(page)).to.deep.equal(['city-composite']);
      expect(updates(page)).to.have.length(5);
      expect(updates(page)).not.to.deep.equal(firstUpdates);
      expect(text(page, 'nav[aria-label="Breadcrumb"]')).to.equal('Home >> About Us >> About Us >> About the city');
      expect(active(page)!.getAttribute('href')).to.equal('/about/history/city');
      history.back();
      await until(() => active(page)?.dataset.sidebarId === '1', 'item 1 active again after back');
      expect(location.pathname).to.equal('/about/history');
      expect(layouts(page)).to.deep.equal(['news-composite']);
    } finally {
      stop();
    }
  });

  it("says 'No updates available' for an item without updates and shows nothing when no content matches", async () => {
    const route = findRoute('/about/history')!;
    const data = [
      { ...route, sidebarItems: route.sidebarItems.map((item) => ({ ...item, updates: [] })), contents: [] },
    ];
    const page = await mount(
      `<uni-content-page path="/about/history"><script type="application/json">${JSON.stringify(data)}</script></uni-content-page>`,
    );
    await until(() => text(page, '[data-updates]').includes('No updates available'), 'the empty updates text');
    expect(root(page).querySelectorAll('[data-layout]')).to.have.length(0);
    expect(text(page, 'h1')).to.equal('About Us');
  });

  it('embedded route data with an unknown layout type is refused with a notice, never a broken page', async () => {
    const route = findRoute('/about/history')!;
    const data = [{ ...route, contents: [{ content_id: 1, layout_type: 'carousel' }] }];
    // Schema-checked embed data rejects an unknown layout: the widget shows its invalid-data notice.
    const original = console.error;
    console.error = () => {};
    try {
      const page = await mount(
        `<uni-content-page path="/about/history"><script type="application/json">${JSON.stringify(data)}</script></uni-content-page>`,
      );
      await until(() => text(page, '[role="status"]').includes('could not be shown'), 'the invalid-data notice');
      expect(root(page).querySelectorAll('[data-layout]')).to.have.length(0);
    } finally {
      console.error = original;
    }
  });

  it('rows without a file show greyed, disabled view and download controls', async () => {
    const page = await mount('<uni-content-page path="/about/authorities/fee-fixation-committee"></uni-content-page>');
    const [enabled, disabled] = Array.from(root(page).querySelectorAll<HTMLElement>('[data-file-actions]'));
    expect(enabled.dataset.fileActions).to.equal('enabled');
    const view = enabled.querySelector('a')!;
    expect(view.getAttribute('href')).to.equal('/docs/about/authorities/fee-fixation-committee-report.pdf');
    expect(view.target).to.equal('_blank');
    expect(enabled.querySelector('a[download]')!.getAttribute('download')).to.equal('fee-fixation-report-2025-26.pdf');
    expect(disabled.dataset.fileActions).to.equal('disabled');
    const deadView = disabled.querySelector<HTMLElement>('[role="link"]')!;
    expect(deadView.hasAttribute('href')).to.equal(false);
    expect(deadView.getAttribute('aria-disabled')).to.equal('true');
    const deadDownload = disabled.querySelector('button')!;
    expect(deadDownload.disabled).to.equal(true);
    expect(getComputedStyle(deadDownload).color).to.equal('rgb(75, 85, 99)');
    expect(getComputedStyle(deadView).cursor).to.equal('not-allowed');
  });

  it("shows 'No Data Found' for a table without rows", async () => {
    const page = await mount('<uni-content-page path="/about/authorities/bos"></uni-content-page>');
    expect(layouts(page)).to.deep.equal(['multiple-table']);
    expect(text(page, '[data-layout="multiple-table"]')).to.contain('No Data Found');
  });

  it('a searchable table has a labelled filter box that filters its rows', async () => {
    const page = await mount('<uni-content-page path="/about/holidays"></uni-content-page>');
    const input = root(page).querySelector<HTMLInputElement>('[data-table-filter] input')!;
    const label = root(page).querySelector(`label[for="${input.id}"]`)!;
    expect(label.textContent).to.equal('Search this table');
    const rows = () => root(page).querySelectorAll('[data-layout="searchbar-table"] tbody tr').length;
    expect(rows()).to.equal(22);
    input.focus();
    document.execCommand('insertText', false, 'diwali');
    await until(() => rows() === 2, 'two Diwali rows');
    expect(text(page, '[data-table-filter] [role="status"]')).to.equal('2 of 22 rows shown');
    input.select();
    document.execCommand('insertText', false, 'no such holiday');
    await until(
      () => text(page, '[data-layout="searchbar-table"] tbody') === 'No rows match your search.',
      'the no-match text',
    );
    input.select();
    document.execCommand('delete');
    await until(() => rows() === 22, 'all rows again');
  });

  it("every layout's root element carries data-layout with the spec name", async () => {
    for (const type of layoutTypes) {
      const element = await mount(`<uni-test-layout name="${type}"></uni-test-layout>`);
      const rootElement = root(element).querySelector('.uni-root')!.firstElementChild!;
      expect(rootElement.getAttribute('data-layout'), type).to.equal(type);
    }
  });

  it("'No tables found' for a multiple-table without tables", async () => {
    const element = await mount('<uni-test-layout name="multiple-table without tables"></uni-test-layout>');
    expect(text(element, '[data-layout="multiple-table"] p')).to.equal('No tables found');
    expect(root(element).querySelector('table')).to.equal(null);
  });

  it('comment markup is sanitised with DOMPurify in the browser: markup kept, script dropped, external links safe', async () => {
    const element = await mount('<uni-test-layout name="comment"></uni-test-layout>');
    await until(() => root(element).querySelector('[data-message] strong') !== null, 'the sanitised markup');
    const message = root(element).querySelector('[data-message]')!;
    expect(message.querySelector('script')).to.equal(null);
    expect(message.querySelectorAll('br').length).to.be.greaterThan(0);
    const link = message.querySelector('a')!;
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
  });

  it("'Show More' reveals the rest of a gallery and can collapse it again", async () => {
    const element = await mount('<uni-test-layout name="CollapsableImageGrid"></uni-test-layout>');
    const gallery = root(element).querySelector('[data-variant="three-column"]')!;
    const button = gallery.querySelector('button')!;
    expect(gallery.querySelectorAll('img')).to.have.length(2);
    button.click();
    await until(() => gallery.querySelectorAll('img').length === 4, 'all four pictures');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.textContent).to.contain('Show Less');
  });
});
