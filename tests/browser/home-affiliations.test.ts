import { expect } from 'chai';
import affiliatedLogos from '../../data/home/affiliations.yaml';
import '../../widgets/affiliations/element';
import { affiliationsGlideOptions } from '../../widgets/affiliations/options';
import { breakpointWidth } from '../../widgets/core/container-width';
import { glideOf, perViewAt } from '../../widgets/core/use-glide';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

const region = (element: Element) => shadow(element).querySelector('[aria-roledescription="carousel"]') as HTMLElement;
const glideRoot = (element: Element) => shadow(element).querySelector('.glide') as HTMLElement;
const index = (element: Element) => Number(region(element).dataset.index);
const realSlides = (element: Element) =>
  Array.from(shadow(element).querySelectorAll<HTMLElement>('.glide__slide:not(.glide__slide--clone)'));
const pageText = (element: Element) => shadow(element).querySelector('[data-page]')!.textContent;
const button = (element: Element, name: string) =>
  Array.from(shadow(element).querySelectorAll('button')).find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement;

async function mountAffiliations() {
  const element = await mount('<uni-affiliations></uni-affiliations>');
  await until(() => glideOf(glideRoot(element)) !== undefined, 'Glide to mount');
  return element;
}

describe('<uni-affiliations> (spec 2.4 item 3)', () => {
  afterEach(cleanup);

  it('shows the 16 logos (8 listed twice) with their titles as alt text and a Details link each', async () => {
    const element = await mountAffiliations();
    const slides = realSlides(element);
    expect(slides).to.have.length(16);
    expect(slides.map((slide) => slide.querySelector('img')!.alt)).to.deep.equal(
      affiliatedLogos.map((logo) => logo.title),
    );
    expect(slides.map((slide) => slide.querySelector('[data-logo-title]')!.textContent)).to.deep.equal(
      affiliatedLogos.map((logo) => logo.title),
    );
    const details = slides.map((slide) => slide.querySelector('a')!);
    // Links that leave the university's sites say so (GIGW 3.0).
    const leavesSite = (link: string) =>
      /^https?:\/\//.test(link) && !new URL(link).hostname.endsWith('ssu-kolhapur.ac.in');
    expect(details.map((link) => link.textContent)).to.deep.equal(
      affiliatedLogos.map(
        (logo) => `Details about ${logo.title}${leavesSite(logo.link) ? ' (opens an external website)' : ''}`,
      ),
    );
    expect(details.map((link) => link.getAttribute('href'))).to.deep.equal(affiliatedLogos.map((logo) => logo.link));
    for (const image of slides.map((slide) => slide.querySelector('img')!)) {
      expect([image.getAttribute('width'), image.getAttribute('height')]).to.deep.equal(['160', '96']);
    }
  });

  it('runs Glide with autoplay 2500 ms, transition 500 ms; perView follows the widget width by the spec breakpoints', async () => {
    const element = await mountAffiliations();
    const { settings } = glideOf(glideRoot(element))!;
    expect(settings.autoplay).to.equal(2500);
    expect(settings.animationDuration).to.equal(500);
    expect(settings.type).to.equal('carousel');
    expect(settings.hoverpause).to.equal(true);
    expect(affiliationsGlideOptions.breakpoints).to.deep.equal({
      1536: { perView: 9 },
      1280: { perView: 7 },
      1024: { perView: 5 },
      768: { perView: 3 },
      480: { perView: 2 },
    });
    const expected = perViewAt(affiliationsGlideOptions, breakpointWidth(element.getBoundingClientRect().width));
    expect(settings.perView).to.equal(expected);
    expect(Number(region(element).dataset.perView)).to.equal(expected);
    // Before Glide sizes them, the slides already take 1/perView of the width (no shift when Glide mounts).
    const slide = realSlides(element)[0]!;
    expect(
      Math.abs(
        slide.getBoundingClientRect().width - glideRoot(element).querySelector('.glide__track')!.clientWidth / expected,
      ),
    ).to.be.lessThan(1);
  });

  it('shows two logos in a 300 px column, whatever the window width', async () => {
    const element = await mountAffiliations();
    element.style.width = '300px';
    await until(() => region(element).dataset.perView === '2', 'two logos in view');
    await until(() => glideOf(glideRoot(element))?.settings.perView === 2, 'Glide mounted again with two');
    const trackWidth = glideRoot(element).querySelector('.glide__track')!.clientWidth;
    await until(
      () => Math.abs(realSlides(element)[0]!.getBoundingClientRect().width - trackWidth / 2) < 1,
      'each logo half the track',
    );
  });

  it('keyboard focus on a logo shows its title and Details button', async () => {
    const element = await mountAffiliations();
    const overlay = realSlides(element)[0]!.querySelector('a')!.parentElement!;
    expect(getComputedStyle(overlay).opacity).to.equal('0');
    realSlides(element)[0]!.querySelector('a')!.focus();
    await until(() => getComputedStyle(overlay).opacity === '1', 'the title and Details to show');
  });

  it('tracks the page of the first logo in view and announces it ("Page n of m") when not rotating', async () => {
    const element = await mountAffiliations();
    const perView = Number(region(element).dataset.perView);
    const pages = Math.ceil(16 / perView);
    expect(pageText(element)).to.equal(`Page 1 of ${pages}`);
    button(element, 'Stop automatic slide show').click();
    await until(() => region(element).dataset.rotating === 'false', 'rotation to stop');
    expect(shadow(element).querySelector('[data-page]')!.getAttribute('aria-live')).to.equal('polite');
    glideOf(glideRoot(element))!.go(`=${perView}`);
    await until(() => index(element) === perView, `slide ${perView + 1} first in view`);
    expect(pageText(element)).to.equal(`Page 2 of ${pages}`);
    button(element, 'Previous slide').click();
    await until(() => index(element) === perView - 1, 'one slide back');
    expect(pageText(element)).to.equal(`Page 1 of ${pages}`);
  });

  it('advances by itself (autoplay) and the live region is silent while it rotates', async () => {
    const element = await mountAffiliations();
    expect(shadow(element).querySelector('[data-page]')!.getAttribute('aria-live')).to.equal('off');
    await until(() => index(element) === 1, 'the first autoplay step', 4000);
  });

  it('pauses on hover, while focus is inside and with the pause control, like the hero', async () => {
    const element = await mountAffiliations();
    realSlides(element)[0]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await until(() => region(element).dataset.rotating === 'false', 'the hover pause');
    realSlides(element)[0]!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await until(() => region(element).dataset.rotating === 'true', 'the end of the hover pause');
    realSlides(element)[0]!.querySelector('a')!.focus();
    await until(() => region(element).dataset.rotating === 'false', 'the focus pause');
    (document.activeElement as HTMLElement | null)?.blur();
    realSlides(element)[0]!.querySelector('a')!.blur();
    await until(() => region(element).dataset.rotating === 'true', 'the end of the focus pause');
    button(element, 'Stop automatic slide show').click();
    await until(() => button(element, 'Start automatic slide show') !== undefined, 'the control to offer Start');
  });

  it('only the logos in view are reachable; clones are hidden from assistive technology', async () => {
    const element = await mountAffiliations();
    const perView = Number(region(element).dataset.perView);
    expect(realSlides(element).map((slide) => slide.inert)).to.deep.equal(
      Array.from({ length: 16 }, (_, slide) => slide >= perView),
    );
    for (const clone of shadow(element).querySelectorAll<HTMLElement>('.glide__slide--clone')) {
      expect(clone.getAttribute('aria-hidden')).to.equal('true');
      expect(clone.querySelector('a')!.tabIndex).to.equal(-1);
    }
  });

  it('mounts Glide (and starts its timers) only when the carousel nears the viewport', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
    const element = await mount('<uni-affiliations></uni-affiliations>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(glideOf(glideRoot(element))).to.equal(undefined);
    expect(realSlides(element).map((slide) => slide.querySelector('img')!.loading)).to.include('lazy');
    element.scrollIntoView();
    await until(() => glideOf(glideRoot(element)) !== undefined, 'Glide to mount once in view');
    await until(
      () => realSlides(element).every((slide) => slide.querySelector('img')!.loading === 'eager'),
      'the logos to load',
    );
    window.scrollTo(0, 0);
  });

  it('destroys Glide when removed', async () => {
    const errors = captureConsoleErrors();
    try {
      const element = await mountAffiliations();
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
