import { useEffect, useRef } from 'react';
import { isLanguage, localisedPath, splitLanguagePath, type LanguageCode } from '../data/i18n/languages';
import { languagesLoading } from '../data/i18n/language-packs';
import { translate } from '../data/i18n/translate';
import { onLanguageChoice } from '../widgets/runtime/language-choice';

/** Counts the visitor's language choices: only the latest one, still on the page it was made on, navigates. */
let choices = 0;

/**
 * The language selector (in `<uni-access-bar>`) announces the visitor's choice;
 * the host answers by going to the same page in that language, so a page never
 * shows English text under a Marathi `lang`. It also keeps `<html lang>`, the
 * description and the `hreflang` alternates in step with the location after
 * client-side navigation (the prerendered page has them from the build).
 */
export function useLanguageSwitch(location: string, navigate: (to: string) => void): void {
  const { lang, path } = splitLanguagePath(location);
  // In English until the language's words are loaded; the host re-renders then (useLoadedLanguage).
  const description = translate(lang, 'site.description');
  useEffect(
    () =>
      onLanguageChoice((to, code) => {
        // The new language's messages first, so the page changes language in one step (in English
        // if they cannot be loaded). A later choice, or a link followed meanwhile, wins.
        const choice = ++choices;
        const from = window.location.pathname;
        const go = () => {
          if (choice === choices && window.location.pathname === from) navigate(to);
        };
        const loading = languagesLoading([code]);
        if (loading) void loading.then(go);
        else go();
      }),
    [navigate],
  );

  // The prerendered page has its own description (host/vite/prerender/page-description.ts): replaced
  // by the site's in the new language only once the visitor has moved on from that page.
  const firstLocation = useRef(location);
  useEffect(() => {
    document.documentElement.lang = lang;
    if (location === firstLocation.current) return;
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property="og:description"]'))
      meta.setAttribute('content', description);
  }, [lang, description, location]);

  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      const target = link.hreflang === 'x-default' ? 'en' : link.hreflang;
      if (isLanguage(target)) link.href = new URL(localisedPath(target as LanguageCode, path), link.href).href;
    }
  }, [path]);
}
