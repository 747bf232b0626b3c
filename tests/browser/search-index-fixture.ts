/**
 * The built site serves `/search/<lang>/<file>.json` (host/vite/search/search-index-plugin.ts);
 * the browser tests run on the dev server, which has no build. This answers
 * those requests with the same files the build writes, built here from the same
 * data, and records them so a test can say when the index was asked for. The
 * engine is imported only when an index file is asked for, so a test can also
 * check that no search code was downloaded before.
 */
export const indexRequests: string[] = [];

type Lang = 'en' | 'mr' | 'hi';
const served = new Map<Lang, Promise<(name: string) => Promise<unknown>>>();

function indexFiles(lang: Lang) {
  let files = served.get(lang);
  if (!files) {
    files = Promise.all([
      import('../../data/search/shards'),
      import('../../data/search/build-first-screens'),
      import('../../host/vite/search/search-sources'),
    ]).then(([shards, screens, sources]) => {
      const documents = sources.languageDocuments(lang);
      return shards.shardsInMemory(screens.withFirstScreens(shards.indexDocuments(documents), documents));
    });
    served.set(lang, files);
  }
  return files;
}

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const [, lang, name] = /\/search\/(en|mr|hi)\/(\w+\.json)$/.exec(url) ?? [];
  if (!lang || !name) return realFetch(input, init);
  indexRequests.push(url);
  const body = JSON.stringify(await (await indexFiles(lang as Lang))(name));
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
