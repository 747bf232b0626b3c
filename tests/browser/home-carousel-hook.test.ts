import { expect } from 'chai';
import { glideOf } from '../../widgets/core/use-glide';
import { FAST, mountHarness, type MountedHarness } from './fixtures/carousel-harness';
import { cleanup, until } from './helpers';

/** The shared carousel hook (widgets/core/use-glide.ts) with short timings: autoplay 250 ms, transition 50 ms. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for three autoplay steps of the harness. */
const THREE_STEPS = 3 * (FAST.autoplay + FAST.animationDuration) + 100;

async function advances(harness: MountedHarness, what: string) {
  const start = harness.index();
  await until(() => harness.index() !== start, what, 3000);
}

async function staysStill(harness: MountedHarness) {
  const start = harness.index();
  await sleep(THREE_STEPS);
  expect(harness.index()).to.equal(start);
}

describe('useGlide: the carousel hook', () => {
  let harness: MountedHarness | undefined;
  afterEach(() => {
    harness?.unmount();
    harness = undefined;
    cleanup();
  });

  it('mounts Glide inside the shadow root and advances by itself', async () => {
    harness = await mountHarness();
    expect(glideOf(harness.glideRoot())).to.not.equal(undefined);
    expect(harness.section().dataset.rotating).to.equal('true');
    await advances(harness, 'an autoplay step');
  });

  it('does not autoplay when the visitor prefers reduced motion, until the visitor starts it', async () => {
    harness = await mountHarness({ reduced: true });
    expect(harness.section().dataset.rotating).to.equal('false');
    expect(harness.shadowRoot.querySelector('[data-toggle]')!.textContent).to.equal('Start');
    await staysStill(harness);
    (harness.shadowRoot.querySelector('[data-toggle]') as HTMLButtonElement).click();
    await until(() => harness!.section().dataset.rotating === 'true', 'rotation to start');
    await advances(harness, 'an autoplay step after Start');
  });

  it('autoplays when the visitor does not prefer reduced motion (the other branch of the check)', async () => {
    harness = await mountHarness({ reduced: false });
    expect(harness.shadowRoot.querySelector('[data-toggle]')!.textContent).to.equal('Stop');
    await advances(harness, 'an autoplay step');
  });

  it('pauses while the pointer is over the carousel and resumes when it leaves', async () => {
    harness = await mountHarness();
    const slide = harness.glideRoot().querySelector('.glide__slide:not(.glide__slide--clone)')!;
    slide.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await until(() => harness!.section().dataset.rotating === 'false', 'the hover pause');
    await staysStill(harness);
    slide.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await until(() => harness!.section().dataset.rotating === 'true', 'rotation to resume');
    await advances(harness, 'an autoplay step after the pointer left');
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    harness = await mountHarness();
    const outside = document.createElement('button');
    document.body.append(outside);
    (harness.shadowRoot.querySelector('[data-toggle]') as HTMLButtonElement).focus();
    await until(() => harness!.section().dataset.rotating === 'false', 'the focus pause');
    await staysStill(harness);
    outside.focus();
    await until(() => harness!.section().dataset.rotating === 'true', 'rotation to resume');
    await advances(harness, 'an autoplay step after focus left');
  });

  it('the pause control stops rotation for good (hover and focus do not restart it) and starts it again', async () => {
    harness = await mountHarness();
    const toggle = harness.shadowRoot.querySelector('[data-toggle]') as HTMLButtonElement;
    toggle.click();
    await until(() => toggle.textContent === 'Start', 'the control to say Start');
    const glideRoot = harness.glideRoot();
    glideRoot.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    glideRoot.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    expect(harness.section().dataset.rotating).to.equal('false');
    await staysStill(harness);
    toggle.click();
    await until(() => toggle.textContent === 'Stop', 'the control to say Stop');
    await advances(harness, 'an autoplay step after Start');
  });

  it('stops for good when removed: Glide is destroyed and no step runs afterwards', async () => {
    harness = await mountHarness();
    const glide = glideOf(harness.glideRoot())!;
    let destroyed = 0;
    const destroy = glide.destroy.bind(glide);
    glide.destroy = () => {
      destroyed++;
      return destroy();
    };
    let runs = 0;
    glide.on('run', () => runs++);
    harness.unmount();
    harness = undefined;
    expect(destroyed).to.equal(1);
    const index = glide.index;
    await sleep(THREE_STEPS);
    expect(runs).to.equal(0);
    expect(glide.index).to.equal(index);
  });

  it('hides slides out of view (inert) and Glide clones (aria-hidden, out of the tab order)', async () => {
    harness = await mountHarness({ reduced: true });
    const real = Array.from(
      harness.glideRoot().querySelectorAll<HTMLElement>('.glide__slide:not(.glide__slide--clone)'),
    );
    expect(real.map((slide) => slide.inert)).to.deep.equal([false, true, true, true]);
    const clones = Array.from(harness.glideRoot().querySelectorAll<HTMLElement>('.glide__slide--clone'));
    expect(clones.length).to.be.greaterThan(0);
    for (const clone of clones) {
      expect(clone.getAttribute('aria-hidden')).to.equal('true');
      expect(clone.inert).to.equal(false);
      expect(clone.querySelector('a')!.tabIndex).to.equal(-1);
    }
    glideOf(harness.glideRoot())!.go('=2');
    await until(() => harness!.index() === 2, 'slide 2');
    expect(real.map((slide) => slide.inert)).to.deep.equal([true, true, false, true]);
  });
});
