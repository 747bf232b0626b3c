import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { ContentIndexEntry } from '../../../data/content-index.ts';
import { buildDate } from '../content/records-plugin.ts';
import { routeIndexModule, routeIndexOf } from '../modules/route-index-plugin.ts';
import { isPrecompressed } from '../servers/precompress-plugin.ts';
import { pageFileName } from '../../../data/pages/read-page.ts';
import {
  assetRenames,
  buildReusable,
  fullBuildReason,
  languageSearchInput,
  moduleInputKey,
  MANIFEST_VERSION,
  renameAssets,
  sectionKey,
  sectionsToRender,
  widgetRecordSectionsNow,
  type BuildManifest,
  type BuildRecord,
  type PageInputs,
} from './build-plan.ts';
import { documentSizes } from '../modules/doc-sizes-plugin.ts';
import {
  codeHash,
  contentInputs,
  inputHashes,
  recordPageInputs,
  sectionInputs,
  type ContentInputs,
} from './build-inputs.ts';
import { forgetListingPages, madeSectionHash } from '../content/pages-plugin.ts';
import { persistReadFiles } from '../content/read-once.ts';
import type { LanguageCode } from '../../../data/i18n/languages.ts';
import { bytesOf, unchangedOutputsPlugin } from './unchanged-outputs.ts';
import {
  bundleOutputs,
  EMPTY_PAGE,
  keptBundleFiles,
  TEMPLATE_FILE,
  unnamedModule,
  type SiteBundleRecord,
} from './site-bundle.ts';
import { shellScripts } from '../offline/service-worker-plugin.ts';
import { copyPublicFiles } from './public-files.ts';
import type { UncheckedContent } from '../checks/content-check.ts';
import {
  sameFiles,
  stepKeepable,
  stepRecord,
  type StepMatch,
  type StepOutputCache,
  type StepOutputs,
} from './step-outputs.ts';
import { fullBuildAsked } from './full-build.ts';
import { relativeFilesUnder } from '../files-under.ts';

/** The manifest's file in dist/: written last, only by a build that completed. */
export const MANIFEST_FILE = '.build-manifest.json';

/** What the prerender asks and tells (prerender-plugin.ts). */
export interface PrerenderIncremental {
  /** The code's hash (build-inputs.ts `codeHash`), as the build started: the render bundle's key. */
  codeHash(): string;
  /** The content sections whose pages to render (`sectionKey`s), or undefined for every page. */
  sectionsToRender(facts: {
    template: string;
    stylesheetHref: string;
    routeIndex: ContentIndexEntry[];
  }): Promise<string[] | undefined>;
  /** The pages it did not render (dist/-relative files): kept as the last build wrote them. */
  pagesKept(files: string[]): void;
  /** The sections (`sectionKey`s) of the pages it rendered that show a widget reading the widgets' data files. */
  widgetRecordsShown(sections: string[]): void;
}

function readManifest(file: string): BuildManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * What a file of the bundle is, whatever its hash: a chunk by its name and modules, an asset by its
 * sources; wherever the project is (a copy of it builds from the same manifest): module ids from
 * the project's folder, and a package's from its node_modules folder (a linked one resolves elsewhere).
 */
function bundleFileKey(root: string, file: Rolldown.OutputChunk | Rolldown.OutputAsset): string {
  const folder = root.replace(/\/$/, '');
  const id = (moduleId: string) => moduleId.replace(/^.*\/node_modules\//, 'node_modules/').replaceAll(folder, '');
  if (file.type === 'chunk')
    return `chunk:${file.name}:${id(file.facadeModuleId ?? '')}:${file.moduleIds.map(id).join(',')}`;
  // An asset emitted by its file name alone (the icon sprite: widget-css-plugin.ts) is what its
  // name says without its hash.
  if (!file.names.length && !file.originalFileNames.length)
    return `asset-file:${file.fileName.replace(/-[\w-]{8}(\.[^./]+)$/, '$1')}`;
  // Each name once: an asset emitted from several places (a font the stylesheets name) lists its name
  // as often as it was emitted, which differs between a full build and an incremental one.
  const once = (names: string[]) => [...new Set(names)].toSorted().join(',');
  return `asset:${once(file.names)}:${once(file.originalFileNames.map(id))}`;
}

/** A build of its own (the embed kit's, the desk's), as the site's build runs it (`ownBuild` below). */
export interface OwnBuild {
  /** For its configuration: they record what it read and wrote, and leave out the files its folder holds already. */
  plugins: Plugin[];
  /** Whether it may be left out: its last record says its inputs are unchanged and its files are there (then kept). */
  reuse(): Promise<boolean>;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The hash of the file at `path`, or undefined when there is none. */
function fileHash(path: string): string | undefined {
  try {
    return sha256(readFileSync(path));
  } catch {
    return undefined;
  }
}

/**
 * Every file under `folder`, relative to it, with its last change; a file `known` says is kept is
 * listed without it (undefined), unstatted: most of a republish's dist/ (hundreds of thousands of files at scale).
 */
const filesChanged = (folder: string, known: (file: string) => boolean) =>
  relativeFilesUnder(folder).map((file) => ({
    file,
    changed: known(file) ? undefined : statSync(join(folder, file)).mtimeMs,
  }));

/** Removes the empty folders under `folder` (a full build makes none). */
function removeEmptyFolders(folder: string): boolean {
  let empty = true;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(join(folder, entry.name))) rmdirSync(join(folder, entry.name));
    else empty = false;
  }
  return empty;
}

/**
 * Incremental builds: `npm run build` keeps dist/ and renders again only the pages whose input
 * changed, when dist/ holds a complete build's manifest and the code is the same
 * (build-plan.ts says what rebuilds what); `npm run build -- --full` (or any code change)
 * builds everything. Three plugins, placed in vite.config.ts: `decide` (first: whether
 * this build may be incremental, before Vite empties dist/, and whether the site's bundle is kept
 * as the last build wrote it: site-bundle.ts), `sweep` (after the prerender,
 * before the plugins that list dist/: the kept pages get the bundle's new file names, and the
 * files the last build wrote and this one did not are removed) and `record` (after every file
 * is written: the manifest). `precompressSince` tells the precompression which files are new.
 */
export function incrementalBuild(
  root: string,
  site: {
    /** The widgets' stylesheet this build emitted (widget-css-plugin.ts). */
    stylesheet: () => string;
    /** What the bundle reads besides its modules (the Devanagari subset its faces name), by key. */
    extra: () => Promise<Record<string, string>>;
  },
) {
  let outDir = '';
  /** The public folder (absolute; empty when there is none). */
  let publicDir = '';
  /** The site's index.html, the bundle's entry. */
  let htmlEntry = '';
  /** The last build's bundle, kept (not bundled again: none of what it read changed), or undefined. */
  let keptBundle: SiteBundleRecord | undefined;
  /** This build's bundle record, for the manifest (undefined: none can be made, the next build bundles). */
  let siteBundle: SiteBundleRecord | undefined;
  let started = 0;
  let incremental = false;
  let buildFailed = false;
  let previous: BuildManifest | undefined;
  let code = '';
  let documents: Record<string, number> = {};
  let bundle: Record<string, string> | undefined;
  let fileKeys = new Map<string, string>();
  let renames: Map<string, string> | undefined;
  let current: PageInputs | undefined;
  /** The sections rendered (undefined: every one), and those whose rendered pages show the widgets' records. */
  let rendered: Set<string> | undefined;
  let widgetRecordSections: string[] = [];
  /**
   * What's new's and the archive's pages' inputs (build-inputs.ts `recordPageInputs`), made once a
   * build, when first asked (the search index asks first), while the steps' shared environment is open.
   */
  let recordPages: Promise<Record<string, string>> | undefined;
  const recordPagesNow = () => (recordPages ??= recordPageInputs(root));
  let kept: string[] = [];
  /** This build's records of its builds of their own (the manifest's `builds`), by name. */
  const builds: Record<string, BuildRecord> = {};
  /** The files of this build (dist/-relative) that dist/ held already, byte for byte: not written again. */
  const unchanged = new Set<string>();
  /** This build's records of the steps that made files from an input of their own (the manifest's `steps`). */
  const steps: Record<string, StepOutputs> = {};
  const manifestFile = () => join(outDir, MANIFEST_FILE);
  /**
   * Each section's input on a date, made once a build (the data check asks first, for its pages'
   * sections, the prerender next, for all): as the section's module made it, when a step of this
   * build loaded it (they load every one), so that no section's content is made twice.
   */
  let sectionsOn: { today: string; section: (section: string, lang: LanguageCode) => string } | undefined;
  const sectionOn = (today: string) => {
    if (sectionsOn?.today !== today)
      sectionsOn = {
        today,
        section: sectionInputs(root, today, (section, lang) => madeSectionHash(root, section, lang, today)),
      };
    return sectionsOn.section;
  };
  /** The content's inputs on a date, made once a build. */
  let inputs: { today: string; content: ContentInputs } | undefined;
  const inputsOn = (today: string) => {
    if (inputs?.today !== today) inputs = { today, content: contentInputs(root, today, sectionOn(today)) };
    return inputs.content;
  };
  /** Each page group's input on a date (the manifest's `sections`): the sections', the events pages' and the record pages'. */
  const pageInputsOn = async (today: string) => ({ ...inputsOn(today).sections, ...(await recordPagesNow()) });

  /**
   * The bundle's record (`site` in the manifest), from its modules (`ids`) and files; undefined when
   * a module is of no known making (its build's log names it): then the next build bundles again.
   */
  const recordBundle = async (ids: string[], output: Rolldown.OutputBundle): Promise<SiteBundleRecord | undefined> => {
    const extra = await site.extra();
    const hashes = await hashesNow(extra);
    const keys = ids.map((id) => moduleInputKey(id, root));
    const unnamed = unnamedModule(ids, keys);
    const template = output[TEMPLATE_FILE];
    if (unnamed !== undefined || !template) {
      console.info(`incremental build: the site’s bundle is made again next build (${unnamed ?? 'no index.html'})`);
      return undefined;
    }
    const read: Record<string, string> = {};
    for (const key of [...(keys as string[]), ...Object.keys(extra)]) {
      const hash = hashes(key);
      if (hash === undefined) {
        console.info(`incremental build: the site’s bundle is made again next build (${key} cannot be told)`);
        return undefined;
      }
      read[key] = hash;
    }
    return {
      inputs: read,
      outputs: bundleOutputs(output),
      template: Buffer.from(bytesOf(template)).toString('utf8'),
      shell: shellScripts(output),
      stylesheet: site.stylesheet(),
    };
  };

  /**
   * A kept bundle in this build's output: the empty page's files out, the template in (the prerender
   * reads it from dist/), and the bundle's files left in dist/ as they are (the sweep keeps them).
   */
  const keepBundle = (
    record: SiteBundleRecord,
    output: Rolldown.OutputBundle,
    emitTemplate: (template: string) => void,
  ): SiteBundleRecord => {
    for (const [fileName, file] of Object.entries(output))
      if (fileName === TEMPLATE_FILE || (file.type === 'chunk' && file.facadeModuleId === htmlEntry))
        // oxlint-disable-next-line typescript/no-dynamic-delete -- the bundle is keyed by file name
        delete output[fileName];
    emitTemplate(record.template);
    for (const file of keptBundleFiles(record, output)) unchanged.add(file);
    return record;
  };

  const decide: Plugin = {
    name: 'uni-incremental-decide',
    apply: 'build',
    config(config) {
      started = Date.now();
      outDir = resolve(root, config.root ?? '', config.build?.outDir ?? 'dist');
      previous = existsSync(outDir) ? readManifest(manifestFile()) : undefined;
      // What the section modules made is this build's from now on (the content may have changed since).
      forgetListingPages();
      recordPages = undefined;
      code = codeHash(root);
      documents = documentSizes(root);
      const reason = fullBuildReason(previous, { code, documents }, { full: fullBuildAsked() });
      incremental = !reason;
      // Until this build completes, dist/ is no build's: the next one is full if this one fails.
      rmSync(manifestFile(), { force: true });
      console.info(
        incremental ? 'incremental build (npm run build -- --full builds everything)' : `full build: ${reason}`,
      );
      // dist/ is kept, and with it the public folder's copies: only those missing or changed are copied (renderStart).
      return incremental ? { build: { emptyOutDir: false, copyPublicDir: false } } : undefined;
    },
    configResolved(config) {
      htmlEntry = resolve(config.root, TEMPLATE_FILE);
      publicDir = config.publicDir;
      // What each content file gives its reader is kept between builds, for this code (read-once.ts).
      persistReadFiles(join(config.cacheDir, 'read-files'), code);
    },
    renderStart() {
      // Where Vite would have copied the public folder (its prepareOutDir, at the start of rendering).
      if (incremental && publicDir && existsSync(publicDir)) copyPublicFiles(publicDir, outDir, inDist(''));
    },
    buildStart: {
      // After the site's modules' environment is open (the route index is one of the bundle's inputs).
      order: 'post',
      async handler() {
        keptBundle = undefined;
        const last = incremental ? previous?.site : undefined;
        if (!last) return;
        const hashes = await hashesNow(await site.extra());
        if (buildReusable(last, hashes, (file) => fileHash(join(outDir, file)))) {
          keptBundle = last;
          console.info(
            'incremental build: the site’s bundle is kept as the last build wrote it (nothing it reads changed)',
          );
        }
      },
    },
    load: {
      order: 'pre',
      handler(id) {
        // A kept bundle: nothing of the site is bundled (its files are left out in generateBundle).
        return keptBundle && id === htmlEntry ? EMPTY_PAGE : undefined;
      },
    },
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, output) {
        // While the steps' shared environment is open (it closes once the bundle is written).
        await recordPagesNow();
        siteBundle = keptBundle
          ? keepBundle(keptBundle, output, (template) =>
              this.emitFile({ type: 'asset', fileName: TEMPLATE_FILE, source: template }),
            )
          : await recordBundle([...this.getModuleIds()], output);
        // The hashed files only (assets/): the search shards, feeds and sitemap keep their names.
        const files = Object.values(output).filter((file) => file.fileName.startsWith('assets/'));
        fileKeys = new Map(files.map((file) => [file.fileName, bundleFileKey(root, file)]));
        const keys = new Set(fileKeys.values());
        // Two files of one key could not be told apart: no renaming, every page renders.
        const made =
          keys.size === files.length ? Object.fromEntries([...fileKeys].map(([file, key]) => [key, file])) : undefined;
        // A kept bundle's files are the last build's, by the same keys.
        bundle = made && keptBundle && previous ? { ...previous.bundle, ...made } : made;
        if (bundle) fileKeys = new Map(Object.entries(bundle).map(([key, file]) => [file, key]));
        renames = incremental && previous && bundle ? assetRenames(previous.bundle, bundle) : undefined;
        if (!bundle)
          console.info(
            'incremental build: no manifest will be written (two files of the bundle cannot be told apart): the next build is full',
          );
      },
    },
  };

  const prerender: PrerenderIncremental = {
    codeHash: () => code,
    async sectionsToRender({ template, stylesheetHref, routeIndex }) {
      const today = buildDate();
      const content = inputsOn(today);
      // The template and stylesheet by what their files are, not their names: renaming follows those.
      const shape = renameAssets(`${template}\0${stylesheetHref}`, fileKeys);
      const titles = routeIndex.map(({ path, title, parentTitle }) => [path, title, parentTitle]);
      const global = createHash('sha256')
        .update(JSON.stringify([shape, today, titles]))
        .digest('hex');
      current = {
        global,
        sections: await pageInputsOn(today),
        widgetRecords: content.widgetRecords,
      };
      if (!incremental || !previous) return undefined;
      const sections = sectionsToRender(previous, current, renames);
      rendered = sections;
      if (!renames) {
        const before = previous.bundle;
        const added = Object.keys(bundle ?? {}).find((key) => !(key in before));
        console.info(
          `incremental build: every page renders again (the bundle has another shape${added ? `: ${added.slice(0, 300)}` : ''})`,
        );
      } else if (!sections)
        console.info('incremental build: every page renders again (the build date or a page title changed)');
      else console.info(`incremental build: the content pages of ${sections.size} sections (by language) render again`);
      return sections && [...sections];
    },
    pagesKept(files) {
      kept = files;
    },
    widgetRecordsShown(sections) {
      widgetRecordSections = widgetRecordSectionsNow(previous?.widgetRecordSections ?? [], rendered, sections);
    },
  };

  const sweep: Plugin = {
    name: 'uni-incremental-sweep',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (buildFailed || !incremental) return;
        const keep = new Set<string>();
        for (const file of unchanged) keep.add(file).add(`${file}.br`).add(`${file}.gz`);
        for (const file of kept) {
          // Its copies too: a page rewritten is compressed again (precompressSince), its copies
          // overwritten in place (removing them first cost more than the writing, at 1,000 pages).
          keep.add(file).add(`${file}.br`).add(`${file}.gz`);
          // No file of the bundle renamed: the page is kept whole, without reading it.
          if (!renames?.size) continue;
          const path = join(outDir, file);
          const html = readFileSync(path, 'utf8');
          const renamed = renameAssets(html, renames);
          if (renamed !== html) writeFileSync(path, renamed);
        }
        const files = filesChanged(outDir, (file) => keep.has(file));
        // A text file this build wrote is compressed again (precompressSince): its copies are
        // overwritten there, or removed where not smaller (removing them first cost seconds of a republish).
        for (const { file, changed } of files)
          if (changed !== undefined && changed >= started && isPrecompressed(file))
            keep.add(`${file}.br`).add(`${file}.gz`);
        // Each file this build wrote is newer than its start: the others are the last build's, gone from this one.
        for (const { file, changed } of files)
          if (changed !== undefined && changed < started && !keep.has(file)) rmSync(join(outDir, file));
        removeEmptyFolders(outDir);
      },
    },
  };

  const record: Plugin = {
    name: 'uni-incremental-record',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (buildFailed || !current || !bundle) return;
        const manifest: BuildManifest = {
          version: MANIFEST_VERSION,
          code,
          documents,
          ...current,
          widgetRecordSections,
          bundle,
          builds,
          steps,
          ...(siteBundle && { site: siteBundle }),
        };
        writeFileSync(manifestFile(), `${JSON.stringify(manifest)}\n`);
      },
    },
  };

  /**
   * For the data check (check-data-plugin.ts): in an incremental build, which sections' content is
   * as the last complete build's (which passed its checks): their page files, and the routes made
   * from their English pages, are not checked again. Undefined: check everything.
   */
  const uncheckedPages = (): UncheckedContent | undefined => {
    const last = incremental ? previous : undefined;
    if (!last) return undefined;
    const sectionNow = sectionOn(buildDate());
    // Asked once the check has loaded the pages' modules (they made their sections' hashes).
    const section = (name: string, lang: LanguageCode) => {
      try {
        return last.sections[sectionKey(name, lang)] === sectionNow(name, lang);
      } catch {
        // Content the section cannot be made from: the check reads its files and says what is wrong.
        return false;
      }
    };
    return {
      file: (file) => {
        const name = pageFileName(file);
        return name ? section(name.section, name.lang) : false;
      },
      section,
    };
  };
  const inDist = (folder: string) => (fileName: string) => unchanged.add(join(folder, fileName));

  const sizeInDist = (file: string) => {
    try {
      return statSync(join(outDir, file)).size;
    } catch {
      return undefined;
    }
  };
  /** The last build's files of step `name`, kept when its record is `wanted`'s and they are there (recorded with `source`, when given). */
  const keepStep = (name: string, wanted: StepMatch, source?: string) => {
    const last = incremental ? previous?.steps[name] : undefined;
    if (!stepKeepable(last, wanted, sizeInDist)) return undefined;
    steps[name] = source === undefined ? last : { ...last, source };
    const files = Object.keys(last.files);
    for (const file of files) unchanged.add(file);
    return files;
  };
  const stepOutputs: StepOutputCache = {
    keep: (name, input, source) => keepStep(name, { input }, source),
    keepBySource: (name, source) => keepStep(name, { source }),
    unchangedFiles(name, files) {
      const same = sameFiles(incremental ? previous?.steps[name] : undefined, files, sizeInDist);
      for (const file of same) unchanged.add(file);
      return same;
    },
    made(name, input, files, source) {
      steps[name] = stepRecord(input, files, source);
    },
  };
  /** The inputs' hashes now, the build's `extra` ones with them. */
  const hashesNow = async (extra: Record<string, string>) => {
    const today = buildDate();
    // Made once a build (route-index-plugin.ts): the data check made it first.
    const routeIndex = routeIndexModule(await routeIndexOf(root));
    return inputHashes(root, { code, today, sections: () => inputsOn(today).sections, routeIndex, extra });
  };

  /**
   * A build of its own named `name`, into `folder` of dist/: its record (what it read: each module by
   * `moduleInputKey`, and the `extra` inputs it reads besides its modules, by key; each file it
   * wrote) goes in the manifest, and an incremental build leaves it out when nothing it read
   * changed. Its modules are what it read: a module's content decides what it imports, so the same
   * inputs make the same modules and files. A module of no known making leaves no record: it runs.
   */
  const ownBuild = (
    name: string,
    folder: string,
    extra: () => Promise<Record<string, string>> = () => Promise.resolve({}),
  ): OwnBuild => {
    const recorder: Plugin = {
      name: 'uni-incremental-record-build',
      apply: 'build',
      generateBundle: {
        // After the files are made, before those dist/ holds already are left out (the plugin after it).
        order: 'post',
        async handler(_options, output) {
          const extras = await extra();
          const hashes = await hashesNow(extras);
          const keys = [...this.getModuleIds()].map((id) => moduleInputKey(id, root));
          const read: Record<string, string> = {};
          for (const key of [...keys, ...Object.keys(extras)]) {
            const hash = key === undefined ? undefined : hashes(key);
            if (key === undefined || hash === undefined) {
              // oxlint-disable-next-line typescript/no-dynamic-delete -- the records are keyed by build
              delete builds[name];
              return;
            }
            read[key] = hash;
          }
          const outputs = Object.fromEntries(
            Object.values(output).map((file) => [file.fileName, sha256(bytesOf(file))]),
          );
          builds[name] = { inputs: read, outputs };
        },
      },
    };
    return {
      plugins: [
        recorder,
        unchangedOutputsPlugin(
          () => join(outDir, folder),
          () => incremental,
          inDist(folder),
        ),
      ],
      async reuse() {
        // Not incremental first: a manifest of another version (no `builds`) means a full build.
        if (!incremental) return false;
        const last = previous?.builds[name];
        if (!last) return false;
        const hashes = await hashesNow(await extra());
        if (!buildReusable(last, hashes, (file) => fileHash(join(outDir, folder, file)))) return false;
        builds[name] = last;
        for (const file of Object.keys(last.outputs)) unchanged.add(join(folder, file));
        return true;
      },
    };
  };
  return {
    plugins: {
      decide,
      /** After every plugin that puts files in the site's bundle: those dist/ holds already are not written again. */
      unchanged: unchangedOutputsPlugin(
        () => outDir,
        () => incremental,
        inDist(''),
      ),
      sweep,
      record,
    },
    ownBuild,
    /** For the steps that write their files into dist/ themselves (host/vite/output-files.ts). */
    keptOutputs: { keeps: () => incremental, unchanged: inDist('') },
    prerender,
    /** For the steps that make files from an input of their own: kept when it is unchanged. */
    stepOutputs,
    /** What a language's search documents are made from (build-plan.ts `languageSearchInput`): its search index's input. */
    searchInput: async (lang: LanguageCode) => {
      const today = buildDate();
      return languageSearchInput(today, await pageInputsOn(today), lang);
    },
    /** The widgets' stylesheet the pages link: the kept bundle's, or the one this build emitted. */
    stylesheet: () => keptBundle?.stylesheet ?? site.stylesheet(),
    /** The service worker's shell scripts of a kept bundle (undefined: this build's bundle has them). */
    keptShell: () => keptBundle?.shell,
    uncheckedPages,
    /** The files the precompression need not read again: those older than this (undefined: every file). */
    precompressSince: () => (incremental ? started : undefined),
  };
}
