import { languagesLoading } from '../../data/i18n/language-packs';
import type { LanguageCode } from '../../data/i18n/languages';
import { translate } from '../../data/i18n/translate';

/**
 * Hands `show` the notice that a new version of the site is ready, in `lang`, once that
 * language is loaded. A module of its own, loaded only when there is an update (most
 * visits never see one): naming the key here, not in register.ts, keeps its words out
 * of every page's first scripts (host/vite/modules/english-messages-plugin.ts).
 */
export function whenUpdateMessage(lang: LanguageCode, show: (text: string) => void): void {
  void Promise.resolve(languagesLoading([lang])).then(() => show(translate(lang, 'offline.updateReady')));
}
