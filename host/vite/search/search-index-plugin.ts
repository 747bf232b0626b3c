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
      const load = <T>(file: string) => loadSiteModule<T>(root, file);
      const [{ languageDocuments }, shards, { withFirstScreens }] = await Promise.all([
        load<typeof import('./search-sources')>('host/vite/search/search-sources.ts'),
        load<typeof import('../../../data/search/shards')>('data/search/shards.ts'),
        load<typeof import('../../../data/search/build-first-screens')>('data/search/build-first-screens.ts'),
      ]);
      const { analyseDocument, DEFAULT_SHARD_SIZES, indexDocuments, shardFileContents } = shards;
      const code = analysingCodeHash(root);
      const kept: string[] = [];
      const reused: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        const step = `search-index:${lang}`;
        // What the documents are made from first (no document made), then the documents themselves.
        const content = await incremental?.searchInput(lang);
        if (content !== undefined && incremental?.steps.keepBySource(step, content)) {
          kept.push(lang);
          continue;
        }
        const documents = languageDocuments(lang);
        const input = valueHash(documents);
        if (incremental?.steps.keep(step, input, content)) {
          kept.push(lang);
          continue;
        }
        // Unchanged documents' words and passages are the last build's (analysis-cache.ts).
        const cache = searchAnalysisCache(join(cacheDir, lang), code);
        const indexed = indexDocuments(documents, DEFAULT_SHARD_SIZES, (document) =>
          cache.analysis(document, analyseDocument),
        );
        const files = withFirstScreens(indexed, documents, undefined, cache.screens);
        cache.save();
        const counts = cache.counts();
        if (counts.reused) reused.push(`${lang} ${counts.reused} of ${counts.reused + counts.analysed}`);
        const folder = searchIndexFolder(lang);
        const made = shardFileContents(files).map(([name, source]): [string, string] => [`${folder}/${name}`, source]);
        // Those whose bytes dist/ holds already (most, when one document changed) are neither read nor written.
        const same = incremental?.steps.unchangedFiles(step, made) ?? new Set<string>();
        await writeOutputFiles(
          outDir,
          made.filter(([file]) => !same.has(file)),
          incremental?.kept,
        );
        incremental?.steps.made(step, input, made, content);
      }
      if (kept.length) this.info(`kept the index of ${kept.join(', ')} (their documents are the last build’s)`);
      if (reused.length) this.info(`documents read as the last build read them: ${reused.join(', ')}`);
    },
  };
}
