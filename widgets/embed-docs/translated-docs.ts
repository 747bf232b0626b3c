import { useMemo } from 'react';
import type { LanguageCode } from '../../data/i18n/languages';
import { translatedSample, useLocalisedSample } from '../core/localised-sample';
import type { DocumentedElement } from './snippets';

/**
 * What the manifest says of each widget (written in English in its JSDoc), in another language:
 * data/i18n/widget-docs/<lang>.json, loaded only for a page in that language.
 * tests/unit/widget-docs-translations.test.ts fails when a widget or attribute lacks its translation
 * or a translation loses the English's code.
 */
export interface WidgetDocsTranslation {
  /** Attributes every widget has (`lang`), by name. */
  sharedAttributes: Record<string, string>;
  /** By tag: the widget's description and its own attributes' descriptions, by attribute name. */
  widgets: Record<string, { description: string; attributes?: Record<string, string> }>;
}

const files = import.meta.glob<WidgetDocsTranslation>('../../data/i18n/widget-docs/*.json', { import: 'default' });
const translatedDocs = translatedSample((lang) => files[`../../data/i18n/widget-docs/${lang}.json`]?.());

const ENGLISH: WidgetDocsTranslation = { sharedAttributes: {}, widgets: {} };

/** The elements with their descriptions in the translation where it has them (English otherwise). */
export function translateElements(elements: DocumentedElement[], docs: WidgetDocsTranslation): DocumentedElement[] {
  return elements.map((element) => {
    const own = docs.widgets[element.tag];
    return {
      ...element,
      summary: own?.description ?? element.summary,
      paragraphs: own ? [own.description] : element.paragraphs,
      attributes: element.attributes.map((attribute) => {
        const description = own?.attributes?.[attribute.name] ?? docs.sharedAttributes[attribute.name];
        return description ? { ...attribute, description } : attribute;
      }),
    };
  });
}

/** The documented elements in the page's language; suspends while a translation loads. */
export function useTranslatedElements(elements: DocumentedElement[], lang: LanguageCode): DocumentedElement[] {
  const { data } = useLocalisedSample(ENGLISH, translatedDocs, lang);
  return useMemo(() => translateElements(elements, data), [elements, data]);
}
