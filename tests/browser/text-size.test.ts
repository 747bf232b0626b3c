import { expect } from 'chai';
import '../../widgets/access-bar/element';
import '../../widgets/events/element';
import { cleanup, mount, shadow, until } from './helpers';

/**
 * One mechanism for two promises: a host page's root font size (Bootstrap 3's
 * 10 px, or 20 px) never changes a widget's size, while the text-size control
 * scales every widget through --uni-text-scale.
 */
const rootStyle = document.documentElement.style;

function bodyTextSize(element: Element): number {
  return parseFloat(getComputedStyle(shadow(element).querySelector('.uni-root')!).fontSize);
}

function widgetBox(element: Element): { width: number; height: number } {
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.round(width), height: Math.round(height) };
}

describe('widget sizes and the text-size control', () => {
  afterEach(() => {
    cleanup();
    rootStyle.fontSize = '';
    rootStyle.removeProperty('--uni-text-scale');
    localStorage.clear();
  });

  it('a 10 px or a 20 px host root changes neither the text size nor the box of a widget', async () => {
    const events = await mount<HTMLElement>('<uni-events style="width: 900px"></uni-events>');
    const atDefault = { text: bodyTextSize(events), box: widgetBox(events) };
    expect(atDefault.text).to.equal(16);
    for (const root of ['10px', '62.5%', '20px']) {
      rootStyle.fontSize = root;
      expect(bodyTextSize(events), root).to.equal(16);
      expect(widgetBox(events), root).to.deep.equal(atDefault.box);
      // The host page's own text did follow its root.
      expect(parseFloat(getComputedStyle(document.body).fontSize), root).to.not.equal(16);
    }
  });

  it('A+ scales every widget on the page, whatever the root font size, and A- brings it back', async () => {
    rootStyle.fontSize = '10px';
    const bar = await mount('<uni-access-bar></uni-access-bar>');
    const events = await mount('<uni-events></uni-events>');
    const heading = () => parseFloat(getComputedStyle(shadow(events).querySelector('h2')!).fontSize);
    const before = heading();
    const larger = Array.from(shadow(bar).querySelectorAll('button')).find((b) => b.textContent!.startsWith('A+'))!;
    larger.click();
    await until(() => bodyTextSize(events) === 18, 'the events text at 112.5 %');
    expect(heading()).to.be.closeTo(before * 1.125, 0.01);
    expect(parseFloat(getComputedStyle(shadow(bar).querySelector('button')!).fontSize)).to.equal(14 * 1.125);
    const smaller = Array.from(shadow(bar).querySelectorAll('button')).find((b) => b.textContent!.startsWith('A-'))!;
    smaller.click();
    await until(() => bodyTextSize(events) === 16, 'the events text back at 100 %');
  });
});
