import { createHash } from 'node:crypto';
import type { SiteBundleRecord } from './site-bundle.ts';
import type { StepOutputs } from './step-outputs.ts';

/**
 * What an incremental build rebuilds: the pure part of it (incremental-plugin.ts reads and writes
 * the files). The manifest says what the last build was made from; this compares it with what
 * the build about to run is made from.
 *
 * - The code (every source file, the lock file, the shared data: build-inputs.ts) and the format
 *   of the manifest decide whether the build may be incremental at all: any change, a full build.
 *   So does a document (public/docs) replaced or removed; one added is content like a record.
 * - Vite's bundle of the site is made again only when something it read changed (its modules' files,
 *   the route index, the Devanagari subset: the manifest's `site`, site-bundle.ts); otherwise its
 *   files stay in dist/ as they are. A file whose content changed gets a new hashed name; pages kept
 *   from the last build get the new names (`assetRenames`). A bundle of another shape (a chunk more
 *   or less) renders every page.
 * - `global` is what every page shows (the template's shape, the build date, every page's title):
 *   changed, every page renders.
 * - Otherwise a content page renders when its section's input in its language changed (its pages'
 *   files, the records its pages list), or when the records the widgets show from their data files
 *   (events, news: `widgetRecords`) changed and the last build found such a widget on one of its
 *   pages (`widgetRecordSections`). The events page and its later pages are kept as a section's
 *   pages are (`EVENT_PAGES`: their input is the widgets' records), What's new and each page of the
 *   archive each on its own (`recordPagesKey`: its input is what it shows); the site's other pages
 *   (home, the site map, search, 404: a fixed few) render every build.
 */

/** Bumped whenever what the manifest holds or means changes: an older manifest means a full build. */
export const MANIFEST_VERSION = 7;

/** dist/.build-manifest.json: what the last complete build was made from. */
export interface BuildManifest {
  version: number;
  /** The code and shared data (build-inputs.ts `codeHash`). */
  code: string;
  /** The documents under public/docs (the desk uploads them), by site path: their sizes (`documentSizes`). */
  documents: Record<string, number>;
  /** What every page shows (`global` above). */
  global: string;
  /** Each section's input in each language, by `sectionKey` (the events pages' and each record page's too). */
  sections: Record<string, string>;
  /** The records the widgets show from their data files (build-inputs.ts `ContentInputs`). */
  widgetRecords: string;
  /** The sections (`sectionKey`s) with a page that shows a widget reading those files, as last rendered. */
  widgetRecordSections: string[];
  /** The bundle's files, by what each is (`bundleFileKey` in incremental-plugin.ts): its hashed file name. */
  bundle: Record<string, string>;
  /** The builds of their own (the embed kit's, the desk's), by name: what each read and wrote. */
  builds: Record<string, BuildRecord>;
  /** The site's own bundle: what it read and wrote, and what the steps after it read of it (absent: bundle again). */
  site?: SiteBundleRecord;
  /** The files steps of the build made from an input of their own (each language's search index), by step (step-outputs.ts). */
  steps: Record<string, StepOutputs>;
}

/**
 * What a build of its own (the embed kit's, the desk's) was made from and what it wrote: it is not
 * run again when every input has the same hash and its folder holds every output as it wrote it.
 */
export interface BuildRecord {
  /** Each input by its key (`moduleInputKey`, or one the build adds): its hash. */
  inputs: Record<string, string>;
  /** Each file it wrote, relative to its folder: its content's hash. */
  outputs: Record<string, string>;
}

/** The key of a section's pages in a language: their input's hash is kept under it. */
export const sectionKey = (section: string, lang: string) => `${section}:${lang}`;

/**
 * The events page and its later pages (`/events`, `/events/page/2` …: data/records/event-pages.ts),
 * kept or rendered as a section's pages are, under this name (with a `/` in it: no section's folder
 * can be so named). They show the events alone (and what every page shows: `global`), so their
 * input is the widgets' records: a circular republished leaves them as they are. At 10,000 pages a
 * language they were 483 of the 564 pages a republished circular rendered again.
 */
export const EVENT_PAGES = 'events/pages';

/**
 * What's new and each page of the archive (`/whats-new`, `/archive`, `/archive/page/2` …:
 * data/records/site-record-pages.ts) are kept or rendered each on its own, under this name and its
 * path (a `/` in it: no section's folder can be so named). Their input is what their page shows
 * (incremental-plugin.ts `recordPageInputs`): a republished circular renders the archive's pages
 * that list it, not its 170 pages a language at 10,000 pages a language.
 */
export const recordPagesKey = (path: string) => `record-pages${path}`;

/**
 * What a language's search documents are made from, as one hash: the build date and the input of
 * each of its sections and record pages (`sections`: the manifest's, by `sectionKey`); not the events
 * pages' (the events are in no search document: host/vite/search/search-sources.ts). Its search index
 * (search-index-plugin.ts) is the same for the same hash, the code being the same (or the build is
 * full): the build need not make the documents to know that they are unchanged.
 */
export function languageSearchInput(today: string, sections: Readonly<Record<string, string>>, lang: string): string {
  const own = Object.entries(sections)
    .filter(([key]) => key.endsWith(`:${lang}`) && key !== sectionKey(EVENT_PAGES, lang))
    .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([today, own]))
    .digest('hex');
}

/**
 * Why this build must be full, or undefined when it may be incremental. A document added (a circular's
 * PDF, uploaded with it) changes no page but those that link it, whose content changed with it; one
 * replaced by a file of another size, or removed, changes what every page linking it says of it
 * ('PDF, 23 KB'): the build is full.
 */
export function fullBuildReason(
  previous: BuildManifest | undefined,
  now: Pick<BuildManifest, 'code' | 'documents'>,
  options: { full: boolean },
): string | undefined {
  if (options.full) return '--full was given';
  if (!previous) return 'there is no previous build (dist/ and its manifest)';
  if (previous.version !== MANIFEST_VERSION) return 'the previous build was made by another version of the build';
  if (previous.code !== now.code) return 'the code or the shared data (menu, site, languages, lock file) changed';
  const changed = Object.keys(previous.documents).find((path) => previous.documents[path] !== now.documents[path]);
  if (changed !== undefined) return `the document ${changed} was replaced or removed`;
  return undefined;
}

/**
 * Old file name to new, for the bundle's files whose content (and so hashed name) changed; or
 * undefined when the bundle has another shape (a file appeared or went), which no renaming can
 * follow.
 */
export function assetRenames(
  previous: Record<string, string>,
  current: Record<string, string>,
): Map<string, string> | undefined {
  const keys = Object.keys(current);
  if (keys.length !== Object.keys(previous).length || keys.some((key) => !(key in previous))) return undefined;
  return new Map(keys.filter((key) => previous[key] !== current[key]).map((key) => [previous[key]!, current[key]!]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every old file name in `renames` written as the new one. */
export function renameAssets(text: string, renames: ReadonlyMap<string, string>): string {
  if (!renames.size) return text;
  const pattern = new RegExp([...renames.keys()].map(escapeRegExp).join('|'), 'g');
  return text.replace(pattern, (name) => renames.get(name)!);
}

/** What decides which pages render: the manifest's part that says what pages showed. */
export type PageInputs = Pick<BuildManifest, 'global' | 'sections' | 'widgetRecords'>;

/**
 * The sections whose pages render in this build, by `sectionKey`; undefined for every page
 * (the shape of the bundle or what every page shows changed). A key new or gone counts as changed;
 * with the widgets' records changed, so do the sections that showed them (`previous.widgetRecordSections`).
 */
export function sectionsToRender(
  previous: PageInputs & Pick<BuildManifest, 'widgetRecordSections'>,
  current: PageInputs,
  renames: ReadonlyMap<string, string> | undefined,
): Set<string> | undefined {
  if (!renames || previous.global !== current.global) return undefined;
  const changed = Object.keys(current.sections).filter((key) => previous.sections[key] !== current.sections[key]);
  const showing = previous.widgetRecords === current.widgetRecords ? [] : previous.widgetRecordSections;
  return new Set([...changed, ...showing.filter((key) => key in current.sections)]);
}

/**
 * The sections with a page that shows the widgets' records, after this build: those of the last
 * build whose pages were kept (not in `rendered`: undefined when every page rendered), and those
 * found on the pages rendered now (`found`).
 */
export function widgetRecordSectionsNow(
  previous: readonly string[],
  rendered: ReadonlySet<string> | undefined,
  found: readonly string[],
): string[] {
  const kept = rendered ? previous.filter((key) => !rendered.has(key)) : [];
  return [...new Set([...kept, ...found])].toSorted();
}

/**
 * The virtual modules made from the content, by the input they are made from: a kind's records
 * (`records:<kind>`, its files), the build date, the route index and the site map's part of it
 * (its own entries: every page's path, title and date, not the records its pages list) or the pages (every section, the
 * listings' later pages: `pages`).
 */
const CONTENT_MODULES: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^virtual:records\/(\w+)\?/, (match) => `records:${match[1]}`],
  [/^virtual:build-date$/, () => 'build-date'],
  // The documents' sizes (public/docs): content, changed when a webmaster publishes a document.
  [/^virtual:doc-sizes$/, () => 'documents'],
  // The site map page's part of the index is made from the index alone (route-index-plugin.ts).
  [/^virtual:(route-index|site-map-index)$/, () => 'route-index'],
  [/^virtual:(pages\/|site-pages|page-loaders$|listing-page|site-listing-pages)/, () => 'pages'],
  // The subset's faces: their files are named by the characters the content uses (devanagari-subset.ts).
  [/^virtual:devanagari-faces\.css$/, () => 'devanagari-subset'],
];

/**
 * The virtual modules made from the code alone (its files, whose hash is the manifest's `code`), and
 * the bundler's own helpers: the messages' catalogues, the stylesheet, the widgets' registry and
 * manifest, the site's own pages (data/static-pages/).
 */
const CODE_MODULES =
  /^(virtual:(uni-english\/\w+|widget-css|widget-registry|custom-elements-manifest|static-pages\/\w+\?lang=\w+)|rolldown\/runtime\.js|vite\/(modulepreload-polyfill|preload-helper)\.js)$/;

/**
 * The input a module of a build stands for: `file:<path>` for a file (its path from `root`, or from
 * its node_modules folder for a package's, with its query), the content a virtual module is made
 * from (`CONTENT_MODULES`), `code` for one made from the code alone; undefined for a module of no
 * known making, which no record can say is unchanged (the build runs).
 */
export function moduleInputKey(id: string, root: string): string | undefined {
  if (id.startsWith('\0')) {
    // A virtual module's id, as its plugin resolved it.
    const plain = id.slice(1);
    for (const [pattern, key] of CONTENT_MODULES) {
      const match = pattern.exec(plain);
      if (match) return key(match);
    }
    return CODE_MODULES.test(plain) ? 'code' : undefined;
  }
  const folder = `${root.replace(/\/$/, '')}/`;
  const packaged = /.*\/node_modules\//.exec(id);
  if (packaged) return `file:node_modules/${id.slice(packaged[0].length)}`;
  return id.startsWith(folder) ? `file:${id.slice(folder.length)}` : undefined;
}

/**
 * Whether a build of its own may be left out, its files kept: its last record (undefined: none)
 * names only known inputs, each with the same hash now (`current`: undefined when it cannot be
 * told, as a file gone), and every file it wrote is in its folder as it wrote it (`written`:
 * each file's hash now, undefined when missing).
 */
export function buildReusable(
  previous: BuildRecord | undefined,
  current: (key: string) => string | undefined,
  written: (file: string) => string | undefined,
): boolean {
  if (!previous) return false;
  const outputs = Object.entries(previous.outputs);
  const inputs = Object.entries(previous.inputs);
  return (
    inputs.length > 0 &&
    outputs.length > 0 &&
    inputs.every(([key, hash]) => current(key) === hash) &&
    outputs.every(([file, hash]) => written(file) === hash)
  );
}
