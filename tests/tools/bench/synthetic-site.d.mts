import type { PageContent } from '../../../data/schema/content';
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
export declare function sectionPage(group: Group, lang: string, pools: WordPools): PageContent;
export declare function menuWithDepartments(
  menu: MenuItem[],
  groups: Group[],
  englishTitles: GroupTitles[],
): MenuItem[];
export declare function menuTitles(groups: Group[], titles: GroupTitles[]): Record<string, string>;
