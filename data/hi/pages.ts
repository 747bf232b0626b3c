import writtenPages from 'virtual:static-pages/site?lang=hi';
import type { StaticPage } from '../schema/page';

/**
 * The site's own written pages in Hindi (mirrors data/pages.ts): data/static-pages/site.hi.yaml.
 * What's new and the archive come from the records, built by data/records/site-record-pages.ts.
 */
export const staticPages: StaticPage[] = writtenPages;
