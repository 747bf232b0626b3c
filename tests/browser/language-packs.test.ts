import { expect } from 'chai';
import '../../widgets/footer/element';
import { languagePack } from '../../data/i18n/language-packs';
import { cleanup, mount, shadow, until } from './helpers';

/**
 * Languages other than English load when a widget first needs them (data/i18n/language-packs.ts).
 * This file's page starts fresh, so nothing but English is loaded until a test asks for more.
 */
const heading = (element: Element) => shadow(element).querySelector('h2')?.textContent;
const requested = (lang: string) =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new RegExp(`/data/i18n/(messages|titles)/${lang}\\.json`).test(entry.name));

describe('language packs', () => {
  afterEach(cleanup);

  it('an English widget downloads no other language', async () => {
    const element = await mount('<uni-footer lang="en"></uni-footer>');
    await until(() => heading(element) === 'Quick Links', 'the English footer');
    expect(languagePack('mr')).to.equal(undefined);
    expect(languagePack('hi')).to.equal(undefined);
    expect(requested('mr') || requested('hi')).to.equal(false);
  });

  it('a widget switched to Hindi keeps its English text until the Hindi messages arrive, never a mix', async () => {
    const element = await mount('<uni-footer lang="en"></uni-footer>');
    await until(() => heading(element) === 'Quick Links', 'the English footer');
    const headings: Array<string | null | undefined> = [];
    const observer = new MutationObserver(() => headings.push(heading(element)));
    observer.observe(shadow(element), { subtree: true, childList: true, characterData: true });

    element.setAttribute('lang', 'hi');
    await until(() => heading(element) === 'महत्वपूर्ण लिंक', 'the Hindi footer');
    observer.disconnect();
    expect(languagePack('hi')).to.not.equal(undefined);
    expect(requested('hi')).to.equal(true);
    // Only ever the English or the Hindi heading, never an empty widget in between.
    expect(headings.every((text) => text === 'Quick Links' || text === 'महत्वपूर्ण लिंक')).to.equal(true);
    expect(languagePack('mr')).to.equal(undefined);
  });

  it('a widget created in Marathi first paints in Marathi, once its messages are loaded', async () => {
    expect(languagePack('mr')).to.equal(undefined);
    // mount() returns at the widget's first render: it is already Marathi.
    const element = await mount('<uni-footer lang="mr"></uni-footer>');
    expect(heading(element)).to.equal('महत्त्वाचे दुवे');
    expect(shadow(element).querySelector<HTMLElement>('.uni-root')!.lang).to.equal('mr');
  });
});
