import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../data/i18n/languages';
import { RECORD_KINDS, type RecordKind } from '../../data/schema/records';
import { giveListedRecords, keepListedRecords, takeListedRecords } from '../../host/vite/content/listed-records';
import { kindRecords } from '../../host/vite/content/records-plugin';

/**
 * The prerender's workers are given the records as the build's thread listed them
 * (host/vite/content/listed-records.ts): what a worker lists from them must be what it would
 * have read from the files, to the order of each record's fields (the pages' JSON is compared byte
 * for byte), and a list the build's thread did not make is read from the files.
 */
const root = process.cwd();
const KINDS = Object.keys(RECORD_KINDS) as RecordKind[];

/** A kind's list in a language, and the files it watched to make it. */
function listed(kind: RecordKind, lang: string) {
  const watched: string[] = [];
  const result = kindRecords(root, kind, lang, (file) => watched.push(file));
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return { json: JSON.stringify(result.records), watched };
}

afterEach(() => giveListedRecords({}));

describe('records listed by the build, given to a worker', () => {
  it('lists every kind in every language as the files do, without reading them', () => {
    keepListedRecords();
    const fromFiles = KINDS.flatMap((kind) => LANGUAGE_CODES.map((lang) => listed(kind, lang).json));
    giveListedRecords(takeListedRecords());
    const given = KINDS.flatMap((kind) => LANGUAGE_CODES.map((lang) => listed(kind, lang)));
    expect(given.map(({ json }) => json)).toEqual(fromFiles);
    expect(given.flatMap(({ watched }) => watched)).toEqual([]);
  });

  it('reads from the files a list the build did not make', () => {
    keepListedRecords();
    listed('circulars', 'en');
    giveListedRecords(takeListedRecords());
    expect(listed('circulars', 'en').watched).toEqual([]);
    expect(listed('circulars', 'mr').watched.length).toBeGreaterThan(0);
  });

  it('keeps nothing outside a build', () => {
    listed('circulars', 'en');
    expect(takeListedRecords()).toEqual({});
  });
});
