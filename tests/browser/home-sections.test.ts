import { expect } from 'chai';
import leaders from '../../data/home/leaders.yaml';
import portalTiles from '../../data/home/portal.yaml';
import quickLinks from '../../data/home/quick-links.yaml';
import recognitions from '../../data/home/recognitions.yaml';
import featuredVideo from '../../data/home/videos.yaml';
import '../../widgets/featured-video/element';
import '../../widgets/leadership/element';
import '../../widgets/portal-grid/element';
import '../../widgets/quick-links/element';
import '../../widgets/recognitions/element';
import '../../widgets/statistics/element';
import { cleanup, mount, shadow, until } from './helpers';

/** Columns a grid lays out now (the test window is 800 px wide: md, below lg). */
const columns = (grid: Element) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

describe('<uni-portal-grid> (spec 2.4 item 2)', () => {
  afterEach(cleanup);

  it('shows the 12 tiles in order, each an icon and a title linking to its target', async () => {
    const element = await mount('<uni-portal-grid></uni-portal-grid>');
    const links = Array.from(shadow(element).querySelectorAll('[data-portal-grid] a'));
    expect(links.map((link) => link.textContent)).to.deep.equal(portalTiles.map((tile) => tile.title));
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(portalTiles.map((tile) => tile.link));
    for (const link of links) {
      const icon = link.querySelector('[aria-hidden="true"]')!;
      expect(icon.className).to.match(/^i-mdi-/);
      expect(getComputedStyle(icon).maskImage || getComputedStyle(icon).webkitMaskImage).to.include('url(');
    }
  });

  it('has 2, 3, 4 and 6 columns as the screen widens (4 at this 800 px window)', async () => {
    const element = await mount('<uni-portal-grid></uni-portal-grid>');
    const grid = shadow(element).querySelector('[data-portal-grid]')!;
    expect(grid.className).to.include('grid-cols-2 gap-3 p-0 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6');
    expect(window.innerWidth).to.be.within(768, 1023);
    expect(columns(grid)).to.equal(4);
  });
});

describe('<uni-leadership> (spec 2.4 item 4)', () => {
  afterEach(cleanup);

  it('shows 4 cards with photo, name, position and More Details to the person’s page', async () => {
    const element = await mount('<uni-leadership></uni-leadership>');
    const cards = Array.from(shadow(element).querySelectorAll('[data-leader]'));
    expect(cards).to.have.length(4);
    cards.forEach((card, index) => {
      const leader = leaders[index]!;
      expect(card.querySelector('h3')!.textContent).to.equal(leader.name);
      expect(card.querySelector('p')!.textContent).to.equal(leader.position);
      const image = card.querySelector('img')!;
      expect([
        image.getAttribute('src'),
        image.getAttribute('width'),
        image.getAttribute('height'),
        image.loading,
      ]).to.deep.equal([leader.image, '240', '280', 'lazy']);
      const link = card.querySelector('a')!;
      expect(link.firstChild!.textContent).to.equal('More Details');
      expect(link.getAttribute('href')).to.equal(leader.link);
    });
    expect(cards.map((card) => card.querySelector('p')!.textContent)).to.deep.equal([
      'Chancellor',
      'Vice-Chancellor',
      'Pro-Vice Chancellor',
      'Registrar',
    ]);
  });
});

describe('<uni-featured-video> (spec 2.4 item 5)', () => {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'share');
  afterEach(() => {
    cleanup();
    delete (navigator as unknown as Record<string, unknown>).share;
    delete (navigator.clipboard as unknown as Record<string, unknown>)?.writeText;
    if (original) Object.defineProperty(Navigator.prototype, 'share', original);
  });

  it('shows the poster with a play link (new tab), the Marathi caption, Share, Watch on, and 4 thumbnails', async () => {
    const element = await mount('<uni-featured-video></uni-featured-video>');
    const root = shadow(element);
    const play = root.querySelector('[data-play]') as HTMLAnchorElement;
    expect([play.getAttribute('href'), play.target, play.rel]).to.deep.equal([
      featuredVideo.featured.url,
      '_blank',
      'noopener noreferrer',
    ]);
    expect(play.textContent).to.include('Play the video');
    const caption = root.querySelector('[data-caption]')!;
    expect(caption.getAttribute('lang')).to.equal('mr');
    expect(caption.textContent).to.equal(featuredVideo.featured.caption);
    expect(root.querySelector('[data-watch-on]')!.textContent).to.equal('Watch on YouTube (opens in a new tab)');
    expect(root.querySelector('[data-share]')!.textContent).to.equal('Share this video');
    const items = Array.from(root.querySelectorAll('[data-video-item]'));
    expect(items).to.have.length(4);
    for (const item of items) {
      expect(item.textContent).to.include("Vice Chancellor's Message on the 58th Foundation Day");
      expect((item as HTMLAnchorElement).target).to.equal('_blank');
      const image = item.querySelector('img')!;
      expect([image.getAttribute('width'), image.getAttribute('height'), image.loading]).to.deep.equal([
        '320',
        '180',
        'lazy',
      ]);
    }
  });

  it('says where to watch in each language’s word order, the platform’s logo where its name goes', async () => {
    for (const [lang, read, visible] of [
      ['mr', 'YouTube वर पाहा (नवीन टॅबमध्ये उघडते)', /^\s*वर पाहा$/],
      ['hi', 'YouTube पर देखें (नए टैब में खुलता है)', /^\s*पर देखें$/],
    ] as const) {
      const element = await mount(`<uni-featured-video lang="${lang}"></uni-featured-video>`);
      const badge = () => shadow(element).querySelector('[data-watch-on]')!;
      await until(() => badge().textContent === read, `"${read}"`);
      // The logo (aria-hidden) comes first; the platform's name beside it is for screen readers only.
      const [logo, name] = Array.from(badge().children);
      expect(logo!.getAttribute('aria-hidden')).to.equal('true');
      expect([name!.className, name!.textContent]).to.deep.equal(['sr-only', 'YouTube']);
      expect(name!.nextSibling!.textContent).to.match(visible);
      cleanup();
    }
  });

  it('Share uses the Web Share API where present', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    const element = await mount('<uni-featured-video></uni-featured-video>');
    (shadow(element).querySelector('[data-share]') as HTMLButtonElement).click();
    await until(() => shared.length === 1, 'navigator.share');
    expect(shared[0]!.url).to.equal(featuredVideo.featured.url);
  });

  it('without the Web Share API, Share copies the link and says so in a visible live region', async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const copied: string[] = [];
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: async (text: string) => void copied.push(text),
    });
    const element = await mount('<uni-featured-video></uni-featured-video>');
    const status = shadow(element).querySelector('[data-share-message]') as HTMLElement;
    expect(status.getAttribute('role')).to.equal('status');
    (shadow(element).querySelector('[data-share]') as HTMLButtonElement).click();
    await until(() => status.textContent === 'Link copied to the clipboard.', 'the message');
    expect(copied).to.deep.equal([featuredVideo.featured.url]);
    expect(status.getBoundingClientRect().height).to.be.greaterThan(0);
  });
});

describe('<uni-recognitions> (spec 2.4 item 7)', () => {
  afterEach(cleanup);

  it('shows a row of 6 logos with alt text and sizes, loaded lazily', async () => {
    const element = await mount('<uni-recognitions></uni-recognitions>');
    const images = Array.from(shadow(element).querySelectorAll('img'));
    expect(images.map((image) => image.alt)).to.deep.equal(recognitions.map((logo) => logo.alt));
    for (const image of images)
      expect([image.getAttribute('width'), image.getAttribute('height'), image.loading]).to.deep.equal([
        '160',
        '96',
        'lazy',
      ]);
    expect(shadow(element).querySelector('ul')!.className).to.include('lg:grid-cols-6');
  });
});

describe('<uni-quick-links> (spec 2.4 item 8)', () => {
  afterEach(cleanup);

  it('shows the 19 quick links with their targets in 1, 2, 4 columns (2 at this 800 px window)', async () => {
    const element = await mount('<uni-quick-links></uni-quick-links>');
    const links = Array.from(shadow(element).querySelectorAll('[data-quick-links-grid] a'));
    expect(links).to.have.length(19);
    expect(links.map((link) => link.textContent)).to.deep.equal(quickLinks.map((link) => link.title));
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(quickLinks.map((link) => link.link));
    const grid = shadow(element).querySelector('[data-quick-links-grid]')!;
    expect(grid.className).to.include('grid-cols-1 gap-2 p-0 md:grid-cols-2 lg:grid-cols-4');
    expect(columns(grid)).to.equal(2);
  });
});

describe('<uni-statistics> (spec 2.4 item 9)', () => {
  afterEach(cleanup);

  it('shows Years 62, Departments 34, Chairs 10, Centers 19, Campus in Acre 853, Affiliated Colleges 297, each with an icon', async () => {
    const element = await mount('<uni-statistics></uni-statistics>');
    const items = Array.from(shadow(element).querySelectorAll('[data-statistic]'));
    expect(
      items.map((item) => [item.lastElementChild!.textContent, item.querySelector('[data-volume]')!.textContent]),
    ).to.deep.equal([
      ['Years', '62'],
      ['Departments', '34'],
      ['Chairs', '10'],
      ['Centers', '19'],
      ['Campus in Acre', '853'],
      ['Affiliated Colleges', '297'],
    ]);
    for (const item of items) expect(item.firstElementChild!.className).to.match(/^i-mdi-/);
  });

  it('links "See More SSU Statistical Information" to /about/statistical-information', async () => {
    const element = await mount('<uni-statistics></uni-statistics>');
    const link = Array.from(shadow(element).querySelectorAll('a')).find(
      (anchor) => anchor.textContent === 'See More SSU Statistical Information',
    )!;
    expect(link.getAttribute('href')).to.equal('/about/statistical-information');
  });
});
