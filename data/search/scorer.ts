import type SearchableMap from 'minisearch/SearchableMap';
import { indexOptions, searchOptions } from './engine';
import type { ShardBase } from './shards';

/**
 * MiniSearch 7's ranking (BM25+ per field, field boosts, prefix and fuzzy term
 * weights, AND of the query words, its "quality" factor), computed over flat
 * arrays. MiniSearch's own `search` builds an object per matching document and
 * sorts them all: at 10,000 pages a common word matches nearly every page and
 * a query took 20-40 ms of CPU; this takes a few. tests/unit/search.test.ts
 * checks that the scores equal MiniSearch's.
 */

/** A term of the index that a query word matches, and how much that match weighs. */
export interface DerivedTerm {
  position: number;
  weight: number;
}

/** MiniSearch's defaults (src/MiniSearch.ts): prefix and fuzzy weights, fuzzy cap, BM25+ parameters. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** The index terms each query word matches (itself, its completions if it is the last, near misses), as MiniSearch matches them. */
export function expandQuery(words: string[], vocabulary: SearchableMap<number>): DerivedTerm[][] {
  return words.map((word, at) => {
    const derived: DerivedTerm[] = [];
    const exact = vocabulary.get(word);
    if (exact !== undefined) derived.push({ position: exact, weight: 1 });
    const prefixed = new Set<number>();
    if (searchOptions.prefix(word, at, words)) {
      for (const [term, position] of vocabulary.atPrefix(word)) {
        const distance = term.length - word.length;
        if (!distance) continue;
        prefixed.add(position);
        derived.push({ position, weight: (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance) });
      }
    }
    // Our fuzzy option is a share of the word's length (a number below 1) or false. For a short
    // word (false) the distance is 0: the only term found is the word itself, counted above.
    const maxDistance = Math.min(MAX_FUZZY, Math.round(word.length * (searchOptions.fuzzy(word) || 0)));
    for (const [term, [position, distance]] of vocabulary.fuzzyGet(word, maxDistance)) {
      if (!distance || prefixed.has(position)) continue;
      derived.push({ position, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance) });
    }
    return derived;
  });
}

/** A term's postings in one field, decoded: ascending document numbers and their term frequencies. */
export interface FieldList {
  fieldId: number;
  documents: Uint32Array;
  frequencies: Uint16Array;
}

export interface Scored {
  document: number;
  score: number;
  /** The index terms found in this document (for marking them in its snippet). */
  terms: string[];
}

/** Per-document sums of one ranking, by document number: made for each query, or reused by a caller ranking many. */
export interface RankScratch {
  scores: Float64Array;
  matchedWords: Uint16Array;
  /** The last query word that counted for each document; -1: none yet. */
  seenByWord: Int32Array;
}

export function rankScratch(documentCount: number): RankScratch {
  return {
    scores: new Float64Array(documentCount),
    matchedWords: new Uint16Array(documentCount),
    // Stryker disable next-line UnaryOperator: +1 changes nothing: it only hides the second word from documents without the first, which fail the AND anyway
    seenByWord: new Int32Array(documentCount).fill(-1),
  };
}

/**
 * The documents holding every query word (`words`, expanded as `query`), best first: how many, and
 * the first `limit`. Only the documents in the query's postings are visited; `scratch`, when given,
 * is left as it was found (all zero), so the build can rank every term of a large index with one.
 */
export function rank(
  base: ShardBase,
  words: string[],
  query: DerivedTerm[][],
  postingsOf: (position: number) => FieldList[],
  limit: number,
  scratch: RankScratch = rankScratch(base.documentCount),
): { total: number; top: Scored[] } {
  const count = base.documentCount;
  const fields = indexOptions.fields;
  const fieldCount = fields.length;
  const boosts = fields.map((field) => searchOptions.boost[field] ?? 1);
  const { scores, matchedWords, seenByWord } = scratch;
  /** The documents met in the postings, each once. */
  const visited: number[] = [];
  query.forEach((derived, word) => {
    for (const { position, weight } of derived) {
      for (const { fieldId, documents, frequencies } of postingsOf(position)) {
        const matching = documents.length;
        const inverse = Math.log(1 + (count - matching + 0.5) / (matching + 0.5));
        const average = base.averageFieldLength[fieldId]!;
        const factor = weight * boosts[fieldId]!;
        for (let at = 0; at < matching; at++) {
          const document = documents[at]!;
          const frequency = frequencies[at]!;
          const length = base.fieldLength[document * fieldCount + fieldId]!;
          const bm25 =
            inverse *
            (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
          scores[document]! += factor * bm25;
          if (seenByWord[document] !== word) {
            if (seenByWord[document] === -1) visited.push(document);
            seenByWord[document] = word;
            matchedWords[document]! += 1;
          }
        }
      }
    }
  });
  // AND: a document must hold every query word. MiniSearch multiplies by the number of distinct words matched.
  const quality = new Set(words).size;
  const matching = visited.filter((document) => matchedWords[document] === query.length);
  // Best first; equal scores by document number, so the order is stable.
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  const byRank = (a: number, b: number) => (before(a, b) ? -1 : 1);
  // A query asks for 8 or 20 of thousands: keeping the best as they come is faster than sorting them all.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: both ways give the same ranking (tests/unit/search-logic.test.ts), the threshold is speed only
  const best = limit < 256 ? selectBest(matching, limit, before) : matching.sort(byRank).slice(0, limit);
  const top = best.map((document) => ({
    document,
    score: scores[document]! * quality,
    terms: [
      ...new Set(
        query
          .flat()
          .filter(({ position }) => postingsOf(position).some((list) => holds(list.documents, document)))
          .map(({ position }) => base.terms[position]!),
      ),
    ],
  }));
  for (const document of visited) {
    scores[document] = 0;
    matchedWords[document] = 0;
    seenByWord[document] = -1;
  }
  return { total: matching.length, top };
}

/** The first `limit` of `documents` in the order `before` sets: each inserted in order, the one past `limit` dropped. */
function selectBest(documents: number[], limit: number, before: (a: number, b: number) => boolean): number[] {
  const best: number[] = [];
  for (const document of documents) {
    // Speed only: a document that does not come before the last of a full list would be inserted and dropped again.
    if (best.length === limit && !before(document, best[limit - 1]!)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(best[middle]!, document)) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, document);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** Whether ascending `documents` holds `document` (binary search for the first not below it). */
function holds(documents: Uint32Array, document: number): boolean {
  let low = 0;
  let high = documents.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (documents[middle]! < document) low = middle + 1;
    else high = middle;
  }
  return documents[low] === document;
}
