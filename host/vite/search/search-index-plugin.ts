import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';

/** Where a language's index files live on the site: `/search/en/base.json`, `/search/mr/t3.json`, … */
export const searchIndexFolder = (lang: string) => `search/${lang}`;

/**
 * Writes each language's search index into the build, cut into small files
 * (data/search/shards.ts) under `search/<lang>/`, built from the data files
 * (host/vite/search/search-sources.ts), not from the HTML. The browser fetches the
 * base file when a visitor focuses a search box, then only the pieces each query needs.
 */
export function searchIndexPlugin(root: string): Plugin {
  return {
    name: 'uni-search-index',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) => loadSiteModule<T>(root, file);
      const [{ allLanguageDocuments }, { indexDocuments, shardFileContents }, { withFirstScreens }] = await Promise.all(
        [
          load<typeof import('./search-sources')>('host/vite/search/search-sources.ts'),
          load<typeof import('../../../data/search/shards')>('data/search/shards.ts'),
          load<typeof import('../../../data/search/build-first-screens')>('data/search/build-first-screens.ts'),
        ],
      );
      for (const { lang, documents } of allLanguageDocuments()) {
        const files = withFirstScreens(indexDocuments(documents), documents);
        for (const [name, source] of shardFileContents(files))
          this.emitFile({ type: 'asset', fileName: `${searchIndexFolder(lang)}/${name}`, source });
      }
    },
  };
}
