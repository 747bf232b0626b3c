import { useState, useSyncExternalStore } from 'react';
import { localisedPath, type LanguageCode } from '../data/i18n/languages';
import { LANGUAGE_EVENT, LANGUAGE_KEY } from '../widgets/runtime/protocol';
import { translate } from '../data/i18n/translate';
import { useLoadedLanguage } from '../widgets/core/i18n';
import { offeredLanguage } from './offered-language';

function remember(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Without storage the offer comes back on the next page; nothing breaks.
  }
}

/** The offer changes when the visitor chooses a language, here or in another tab. */
function subscribe(changed: () => void): () => void {
  window.addEventListener(LANGUAGE_EVENT, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(LANGUAGE_EVENT, changed);
    window.removeEventListener('storage', changed);
  };
}

/**
 * A visitor whose browser prefers Marathi or Hindi, and who never chose a
 * language here, is offered the same page in that language: a polite,
 * dismissible banner written in that language, never a redirect. Either answer
 * is remembered, so the offer is made once. Hydrates as nothing (the server
 * snapshot): the prerendered page is the same for every visitor.
 */
export function LanguageOffer({ lang, path }: { lang: LanguageCode; path: string }) {
  const [dismissed, setDismissed] = useState(false);
  const offer = useSyncExternalStore(
    subscribe,
    () => offeredLanguage(lang),
    () => undefined,
  );
  // The offered language's words load on demand; the banner waits for them
  // rather than speaking English under lang="mr".
  const loaded = useLoadedLanguage(offer ?? lang);
  if (!offer || loaded !== offer || dismissed) return null;
  return (
    <aside className="language-offer" lang={offer} aria-label={translate(offer, 'languageOffer.label')}>
      <p>{translate(offer, 'languageOffer.text')}</p>
      <a href={localisedPath(offer, path)} onClick={() => remember(offer)}>
        {translate(offer, 'languageOffer.accept')}
      </a>
      <button
        type="button"
        onClick={() => {
          remember(lang);
          setDismissed(true);
        }}
      >
        {translate(offer, 'languageOffer.dismiss')}
      </button>
    </aside>
  );
}
