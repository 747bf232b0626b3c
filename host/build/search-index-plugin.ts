import { runnerImport, type Plugin } from 'vite';

/** Where each language's index lives on the site: `/search/en.json`, `/search/mr.json`, … */
export const searchIndexFile = (lang: string) => `search/${lang}.json`;

/**
 * Writes one search index per language into the build (`search/<lang>.json`),
 * built from the data files (host/build/search-sources.ts), not from the HTML.
 * The browser fetches a language's index only when a visitor focuses a search box.
 */
export function searchIndexPlugin(root: string): Plugin {
  return {
    name: 'uni-search-index',
    apply: 'build',
    async generateBundle() {
      const load = <T>(file: string) =>
        runnerImport<T>(`${root}/${file}`, { root, configFile: false }).then((result) => result.module);
      const [{ allLanguageDocuments }, { buildIndex, serialiseIndex }] = await Promise.all([
        load<typeof import('./search-sources')>('host/build/search-sources.ts'),
        load<typeof import('../../data/search/engine')>('data/search/engine.ts'),
      ]);
      for (const { lang, documents } of allLanguageDocuments()) {
        this.emitFile({
          type: 'asset',
          fileName: searchIndexFile(lang),
          source: serialiseIndex(buildIndex(documents)),
        });
      }
    },
  };
}
