import { expect } from 'chai';
import '../../widgets/footer/element';
import '../../widgets/page/element';
import '../../widgets/header/element';
import { cleanup, mount, shadow, until } from './helpers';
import './search-index-fixture';

describe('<uni-footer>', () => {
  afterEach(cleanup);

  it('shows 20 quick links in 4 columns of ceil(20 / 4) = 5', async () => {
    const footer = await mount('<uni-footer></uni-footer>');
    const columns = Array.from(shadow(footer).querySelectorAll('[data-footer-column]'));
    expect(columns.map((column) => column.querySelectorAll('a').length)).to.deep.equal([5, 5, 5, 5]);
  });

  it('splits other counts by the ceiling rule too (7 links: 2, 2, 2, 1)', async () => {
    const links = Array.from({ length: 7 }, (_, i) => ({ title: `Link ${i + 1}`, link: `/l${i + 1}` }));
    const footer = await mount(
      `<uni-footer><script type="application/json">${JSON.stringify(links)}</script></uni-footer>`,
    );
    await until(
      () => shadow(footer).querySelectorAll('[data-footer-column]').length > 0,
      'the footer from inline JSON',
    );
    const columns = Array.from(shadow(footer).querySelectorAll('[data-footer-column]'));
    expect(columns.map((column) => column.querySelectorAll('a').length)).to.deep.equal([2, 2, 2, 1]);
  });

  it('links Terms of Use, Privacy Policy and Contact, and shows visitor count with its date, last-updated (DD-MM-YYYY) and copyright', async () => {
    const footer = await mount('<uni-footer></uni-footer>');
    const link = (name: string) =>
      Array.from(shadow(footer).querySelectorAll('a'))
        .find((a) => a.textContent === name)
        ?.getAttribute('href');
    expect(link('Terms of Use')).to.equal('/terms-of-use');
    expect(link('Privacy Policy')).to.equal('/privacy-policy');
    expect(link('Contact')).to.equal('/contact');
    const text = shadow(footer).textContent!;
    expect(text).to.match(/Visitors:\s*48,27,316 \(as of 20-11-2026\)/);
    expect(text).to.match(/Last updated:\s*20-11-2026/);
    expect(text).to.include('© 1962–2026 Sahyadri State University. All rights reserved.');
  });
});

describe('<uni-header>', () => {
  afterEach(cleanup);

  it('shows the logos, the five category buttons and a labelled search form with placeholder "Search here"', async () => {
    const header = await mount('<uni-header></uni-header>');
    const root = shadow(header);
    expect(
      Array.from(root.querySelectorAll('nav[aria-label="Programme levels"] a')).map((a) => a.textContent),
    ).to.deep.equal(['UG', 'PG', 'P.H.D', 'Online', 'Distance']);
    const input = root.querySelector<HTMLInputElement>('search form input[name="q"]')!;
    expect(input.placeholder).to.equal('Search here');
    expect(root.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Search the site');
    expect(root.querySelector('form')!.getAttribute('action')).to.equal('/search');
    for (const img of root.querySelectorAll('img')) {
      expect(img.alt).to.not.equal('');
      expect(img.getAttribute('width')).to.not.equal(null);
    }
  });
});

describe('<uni-page>', () => {
  afterEach(cleanup);

  it('shows the 404 texts for an unknown path', async () => {
    const page = await mount('<uni-page path="/nothing/here"></uni-page>');
    expect(shadow(page).querySelector('h1')!.textContent).to.equal('404 - Page Not Found');
    expect(shadow(page).textContent).to.include("The page you're looking for doesn't exist.");
  });

  it('the search page says what was searched for and lists matching pages', async function () {
    // The first search downloads the engine through the dev server.
    this.timeout(60000);
    const page = await mount('<uni-page path="/search" query="hostel"></uni-page>');
    await until(() => /\d+ results? for “hostel”/.test(shadow(page).textContent ?? ''), 'the results', 30000);
    const hrefs = Array.from(shadow(page).querySelectorAll('li a')).map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('/student/facilities/boys-hostel');
  });

  it('the screen-reader access page lists screen readers', async () => {
    const page = await mount('<uni-page path="/screen-reader-access"></uni-page>');
    expect(shadow(page).querySelector('h1')!.textContent).to.equal('Screen Reader Access');
    expect(shadow(page).textContent).to.include('NVDA');
  });

  it('the quick-links page gives every footer link its own anchor', async () => {
    const page = await mount('<uni-page path="/quick-links"></uni-page>');
    expect(shadow(page).getElementById('right-to-information')).to.not.equal(null);
    expect(shadow(page).getElementById('university-grants-commission')).to.not.equal(null);
  });
});
