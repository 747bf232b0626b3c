import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatDigits, formatNumber, formatNumericDate } from '../../data/i18n/format';
import { DEFAULT_LANGUAGE, languageOf, localisedPath, type LanguageCode } from '../../data/i18n/languages';
import { languagesLoading } from '../../data/i18n/language-packs';
import { translator, type Translate } from '../../data/i18n/translate';
import { titleFor } from '../../data/i18n/titles';
import { assetUrl, isKitFilePath } from './asset-url';

/**
 * A widget's language (the languages contract, rule 5): its own `lang` attribute,
 * else the nearest `lang` around the element (crossing shadow roots), else
 * English; a language the site does not speak counts as English. Resolved once
 * for every widget in define-widget.tsx and handed down by context.
 */
const LanguageContext = createContext<{ lang: LanguageCode; textLang: LanguageCode }>({
  lang: DEFAULT_LANGUAGE,
  textLang: DEFAULT_LANGUAGE,
});

/**
 * The language of the controls below (`lang`: the page's or the widget's) and of the
 * content texts around them (`textLang`, the same by default). English content shown
 * on a Marathi page is marked `lang="en"` and read in English, but its buttons, labels,
 * headers and screen-reader texts stay Marathi, each with its own `lang` (`controlLang`).
 */
export function LanguageProvider({
  lang,
  textLang = lang,
  children,
}: {
  lang: LanguageCode;
  textLang?: LanguageCode;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, textLang }), [lang, textLang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * A passage written in another language than the texts around it (an English
 * section on a Marathi page, marked with its `lang`): its controls keep the page's
 * language and mark it. A language the site does not speak changes nothing.
 */
export function PassageLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  const around = useContext(LanguageContext);
  const passage = languageOf(lang) ?? around.textLang;
  if (passage === around.textLang) return children;
  return (
    <LanguageProvider lang={around.lang} textLang={passage}>
      {children}
    </LanguageProvider>
  );
}

/**
 * `lang` once its messages are loaded (data/i18n/language-packs.ts), and until then the
 * language shown before, or undefined if there was none: a widget that changes language
 * keeps its text until the new one can replace it, and never shows a mix. (A prerendered
 * widget hydrates only once the languages in its HTML are loaded: widgets/core/renderer.ts.)
 */
export function useLoadedLanguage(lang: LanguageCode): LanguageCode | undefined {
  const [shown, setShown] = useState(() => (languagesLoading([lang]) ? undefined : lang));
  useEffect(() => {
    let current = true;
    const show = () => current && setShown(lang);
    const loading = languagesLoading([lang]);
    if (loading) void loading.then(show);
    else show();
    return () => {
      current = false;
    };
  }, [lang]);
  return languagesLoading([lang]) ? shown : lang;
}

/** The `lang` of the nearest element around `element` that has one, looking out through shadow roots. */
export function inheritedLanguage(element: Element): string | undefined {
  let node: Element | null = element;
  while (node) {
    const withLang: Element | null = node.closest('[lang]');
    if (withLang) return withLang.getAttribute('lang') ?? undefined;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return undefined;
}

/** Every tree a `lang` change could come from: the element's own root and those around it. */
function rootsAround(element: Element): Node[] {
  const roots: Node[] = [];
  let root = element.getRootNode();
  for (;;) {
    roots.push(root instanceof Document ? root.documentElement : root);
    if (!(root instanceof ShadowRoot)) return roots;
    root = root.host.getRootNode();
  }
}

/**
 * The language of the widget whose element is `host`: `attribute` when set,
 * otherwise the inherited `lang`, kept current when any `lang` around changes.
 * Without a host (server rendering) only the attribute counts.
 */
export function useWidgetLanguage(attribute: string | undefined, host: Element | undefined): LanguageCode {
  const [inherited, setInherited] = useState(() => (host && !attribute ? inheritedLanguage(host) : undefined));
  useEffect(() => {
    if (!host || attribute) return;
    const read = () => setInherited(inheritedLanguage(host));
    read();
    const observer = new MutationObserver(read);
    for (const root of rootsAround(host))
      observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
    return () => observer.disconnect();
  }, [host, attribute]);
  return languageOf(attribute || inherited) ?? DEFAULT_LANGUAGE;
}

export interface I18n {
  lang: LanguageCode;
  /** The `lang` a control's element needs: the controls' language inside text in another one, else undefined. */
  controlLang: LanguageCode | undefined;
  /** The interface string `key` in the widget's language. */
  t: Translate;
  /** A site page in the widget's language (`/about` -> `/mr/about`), on the kit's site when embedded. */
  pageUrl: (path: string) => string;
  /** The title of a site page in the widget's language (`english` when it has no translation). */
  title: (path: string, english: string) => string;
  number: (value: number) => string;
  /** A year, without digit grouping: 1962 -> १९६२ in Marathi. */
  year: (value: number) => string;
  /** `2026-11-20` -> `20-11-2026`. */
  numericDate: (isoDate: string) => string;
}

export function i18nFor(lang: LanguageCode, textLang: LanguageCode = lang): I18n {
  return {
    lang,
    controlLang: lang === textLang ? undefined : lang,
    t: translator(lang),
    pageUrl: (path) => assetUrl(isKitFilePath(path) ? path : localisedPath(lang, path)),
    title: (path, english) => titleFor(lang, path) ?? english,
    number: (value) => formatNumber(lang, value),
    year: (value) => formatDigits(lang, String(value)),
    numericDate: (isoDate) => formatNumericDate(lang, isoDate),
  };
}

/** The widget's language and its helpers. */
export function useI18n(): I18n {
  const { lang, textLang } = useContext(LanguageContext);
  return useMemo(() => i18nFor(lang, textLang), [lang, textLang]);
}
