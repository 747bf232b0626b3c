/**
 * The built site serves `/search/<lang>.json` (host/build/search-index-plugin.ts);
 * the browser tests run on the dev server, which has no build. This answers
 * those requests with the same index the build writes, built here from the same
 * data, and records them so a test can say when the index was asked for. The
 * engine is imported only when an index is asked for, so a test can also check
 * that no search code was downloaded before.
 */
export const indexRequests: string[] = [];

async function builtIndex(lang: 'en' | 'mr' | 'hi'): Promise<string> {
  const [engine, sources] = await Promise.all([
    import('../../data/search/engine'),
    import('../../host/build/search-sources'),
  ]);
  return engine.serialiseIndex(engine.buildIndex(sources.languageDocuments(lang)));
}

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const lang = /\/search\/(en|mr|hi)\.json$/.exec(url)?.[1] as 'en' | 'mr' | 'hi' | undefined;
  if (!lang) return realFetch(input, init);
  indexRequests.push(url);
  return new Response(await builtIndex(lang), { headers: { 'Content-Type': 'application/json' } });
};
