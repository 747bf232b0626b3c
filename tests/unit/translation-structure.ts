import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import { listingOf } from '../../data/listing-pages';
import { menu } from '../../data/menu';
import { sitePagePaths } from '../../data/pages';
import { routes } from '../../data/routes';
import * as home from '../../data/schema/home';
import { PageFile } from '../../data/schema/content';
import { NewsRow } from '../../data/schema/layouts';
import { StaticPage } from '../../data/schema/page';
import { Footer } from '../../data/schema/site';

/**
 * What the translation tests of every language share (tests/unit/translations-<lang>.test.ts):
 * the list of translated files and the schema each export passes, a structural
 * projection that keeps everything but the human-readable text, and the text
 * pairs (English, translation) for the script heuristics.
 */

export type Lang = 'mr' | 'hi';

/** Every path that needs a title: menu entries, routes, site pages. */
export function titledPaths(): string[] {
  const fromMenu = menu.flatMap((item) => [
    item.path,
    ...(item.submenus ?? []).flatMap((submenu) => [
      submenu.path,
      ...(submenu.childSubmenus ?? []).map((child) => child.path),
    ]),
  ]);
  // A listing's later page (/student/circulars/page/2) takes its listing's title, numbered (host/screens.ts).
  const routePaths = routes.map((route) => route.path).filter((path) => listingOf(path).page === 1);
  return [...new Set([...fromMenu, ...routePaths, ...sitePagePaths()])].toSorted();
}

export interface Mirror {
  /** The English file, e.g. 'data/home/events.ts'. */
  english: string;
  /** Where its translation lives for a language. */
  translated: (lang: Lang) => string;
  /** The schema each data export must pass (exports not named here must be functions or equal constants). */
  schemas: Record<string, ZodType>;
}

/** A home widget's sample (data/home/<name>.yaml, data/home/<lang>/<name>.yaml), its value as `page`. */
const homeMirror = (name: string, schema: ZodType): Mirror => ({
  english: `data/home/${name}.yaml`,
  translated: (lang) => `data/home/${lang}/${name}.yaml`,
  schemas: { page: schema },
});
const contentMirror = (name: string, schemas: Record<string, ZodType>): Mirror => ({
  english: `data/content/${name}.ts`,
  translated: (lang) => `data/content/${lang}/${name}.ts`,
  schemas,
});
/** Every page of a section (data/pages/<section>/<page>.en.yaml) in each language, its value as `page`. */
const pageMirrors = (section: string): Mirror[] =>
  readdirSync(`data/pages/${section}`)
    .filter((name) => name.endsWith('.en.yaml'))
    .map((name) => ({
      english: `data/pages/${section}/${name}`,
      translated: (lang) => `data/pages/${section}/${name.replace(/\.en\.yaml$/, `.${lang}.yaml`)}`,
      schemas: { page: PageFile },
    }));

/** Contract item 3: every file a language must mirror. */
export const mirrors: Mirror[] = [
  {
    english: 'data/site/footer.yaml',
    translated: (lang) => `data/site/${lang}/footer.yaml`,
    schemas: { page: Footer },
  },
  homeMirror('affiliations', home.AffiliatedLogos),
  {
    english: 'data/home/events.ts',
    translated: (lang) => `data/home/${lang}/events.ts`,
    schemas: { events: home.UniEvents },
  },
  homeMirror('hero', home.Hero),
  homeMirror('leaders', home.Leaders),
  homeMirror('portal', home.PortalTiles),
  homeMirror('quick-links', home.HomeQuickLinks),
  homeMirror('recognitions', home.Recognitions),
  homeMirror('statistics', home.Statistics),
  homeMirror('videos', home.FeaturedVideo),
  contentMirror('news', { newsRows: NewsRow.array().length(10) }),
  // Every content page, in every section.
  ...readdirSync('data/pages', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => pageMirrors(entry.name)),
];

/** Files a language may translate beyond the contract's list (the site's own pages); checked when present. */
export const optionalMirrors: Mirror[] = ['site', 'gigw'].map((group) => ({
  english: `data/static-pages/${group}.en.yaml`,
  translated: (lang: Lang) => `data/static-pages/${group}.${lang}.yaml`,
  schemas: { page: StaticPage.array() },
}));

const loaders = import.meta.glob<Record<string, unknown>>([
  '../../data/*/pages.ts',
  '../../data/*/gigw-pages.ts',
  '../../data/home/**/*.ts',
  '../../data/content/**/*.ts',
]);

/** The module of a data file, or undefined when the file does not exist. */
export async function loadData(file: string): Promise<Record<string, unknown> | undefined> {
  if (file.endsWith('.yaml')) {
    try {
      return { page: parse(readFileSync(file, 'utf8')) };
    } catch {
      return undefined;
    }
  }
  const loader = loaders[`../../${file}`];
  return loader ? loader() : undefined;
}

// ---------------------------------------------------------------------------
// Structure
// ---------------------------------------------------------------------------

/** Keys whose string values are identifiers, not prose: they must stay as in English. */
const CODE_KEYS = new Set([
  'records',
  'record',
  'section',
  'layout_type',
  'type',
  'by',
  'variant',
  'accessor',
  'lang',
  'captionLang',
  'network',
  'category',
  'icon',
  'platformIcon',
  'platform',
  'map_query',
  'value',
  'email',
  'phone',
]);

/** Strings that are addresses, files, dates or icons (kept as they are in every language). */
const MACHINE =
  /^(\/\S*|https?:\/\/\S+|mailto:\S+|tel:\S+|\S+@\S+\.\S+|\d{4}-\d{2}-\d{2}|[A-Z]{3} \d{1,2}, \d{4}|[\w.-]+\.(pdf|svg|png|jpg|docx?|xlsx?)|[a-z0-9-]+(\.[a-z0-9-]+)*\.(in|com|org)|i-[a-z-]+)$/;

export const TEXT = '<text>';

/** A table column given as a string gets its accessor from the heading (data/schema/layouts.ts). */
const columnAccessor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '_');

function isCode(key: string | undefined, value: string): boolean {
  return (key !== undefined && CODE_KEYS.has(key)) || MACHINE.test(value);
}

/**
 * The value with every human-readable string replaced by TEXT: keys, ids,
 * paths, links, files, images, layout types, accessors, numbers and lengths
 * stay, so two files with the same projection differ only in their texts.
 */
export function structure(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return isCode(key, value) ? value : TEXT;
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) {
    if (key === 'columns')
      return value.map((column) =>
        typeof column === 'string' ? { heading: TEXT, accessor: columnAccessor(column) } : structure(column),
      );
    return value.map((item) => structure(item, key === 'phone' ? 'phone' : undefined));
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .toSorted(([a], [b]) => a.localeCompare(b))
        .map(([name, inner]) => [name, structure(inner, name)]),
    );
  return value;
}

export interface TextPair {
  at: string;
  english: string;
  translated: string;
  /** The nearest `lang` around the English text, if any ('mr' for Marathi passages). */
  lang?: string;
  /** The nearest `lang` around the translated text ('hi' where a Hindi page translates a Marathi passage). */
  translatedLang?: string;
}

/**
 * `translated` with the `lang` of each passage a Hindi page translated from Marathi (`lang: hi`
 * where English has `lang: mr`) set back to the English one, so its structure can be compared.
 */
export function withEnglishLangs(translated: unknown, english: unknown): unknown {
  if (Array.isArray(translated))
    return translated.map((item, index) => withEnglishLangs(item, (english as unknown[] | undefined)?.[index]));
  if (translated && typeof translated === 'object') {
    const source = (english ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(translated).map(([name, value]) => [
        name,
        name === 'lang' && value === 'hi' && source.lang === 'mr' ? 'mr' : withEnglishLangs(value, source[name]),
      ]),
    );
  }
  return translated;
}

/** Every human-readable string of two structurally equal values, side by side. */
export function textPairs(
  english: unknown,
  translated: unknown,
  at = '',
  key?: string,
  lang?: string,
  translatedLang?: string,
): TextPair[] {
  if (typeof english === 'string')
    return isCode(key, english) ? [] : [{ at, english, translated: String(translated), lang, translatedLang }];
  if (Array.isArray(english))
    return english.flatMap((item, index) =>
      textPairs(
        item,
        (translated as unknown[])[index],
        `${at}[${index}]`,
        key === 'phone' ? key : undefined,
        lang,
        translatedLang,
      ),
    );
  if (english && typeof english === 'object') {
    const record = english as Record<string, unknown>;
    const other = translated as Record<string, unknown>;
    const inner = typeof record.lang === 'string' ? record.lang : lang;
    const translatedInner = typeof other.lang === 'string' ? other.lang : translatedLang;
    return Object.entries(record).flatMap(([name, value]) =>
      textPairs(value, other[name], `${at}.${name}`, name, inner, translatedInner),
    );
  }
  return [];
}

// ---------------------------------------------------------------------------
// Script heuristics
// ---------------------------------------------------------------------------

export const DEVANAGARI = /[\u0900-\u097F]/;

/** Latin words of a text, leaving out e-mail addresses, URLs and file names. */
export function latinWords(text: string): string[] {
  return text
    .replace(/\S+@\S+|https?:\/\/\S+|\S+\.(pdf|svg)\b/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z]{2,}/.test(word));
}

/**
 * Whether a translated text still reads as English: three or more Latin words
 * and no Devanagari, or a text with Latin words copied unchanged from English.
 * `allowed` lists proper names and codes that are the same in every language.
 */
export function looksUntranslated(pair: TextPair, allowed: ReadonlySet<string>): boolean {
  const { english, translated } = pair;
  if (allowed.has(translated) || DEVANAGARI.test(translated)) return false;
  return latinWords(translated).length >= 3 || (translated === english && latinWords(english).length > 0);
}
