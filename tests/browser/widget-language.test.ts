import { expect } from 'chai';
import '../../widgets/events/element';
import '../../widgets/footer/element';
import { cleanup, mount, shadow, until } from './helpers';

/** The languages contract, rule 5: `lang` attribute, else the nearest `lang` around (through shadow roots), else English. */
const root = (element: Element) => shadow(element).querySelector<HTMLElement>('.uni-root')!;
const heading = (element: Element) => shadow(element).querySelector('h2')?.textContent;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('a widget’s language', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.lang = 'en';
  });

  it('takes its lang attribute: Marathi texts, the root marked lang="mr", the Marathi sample', async () => {
    const element = await mount('<uni-events lang="mr"></uni-events>');
    await until(() => heading(element) === 'आगामी कार्यक्रम', 'the Marathi heading');
    expect(root(element).lang).to.equal('mr');
    // The category headers come from the catalog, not from the data.
    const categories = Array.from(shadow(element).querySelectorAll('h3 > button'), (button) => button.textContent);
    expect(categories[0]).to.equal('शालेय/क्रीडा');
  });

  it('uses the Hindi sample data when the widget is in Hindi', async () => {
    const element = await mount('<uni-events lang="hi"></uni-events>');
    await until(() => heading(element) === 'आगामी कार्यक्रम' && root(element).lang === 'hi', 'Hindi');
    await until(
      () => DEVANAGARI.test(shadow(element).querySelector('[data-event] p')?.textContent ?? ''),
      'Hindi events',
    );
    expect(shadow(element).querySelector('[data-event] p')!.textContent).to.match(DEVANAGARI);
  });

  it('follows a change of its lang attribute, and shows English for a language the kit does not speak', async () => {
    const element = await mount('<uni-footer lang="hi"></uni-footer>');
    await until(() => heading(element) === 'महत्वपूर्ण लिंक', 'the Hindi footer');
    element.setAttribute('lang', 'en');
    await until(() => heading(element) === 'Quick Links', 'the English footer');
    element.setAttribute('lang', 'fr');
    await until(() => root(element).lang === 'en', 'English for fr');
    expect(heading(element)).to.equal('Quick Links');
  });

  it('without the attribute follows the nearest lang around it, and its changes', async () => {
    const element = await mount('<section lang="mr-IN"><uni-footer></uni-footer></section>', 'uni-footer');
    await until(() => heading(element) === 'महत्त्वाचे दुवे', 'Marathi from the section');
    element.parentElement!.setAttribute('lang', 'hi');
    await until(() => heading(element) === 'महत्वपूर्ण लिंक', 'Hindi after the section changed');
    element.parentElement!.removeAttribute('lang');
    document.documentElement.lang = 'mr';
    await until(() => heading(element) === 'महत्त्वाचे दुवे', 'Marathi from <html lang>');
    expect(root(element).lang).to.equal('mr');
  });

  it('looks out through the shadow root of an element it is placed in', async () => {
    const host = document.createElement('div');
    host.lang = 'hi';
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' });
    inner.innerHTML = '<div><uni-footer></uni-footer></div>';
    const element = inner.querySelector('uni-footer')!;
    await until(() => heading(element) === 'महत्वपूर्ण लिंक', 'Hindi from the outer host');
    expect(root(element).lang).to.equal('hi');
  });

  it('shows the embedder’s own JSON as given, with the chrome in the widget’s language', async () => {
    const element = await mount(
      '<uni-footer lang="mr"><script type="application/json">[{"title":"Our department","link":"/x"}]</script></uni-footer>',
    );
    await until(
      () => shadow(element).querySelector('[data-footer-column] a')?.textContent === 'Our department',
      'the given data',
    );
    expect(heading(element)).to.equal('महत्त्वाचे दुवे');
    // Embedder links are the embedder's own: not moved under /mr.
    expect(shadow(element).querySelector('[data-footer-column] a')!.getAttribute('href')).to.equal('/x');
  });
});
