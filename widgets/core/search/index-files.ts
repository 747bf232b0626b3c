import type { LanguageCode } from '../../../data/i18n/languages';
import { assetUrl } from '../asset-url';

/**
 * A file of a language's index, as the build writes it (host/vite/search/search-index-plugin.ts).
 * A module of its own: the search page's step in its head (host/pre-paint/search-chunks.ts) names
 * its files without site-index.ts, whose engine import would come along.
 */
export const indexFileUrl = (lang: LanguageCode, name: string) => assetUrl(`/search/${lang}/${name}`);
