import type { LanguageCode } from '../../../data/i18n/languages.ts';
import type { PageFile } from '../../../data/schema/content.ts';
import type { LinkedKind } from '../../../data/schema/page-queries.ts';
import { kindRecords, recordFiles } from './records-plugin.ts';
import { answerQueries } from '../../../data/pages/expand-page.ts';

/** A record as kindRecords lists it (newest first): what a page's queries look it up by. */
type Listed = { date: string; slug?: string; section?: unknown };

/** What a page's queries ask of one kind of record: the sections whose records they list, and the records they name. */
export interface Asked {
  sections: Set<string>;
  slugs: Set<string>;
}

/**
 * Each kind of record (and the daily news table, `newsRows`) a page's queries read, with what they
 * ask of it: an update naming a record (its slug), an updates box of a section's latest circulars
 * and notices, a table of a section's circulars. The walk is the one that answers them
 * (data/pages/expand-page.ts `answerQueries`), here noting each query instead.
 */
export function pageQueries(page: PageFile): Map<LinkedKind | 'newsRows', Asked> {
  const asked = new Map<LinkedKind | 'newsRows', Asked>();
  const of = (kind: LinkedKind | 'newsRows') => {
    if (!asked.has(kind)) asked.set(kind, { sections: new Set(), slugs: new Set() });
    return asked.get(kind)!;
  };
  answerQueries(page, {
    named: (kind, slug) => {
      of(kind).slugs.add(slug);
      return [];
    },
    latest: (update) => {
      of('circulars').sections.add(update.section);
      of('notices').sections.add(update.section);
      return [];
    },
    table: (rows) => {
      if (rows.records === 'news') of('newsRows');
      else of('circulars').sections.add(rows.section);
      return { rows: [] };
    },
  });
  return asked;
}

/** One kind's records in one language, newest first, with the positions of each section's records and of each slug. */
interface KindIndex {
  records: Listed[];
  bySection: Map<string, number[]>;
  bySlug: Map<string, number>;
}

function indexed(records: Listed[]): KindIndex {
  const bySection = new Map<string, number[]>();
  const bySlug = new Map<string, number>();
  records.forEach((record, position) => {
    if (typeof record.section === 'string') {
      if (!bySection.has(record.section)) bySection.set(record.section, []);
      bySection.get(record.section)!.push(position);
    }
    if (record.slug) bySlug.set(record.slug, position);
  });
  return { records, bySection, bySlug };
}

/**
 * The records of a build step, read once for all the sections it loads, each kind's in each
 * language indexed: a page's queries get only the records they ask for, in the same order. Read
 * again for each section (and searched whole for each page), the records made loading the content
 * grow with the square of the site: at 10,000 pages a language, 300 section modules each read and
 * sorted 16,000 circulars and notices. `forget` when a record changes (`npm run dev`).
 */
export class RecordLookup {
  private readonly kinds = new Map<string, { index: KindIndex } | { problems: string[] }>();
  private readonly slugs = new Map<LinkedKind, Set<string>>();

  constructor(private readonly root: string) {}

  forget(): void {
    this.kinds.clear();
    this.slugs.clear();
  }

  /** Whether a record of `kind` has the file `<slug>.yaml` (a page names it: it must exist). */
  exists(kind: LinkedKind, slug: string): boolean {
    if (!this.slugs.has(kind))
      this.slugs.set(
        kind,
        new Set(recordFiles(this.root, kind).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.yaml'.length))),
      );
    return this.slugs.get(kind)!.has(slug);
  }

  /** The records of `kind` in `lang` that `asked` names or lists, newest first as kindRecords gives them; or what needs correcting. */
  records(kind: LinkedKind, lang: LanguageCode, asked: Asked): { records: Listed[] } | { problems: string[] } {
    const key = `${kind}:${lang}`;
    if (!this.kinds.has(key)) {
      const read = kindRecords(this.root, kind, lang, () => {});
      this.kinds.set(key, 'problems' in read ? read : { index: indexed(read.records) });
    }
    const known = this.kinds.get(key)!;
    if ('problems' in known) return known;
    const { records, bySection, bySlug } = known.index;
    const positions = new Set<number>();
    for (const section of asked.sections) for (const position of bySection.get(section) ?? []) positions.add(position);
    for (const slug of asked.slugs) {
      const position = bySlug.get(slug);
      if (position !== undefined) positions.add(position);
    }
    return { records: [...positions].sort((a, b) => a - b).map((position) => records[position]!) };
  }
}
