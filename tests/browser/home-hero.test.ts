import { expect } from 'chai';
import hero from '../../data/home/hero.yaml';
import '../../widgets/hero/element';
import { glideOf } from '../../widgets/core/use-glide';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

const region = (element: Element) => shadow(element).querySelector('[aria-roledescription="carousel"]') as HTMLElement;
const glideRoot = (element: Element) => shadow(element).querySelector('.glide') as HTMLElement;
const index = (element: Element) => Number(region(element).dataset.index);
const realSlides = (element: Element) =>
  Array.from(shadow(element).querySelectorAll<HTMLElement>('.glide__slide:not(.glide__slide--clone)'));
const button = (element: Element, name: string) =>
  Array.from(shadow(element).querySelectorAll('button')).find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement;

async function mountHero() {
  const element = await mount('<uni-hero></uni-hero>');
  await until(() => glideOf(glideRoot(element)) !== undefined, 'Glide to mount');
  return element;
}

describe('<uni-hero> (spec 2.4 item 1)', () => {
  afterEach(cleanup);

  it('shows 4 image slides, two images alternating, each with alt text and a size; the first is eager with high priority', async () => {
    const element = await mountHero();
    const images = realSlides(element).map((slide) => slide.querySelector('img')!);
    expect(images).to.have.length(4);
    const sources = images.map((image) => image.getAttribute('src'));
    expect(new Set(sources).size).to.equal(2);
    expect(sources[0]).to.equal(sources[2]);
    expect(sources[1]).to.equal(sources[3]);
    expect(sources[0]).to.not.equal(sources[1]);
    for (const image of images) {
      expect(image.alt).to.not.equal('');
      expect(image.getAttribute('width')).to.equal('1600');
      expect(image.getAttribute('height')).to.equal('600');
    }
    expect(images[0].loading).to.equal('eager');
    expect(images[0].getAttribute('fetchpriority')).to.equal('high');
  });

  it('runs Glide with the spec options: infinite loop, 1 slide shown and moved, autoplay 3000 ms, transition 500 ms, hover pause', async () => {
    const element = await mountHero();
    const { settings } = glideOf(glideRoot(element))!;
    expect(settings.type).to.equal('carousel');
    expect(settings.perView).to.equal(1);
    expect(settings.perSwipe).to.equal('');
    expect(settings.autoplay).to.equal(3000);
    expect(settings.animationDuration).to.equal(500);
    expect(settings.hoverpause).to.equal(true);
    expect(settings.keyboard).to.equal(false);
  });

  it('follows the WAI-ARIA carousel pattern: labelled region, slides "n of 4", labelled controls', async () => {
    const element = await mountHero();
    expect(region(element).getAttribute('aria-label')).to.equal(hero.label);
    expect(
      realSlides(element).map((slide) => [
        slide.getAttribute('aria-roledescription'),
        slide.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      ['slide', '1 of 4'],
      ['slide', '2 of 4'],
      ['slide', '3 of 4'],
      ['slide', '4 of 4'],
    ]);
    for (const name of [
      'Stop automatic slide show',
      'Previous slide',
      'Next slide',
      'Slide 1',
      'Slide 2',
      'Slide 3',
      'Slide 4',
    ]) {
      expect(button(element, name), name).to.not.equal(undefined);
    }
    // The rotation control comes first in the carousel's tab order.
    expect(glideRoot(element).querySelector('button')).to.equal(button(element, 'Stop automatic slide show'));
    expect(button(element, 'Slide 1').getAttribute('aria-current')).to.equal('true');
  });

  it('advances by itself within 4 s and loops from the last slide to the first', async function () {
    this.timeout(12000);
    const element = await mountHero();
    await until(() => index(element) === 1, 'the first autoplay step', 4000);
    glideOf(glideRoot(element))!.go('=3');
    await until(() => index(element) === 3, 'the last slide');
    button(element, 'Next slide').click();
    await until(() => index(element) === 0, 'the loop back to the first slide');
  });

  it('the arrows and dots move one slide at a time', async () => {
    const element = await mountHero();
    button(element, 'Stop automatic slide show').click();
    button(element, 'Next slide').click();
    await until(() => index(element) === 1, 'slide 2');
    expect(button(element, 'Slide 2').getAttribute('aria-current')).to.equal('true');
    button(element, 'Previous slide').click();
    await until(() => index(element) === 0, 'slide 1');
    button(element, 'Previous slide').click();
    await until(() => index(element) === 3, 'slide 4 (infinite loop backwards)');
    button(element, 'Slide 3').click();
    await until(() => index(element) === 2, 'slide 3');
    expect(realSlides(element).map((slide) => slide.inert)).to.deep.equal([true, true, false, true]);
  });

  it('pauses on hover, while focus is inside and with the pause control, which toggles', async () => {
    const element = await mountHero();
    expect(region(element).dataset.rotating).to.equal('true');
    realSlides(element)[0].dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await until(() => region(element).dataset.rotating === 'false', 'the hover pause');
    realSlides(element)[0].dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await until(() => region(element).dataset.rotating === 'true', 'the end of the hover pause');
    button(element, 'Next slide').focus();
    await until(() => region(element).dataset.rotating === 'false', 'the focus pause');
    button(element, 'Next slide').blur();
    await until(() => region(element).dataset.rotating === 'true', 'the end of the focus pause');
    button(element, 'Stop automatic slide show').click();
    await until(() => button(element, 'Start automatic slide show') !== undefined, 'the control to offer Start');
    expect(region(element).dataset.rotating).to.equal('false');
    expect(shadow(element).querySelector('.glide__slides')!.getAttribute('aria-live')).to.equal('polite');
    button(element, 'Start automatic slide show').click();
    await until(() => region(element).dataset.rotating === 'true', 'rotation to start again');
    expect(shadow(element).querySelector('.glide__slides')!.getAttribute('aria-live')).to.equal('off');
  });

  it('shows the four social icons with accessible names and the red vertical Quick Links button to /quick-links', async () => {
    const element = await mountHero();
    const social = Array.from(shadow(element).querySelectorAll<HTMLAnchorElement>('[data-network]'));
    expect(social.map((link) => link.dataset.network)).to.deep.equal(['x', 'linkedin', 'instagram', 'facebook']);
    for (const link of social) {
      expect(link.textContent).to.match(/ on (X|LinkedIn|Instagram|Facebook) \(opens an external website\)$/);
      expect(link.href).to.match(/^https:\/\//);
      expect(link.rel).to.equal('noopener noreferrer');
    }
    const quickLinks = shadow(element).querySelector('[data-quick-links]') as HTMLAnchorElement;
    expect(quickLinks.textContent).to.equal('Quick Links');
    expect(quickLinks.getAttribute('href')).to.equal('/quick-links');
    expect(getComputedStyle(quickLinks).writingMode).to.equal('vertical-rl');
    expect(getComputedStyle(quickLinks).backgroundColor).to.equal('rgb(179, 38, 30)');
  });

  it('destroys Glide when removed, so its timers stop', async () => {
    const errors = captureConsoleErrors();
    try {
      const element = await mountHero();
      const glide = glideOf(glideRoot(element))!;
      let destroyed = false;
      const destroy = glide.destroy.bind(glide);
      glide.destroy = () => {
        destroyed = true;
        return destroy();
      };
      element.remove();
      await until(() => destroyed, 'Glide.destroy()');
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });
});
