import { LinkList, Prose } from './Prose';
import { searchSite } from './site-search';

export function SearchResults({ query }: { query: string }) {
  const hits = searchSite(query);
  return (
    <Prose title="Search">
      {query ? (
        <p className="m-0" role="status">
          {hits.length} {hits.length === 1 ? 'result' : 'results'} for “{query}”.
        </p>
      ) : (
        <p className="m-0">Type a word in the “Search here” box at the top of the page.</p>
      )}
      {hits.length ? (
        <LinkList links={hits.map((hit) => ({ title: `${hit.title} (${hit.context})`, link: hit.link }))} />
      ) : null}
      {query && hits.length === 0 ? (
        <p className="m-0">Try another word, or browse the menu and the Quick Links page.</p>
      ) : null}
    </Prose>
  );
}
