import english from 'virtual:site-pages?lang=en';
import hindi from 'virtual:site-pages?lang=hi';
import marathi from 'virtual:site-pages?lang=mr';
import type { LanguageCode } from '../i18n/languages';

/** Every section's pages in each language, English where a page has no translation yet (host/vite/content/pages-plugin.ts). */
export const sitePages: Record<LanguageCode, typeof english> = { en: english, mr: marathi, hi: hindi };
