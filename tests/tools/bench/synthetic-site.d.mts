import type { PageFile } from '../../../data/schema/content';
import type { MenuItem } from '../../../data/schema/menu';
import type { SearchDocument } from '../../../data/search/documents';

export interface Group {
  /** 1, 2, …: names the department's paths and section file. */
  number: number;
  /** The site-wide number of its first page (every third page of the site lists a document). */
  firstPage: number;
  pageCount: number;
}
export interface WordPools {
  words: string[];
  titleWords: string[];
}
export interface GroupTitles {
  root: string;
  child: string;
}

export declare const SIDEBAR_LIMITS: { fewest: number; most: number };
export declare const PARENT_PATH: string;
export declare function random(seed: number): () => number;
export declare function siteShape(pages: number): { itemsPerGroup: number; groups: Group[] };
export declare function groupPaths(group: Pick<Group, 'number' | 'pageCount'>): string[];
export declare function sectionName(group: Pick<Group, 'number'>): string;
export declare function hasDocument(page: number): boolean;
export declare function documentPath(group: Pick<Group, 'number'>, page: number): string;
export declare function wordPools(documents: SearchDocument[], lang: string): WordPools;
export declare function groupTitles(group: Group, lang: string, pools: WordPools): GroupTitles;
export declare function sectionPage(group: Group, lang: string, pools: WordPools): PageFile;
export declare function menuWithDepartments(
  menu: MenuItem[],
  groups: Group[],
  englishTitles: GroupTitles[],
): MenuItem[];
export declare const RECORDS_SECTION: string;
export declare const RECORD_YEARS: { first: number; last: number };
export declare function recordCounts(pages: number): Record<string, number>;
export interface SyntheticRecord {
  kind: string;
  year: string;
  slug: string;
  /** The record's PDF (site path), if it has one. */
  file?: string;
  record: { date: string; section?: string; title?: Record<string, string> } & Record<string, unknown>;
}
export declare function syntheticRecord(options: {
  kind: string;
  index: number;
  count: number;
  pools: Record<string, WordPools>;
  sections: readonly string[];
  categories: readonly string[];
}): SyntheticRecord;
export declare function menuTitles(groups: Group[], titles: GroupTitles[]): Record<string, string>;
