import english from 'virtual:site-pages?lang=en';
import hindi from 'virtual:site-pages?lang=hi';
import marathi from 'virtual:site-pages?lang=mr';
import englishListings from 'virtual:site-listing-pages?lang=en';
import hindiListings from 'virtual:site-listing-pages?lang=hi';
import marathiListings from 'virtual:site-listing-pages?lang=mr';
import type { LanguageCode } from '../i18n/languages';

/** Every section's pages in each language, English where a page has no translation yet (host/vite/content/pages-plugin.ts). */
export const sitePages: Record<LanguageCode, typeof english> = { en: english, mr: marathi, hi: hindi };

/**
 * Every listing's later pages in each language (host/vite/content/listing-pages-plugin.ts), for
 * the build steps that read the whole site (the search index); a page fetches only its own.
 */
export const siteListingPages: Record<LanguageCode, typeof englishListings> = {
  en: englishListings,
  mr: marathiListings,
  hi: hindiListings,
};
