import { localisedPath, type LanguageCode } from '../i18n/languages';
import { listingOf } from '../listing-pages';
import { showListingPage } from '../pages/listing-split';
import { isFilePath } from '../paths';
import type { ContentItem, RouteEntry } from '../schema/content';
import type { TableRow } from '../schema/layouts';
import type { StaticPage } from '../schema/page';
import type { QuickLink } from '../schema/site';

/**
 * What the search index holds: one document per page (a sidebar item's own
 * URL), per document file (a PDF row of a table) and per quick link, taken from
 * the same data the pages are prerendered from, never from the built HTML.
 */
export interface SearchDocument {
  /** Unique within one language's index. */
  id: string;
  /** The page or file to open: a localised site path or a file path. */
  url: string;
  title: string;
  /** Where the hit sits: the page's section, or the page a document is listed on. */
  section: string;
  /** Headings on the page and document titles (ranked above body text). */
  headings: string;
  /** Body text: paragraphs, list items, table cells. */
  text: string;
  /** Language of the text: the index's own, or 'en' where the page has no translation yet. */
  lang: string;
  kind: 'page' | 'document' | 'link';
}

/** Keys whose values are never shown as words: paths, ids, layout switches, images. */
const NOT_TEXT = new Set([
  'content_id',
  'layout_type',
  'lang',
  'accessor',
  'type',
  'by',
  'href',
  'path',
  'src',
  'file',
  'file_name',
  'img',
  'profile_image',
  'images_after_first',
  'images_after_second',
  'width',
  'height',
  'linkable',
  'isHeader',
  'shadow',
  'searchable',
  'viewable',
  'downloadble',
  'isAutoWidth',
  'wrappable',
]);
/** Keys whose text is a heading (ranked higher than body text). */
const HEADING = new Set(['title', 'heading', 'bold_heading', 'person_name', 'file_title']);

const looksLikeAddress = (value: string) => /^(\/|https?:|mailto:|tel:)/.test(value);

/** A site page in `lang` (`/about` -> `/mr/about`); files and outside addresses stay as they are. */
const pageIn = (lang: LanguageCode, link: string) =>
  link.startsWith('/') && !isFilePath(link) ? localisedPath(lang, link) : link;

/** The words of one content item, headings apart from the body, whatever its layout. */
export function itemText(item: ContentItem): { headings: string[]; text: string[] } {
  const headings: string[] = [];
  const text: string[] = [];
  const walk = (value: unknown, inHeading: boolean) => {
    if (typeof value === 'string') {
      if (!looksLikeAddress(value)) (inHeading ? headings : text).push(value);
    } else if (typeof value === 'number') {
      if (!inHeading) text.push(String(value));
    } else if (Array.isArray(value)) {
      for (const child of value) walk(child, inHeading);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (!NOT_TEXT.has(key)) walk(child, inHeading || HEADING.has(key));
      }
    }
  };
  walk(item, false);
  return { headings, text };
}

/** Every `{ file, file_title }` row in an item's tables: documents of their own in the index. */
function documentsOf(item: ContentItem): Array<{ file: string; title: string }> {
  const found: Array<{ file: string; title: string }> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const row = value as { file?: unknown; file_title?: unknown };
      const title =
        typeof row.file_title === 'object' ? (row.file_title as { text?: unknown } | null)?.text : row.file_title;
      if (typeof row.file === 'string' && typeof title === 'string') found.push({ file: row.file, title });
      else Object.values(value).forEach(walk);
    }
  };
  walk(item);
  return found;
}

export interface SearchSources {
  lang: LanguageCode;
  /** The route table in this language (translated sections where they exist). */
  routes: RouteEntry[];
  /** The rows of a listing's later page (`/student/circulars/page/2`) in this language. */
  listingRows: (path: string) => TableRow[];
  /** Route paths whose content is English on this language's pages. */
  untranslated: (path: string) => boolean;
  /** The site's own pages, each with the language its text is in (English where no translation exists yet). */
  staticPages: Array<{ page: StaticPage; lang: LanguageCode }>;
  quickLinks: QuickLink[];
  /** Section names of the site's own pages and of quick links, in `lang`. */
  siteInformation: string;
  quickLink: string;
}

/** Every search document of one language's site. */
export function searchDocuments(sources: SearchSources): SearchDocument[] {
  const { lang } = sources;
  const documents: SearchDocument[] = [];
  const seenFiles = new Set<string>();
  for (const listed of sources.routes) {
    // A listing's later page is searched with its own rows (data/pages/listing-split.ts).
    const route = listingOf(listed.path).page > 1 ? showListingPage(listed, sources.listingRows(listed.path)) : listed;
    const item = route.sidebarItems.find((candidate) => candidate.path === listingOf(route.path).path);
    const contentLang = sources.untranslated(listingOf(route.path).path) ? 'en' : lang;
    const own = route.contents.filter((content) => content.content_id === (item?.id ?? 1));
    const parts = own.map(itemText);
    const url = localisedPath(lang, route.path);
    documents.push({
      id: `page:${route.path}`,
      url,
      title: route.title,
      section: route.parentTitle,
      headings: parts.flatMap((part) => part.headings).join(' · '),
      text: parts.flatMap((part) => part.text).join(' '),
      lang: contentLang,
      kind: 'page',
    });
    for (const file of own.flatMap(documentsOf)) {
      if (seenFiles.has(file.file)) continue;
      seenFiles.add(file.file);
      documents.push({
        id: `file:${file.file}`,
        url: file.file,
        title: file.title,
        section: route.title,
        headings: '',
        text: '',
        lang: contentLang,
        kind: 'document',
      });
    }
  }
  for (const { page, lang: pageLang } of sources.staticPages) {
    documents.push({
      id: `page:${page.path}`,
      url: localisedPath(lang, page.path),
      title: page.title,
      section: sources.siteInformation,
      headings: page.sections.flatMap((section) => (section.heading ? [section.heading] : [])).join(' · '),
      text: page.sections
        .flatMap((section) => [...(section.paragraphs ?? []), ...(section.links ?? []).map((link) => link.title)])
        .join(' '),
      lang: pageLang,
      kind: 'page',
    });
  }
  const seenLinks = new Set(documents.map((document) => document.url));
  for (const link of sources.quickLinks) {
    const url = pageIn(lang, link.link);
    if (seenLinks.has(url)) continue;
    seenLinks.add(url);
    documents.push({
      id: `link:${link.link}`,
      url,
      title: link.title,
      section: sources.quickLink,
      headings: '',
      text: link.description ?? '',
      lang,
      kind: 'link',
    });
  }
  return documents;
}
