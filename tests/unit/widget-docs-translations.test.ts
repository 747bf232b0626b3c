import manifest from 'virtual:custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import hi from '../../data/i18n/widget-docs/hi.json';
import mr from '../../data/i18n/widget-docs/mr.json';
import { codeSpans, documentedElements } from '../../widgets/embed-docs/snippets';
import { translateElements, type WidgetDocsTranslation } from '../../widgets/embed-docs/translated-docs';

/**
 * The widgets' documentation on /embed in Marathi and Hindi (data/i18n/widget-docs/<lang>.json) follows the
 * manifest, which the widgets' JSDoc writes in English: every widget and attribute translated, none left over
 * from a widget or attribute that is gone, and the code of the English (tags, attribute values, JSON shapes,
 * paths) kept as written. A visible label the English quotes as code (`Details`) is translated like any word.
 */
const translations: Record<'mr' | 'hi', WidgetDocsTranslation> = { mr, hi };
const elements = documentedElements(manifest);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Code spans that are code, not a quoted label: anything but plain words (`Details`, `To Navigation`, `show more`). */
const code = (text: string) =>
  codeSpans(text)
    .filter((part) => part.code && !/^[A-Za-z][A-Za-z .…]*[A-Za-z]$/.test(part.text.replace(/^[a-z]+$/, '')))
    .map((part) => part.text)
    .toSorted();
const codeOf = (text: string) =>
  codeSpans(text)
    .filter((part) => part.code)
    .map((part) => part.text);

describe.each(['mr', 'hi'] as const)('widget documentation in %s', (lang) => {
  const docs = translations[lang];

  it('translates every widget and every attribute, and nothing else', () => {
    const missing: string[] = [];
    for (const element of elements) {
      const own = docs.widgets[element.tag];
      if (!own) missing.push(element.tag);
      for (const attribute of element.attributes)
        if (!own?.attributes?.[attribute.name] && !docs.sharedAttributes[attribute.name])
          missing.push(`${element.tag} ${attribute.name}`);
    }
    expect(missing, `missing in data/i18n/widget-docs/${lang}.json`).toEqual([]);
    const extra = Object.entries(docs.widgets).flatMap(([tag, own]) => {
      const element = elements.find((candidate) => candidate.tag === tag);
      if (!element) return [tag];
      return Object.keys(own.attributes ?? {})
        .filter((name) => !element.attributes.some((attribute) => attribute.name === name))
        .map((name) => `${tag} ${name}`);
    });
    expect(extra, `no such widget or attribute, in data/i18n/widget-docs/${lang}.json`).toEqual([]);
  });

  it('writes each text in Devanagari and keeps the code of the English', () => {
    const translated = translateElements(elements, docs);
    elements.forEach((english, index) => {
      const own = translated[index]!;
      const pairs = [
        [english.paragraphs.join(' '), own.paragraphs.join(' '), english.tag],
        ...english.attributes.map((attribute, at) => [
          attribute.description ?? '',
          own.attributes[at]!.description ?? '',
          `${english.tag} ${attribute.name}`,
        ]),
      ];
      for (const [source, text, what] of pairs) {
        expect(text, `${lang} ${what}`).toMatch(DEVANAGARI);
        expect(code(text!), `${lang} ${what}: the code of the English`).toEqual(code(source!));
        // A translation may drop a quoted label, never add code the English does not have.
        for (const span of codeOf(text!)) expect(codeOf(source!), `${lang} ${what}`).toContain(span);
      }
    });
  });
});

describe('translateElements', () => {
  it('keeps English where a translation has nothing, and shared attributes apply to every widget', () => {
    const [first] = elements;
    const docs: WidgetDocsTranslation = { sharedAttributes: { lang: 'भाषा' }, widgets: {} };
    const [translated] = translateElements([first!], docs);
    expect(translated!.paragraphs).toEqual(first!.paragraphs);
    expect(translated!.attributes.find((attribute) => attribute.name === 'lang')?.description).toBe('भाषा');
  });
});
