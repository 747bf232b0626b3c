import { expect } from 'chai';
import '../../widgets/access-bar/element';
import { appliedTextSize } from '../../widgets/access-bar/text-size';
import { cleanup, mount, shadow, until } from './helpers';

const buttons = (element: Element) => Array.from(shadow(element).querySelectorAll('button'));
const byText = (element: Element, text: string) =>
  buttons(element).find((button) => button.textContent!.startsWith(text))!;

describe('<uni-access-bar>', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.style.removeProperty('--uni-text-scale');
  });
  afterEach(cleanup);

  it('renders its controls in an open shadow root', async () => {
    const bar = await mount('<uni-access-bar></uni-access-bar>');
    const text = shadow(bar).textContent!;
    for (const label of ['To Navigation', 'To Content', 'Screen Reader', 'A+', 'A-']) expect(text).to.include(label);
    const options = Array.from(shadow(bar).querySelectorAll('option')).map((option) => option.textContent);
    expect(options).to.deep.equal(['English', 'मराठी', 'हिन्दी']);
    expect(shadow(bar).querySelector('a[href^="tel:"]')).to.not.equal(null);
    expect(shadow(bar).querySelector('a[href^="mailto:"]')).to.not.equal(null);
    expect(shadow(bar).querySelector('a[href="/screen-reader-access"]')).to.not.equal(null);
  });

  it('A+ and A- set the text scale in steps within bounds and remember the choice', async () => {
    const bar = await mount('<uni-access-bar></uni-access-bar>');
    byText(bar, 'A+').click();
    await until(() => appliedTextSize() === 112.5, 'one step larger');
    expect(document.documentElement.style.getPropertyValue('--uni-text-scale')).to.equal('1.125');
    expect(localStorage.getItem('uni-text-size')).to.equal('112.5');
    for (let i = 0; i < 10; i++) byText(bar, 'A+').click();
    await until(() => appliedTextSize() === 150, 'the largest size');
    expect(byText(bar, 'A+').disabled).to.equal(true);
    for (let i = 0; i < 10; i++) byText(bar, 'A-').click();
    await until(() => appliedTextSize() === 87.5, 'the smallest size');
    expect(byText(bar, 'A-').disabled).to.equal(true);
  });

  it('applies a stored text size when it mounts', async () => {
    localStorage.setItem('uni-text-size', '125');
    await mount('<uni-access-bar></uni-access-bar>');
    await until(() => appliedTextSize() === 125, 'the stored size');
  });

  it('the skip links move focus to the light-DOM targets', async () => {
    const nav = document.createElement('nav');
    nav.id = 'navigation';
    const main = document.createElement('main');
    main.id = 'content';
    document.body.append(nav, main);
    const bar = await mount('<uni-access-bar></uni-access-bar>');
    const link = (text: string) => Array.from(shadow(bar).querySelectorAll('a')).find((a) => a.textContent === text)!;
    link('To Content').click();
    expect(document.activeElement).to.equal(main);
    link('To Navigation').click();
    expect(document.activeElement).to.equal(nav);
  });

  it('the language selector records the choice and sets lang', async () => {
    const bar = await mount('<uni-access-bar></uni-access-bar>');
    const select = shadow(bar).querySelector('select')!;
    let announced = '';
    window.addEventListener('uni-languagechange', (event) => (announced = (event as CustomEvent).detail.language), {
      once: true,
    });
    select.value = 'mr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => document.documentElement.lang === 'mr', 'lang="mr"');
    expect(localStorage.getItem('uni-language')).to.equal('mr');
    expect(announced).to.equal('mr');
    document.documentElement.lang = 'en';
  });
});
