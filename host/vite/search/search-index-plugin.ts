import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';
import { analysingCodeHash, searchAnalysisCache } from './analysis-cache.ts';
import type { StepOutputCache } from '../incremental/step-outputs.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../data/i18n/languages.ts';
import { valueHash } from '../incremental/value-hash.ts';
import { writeOutputFiles, type KeptOutputs } from '../output-files.ts';

/** Where a language's index files live on the site: `/search/en/base.json`, `/search/mr/t3.json`, … */
export const searchIndexFolder = (lang: string) => `search/${lang}`;

/** What an incremental build gives the search step (host/vite/incremental/). */
export interface SearchIndexIncremental {
  steps: StepOutputCache;
  kept: KeptOutputs;
  /**
   * The hash of what a language's documents are made from (its pages' content: incremental-plugin.ts
   * `searchInput`): a language whose hash is the last build's keeps its index without making its
   * documents (at 10,000 pages a language, making and hashing the three languages' documents took
   * 3.3 s of a republish); one whose content changed keeps it still when its documents are the last
   * build's (a circular's new PDF changes its listings in every language, not the search documents).
   */
  searchInput: (lang: LanguageCode) => Promise<string>;
}

/**
 * Writes each language's search index into the build, cut into small files
 * (data/search/shards.ts) under `search/<lang>/`, built from the data files
 * (host/vite/search/search-sources.ts), not from the HTML. The browser fetches the
 * base file when a visitor focuses a search box, then only the pieces each query needs.
 * A language's index is made from its documents alone, and they from its pages' content: in an
 * incremental build, a language whose content is the last build's keeps its files as they are
 * (`SearchIndexIncremental`, host/vite/incremental/step-outputs.ts), and a language whose content
 * changed writes only the files whose bytes changed.
 * The files go straight into dist/ (output-files.ts: tens of thousands at scale), as the
 * bundle's files are written (`kept`: an incremental build's unchanged files are left as they are).
 */
export function searchIndexPlugin(root: string, incremental?: SearchIndexIncremental): Plugin {
  let outDir = '';
  let cacheDir = '';
  return {
    name: 'uni-search-index',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = resolve(config.cacheDir, 'search-analysis');
    },
    async generateBundle() {
      const modules = await searchModules(root);
      const code = analysingCodeHash(root);
      const kept: string[] = [];
      const reused: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        const made = await indexLanguage(lang, { modules, code, outDir, cacheDir, incremental });
        if (made === 'kept') kept.push(lang);
        else if (made.reused) reused.push(`${lang} ${made.reused} of ${made.reused + made.analysed}`);
      }
      if (kept.length) this.info(`kept the index of ${kept.join(', ')} (their documents are the last build’s)`);
      if (reused.length) this.info(`documents read as the last build read them: ${reused.join(', ')}`);
    },
  };
}

/** The modules the search step runs, loaded through the build's one door to the site's modules. */
async function searchModules(root: string) {
  const load = <T>(file: string) => loadSiteModule<T>(root, file);
  const [{ languageDocuments }, shards, { withFirstScreens }] = await Promise.all([
    load<typeof import('./search-sources')>('host/vite/search/search-sources.ts'),
    load<typeof import('../../../data/search/shards')>('data/search/shards.ts'),
    load<typeof import('../../../data/search/build-first-screens')>('data/search/build-first-screens.ts'),
  ]);
  return { languageDocuments, withFirstScreens, ...shards };
}

/** A language's step in the manifest (`StepOutputCache`). */
const stepName = (lang: LanguageCode) => `search-index:${lang}`;

/** How many documents a language's index analysed, and how many it read as the last build did. */
type AnalysisCounts = { analysed: number; reused: number };

interface LanguageStep {
  modules: Awaited<ReturnType<typeof searchModules>>;
  /** The analysing code's hash (analysis-cache.ts). */
  code: string;
  outDir: string;
  cacheDir: string;
  incremental?: SearchIndexIncremental;
}

/**
 * Makes and writes one language's index, or keeps the last build's: 'kept', or how many of its
 * documents' analyses were the last build's. A function of its own so that the language's files
 * are let go when it returns: held in the step's loop (a suspended async function keeps its
 * locals), one language's documents, index and files were still alive while the next was made,
 * about 250 MB at 10,000 pages a language (npm run bench).
 */
async function indexLanguage(lang: LanguageCode, step: LanguageStep): Promise<'kept' | AnalysisCounts> {
  const name = stepName(lang);
  // What the documents are made from first (no document made), then the documents themselves.
  const content = await step.incremental?.searchInput(lang);
  if (content !== undefined && step.incremental?.steps.keepBySource(name, content)) return 'kept';
  const index = languageIndexFiles(lang, content, step);
  if (index === 'kept') return 'kept';
  const { input, made, counts } = index;
  // Those whose bytes dist/ holds already (most, when one document changed) are neither read nor written.
  const same = step.incremental?.steps.unchangedFiles(name, made) ?? new Set<string>();
  await writeOutputFiles(
    step.outDir,
    made.filter(([file]) => !same.has(file)),
    step.incremental?.kept,
  );
  step.incremental?.steps.made(name, input, made, content);
  return counts;
}

/**
 * A language's index files (dist/-relative), with the hash of its documents, or 'kept' when those
 * are the last build's. Not async: its documents and index are gone before the files are written.
 */
function languageIndexFiles(
  lang: LanguageCode,
  content: string | undefined,
  { modules, code, cacheDir, incremental }: LanguageStep,
): 'kept' | { input: string; made: [string, string][]; counts: AnalysisCounts } {
  const { languageDocuments, withFirstScreens, analyseDocument, DEFAULT_SHARD_SIZES, indexDocuments } = modules;
  const documents = languageDocuments(lang);
  const input = valueHash(documents);
  if (incremental?.steps.keep(stepName(lang), input, content)) return 'kept';
  // Unchanged documents' words and passages are the last build's (analysis-cache.ts).
  const cache = searchAnalysisCache(join(cacheDir, lang), code);
  const indexed = indexDocuments(documents, DEFAULT_SHARD_SIZES, (document) =>
    cache.analysis(document, analyseDocument),
  );
  const files = withFirstScreens(indexed, documents, undefined, cache.screens);
  cache.save();
  const folder = searchIndexFolder(lang);
  const made = modules
    .shardFileContents(files)
    .map(([file, source]): [string, string] => [`${folder}/${file}`, source]);
  return { input, made, counts: cache.counts() };
}
