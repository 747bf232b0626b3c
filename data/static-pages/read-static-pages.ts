import type { LanguageCode } from '../i18n/languages.ts';
import { LANGUAGE_NAMES, parseYaml, problemOf, type RecordProblem } from '../records/read-record.ts';
import { StaticPage } from '../schema/page.ts';

/**
 * Reads one file of the site's own pages (data/static-pages/<group>.<lang>.yaml) for the build:
 * YAML, then the `StaticPage` schema; what is wrong is said like a content page's problems
 * (data/pages/read-page.ts): the file, the field, the language.
 *
 * Why one file per group and language, not one per page: the order of the pages in the file
 * is the order of the sitemap and of the search results, and these pages are short.
 */

/** The groups: `site` (policies, help, programme levels), `gigw` (the pages GIGW 3.0 asks for). */
export const STATIC_PAGE_GROUPS = ['site', 'gigw'] as const;
export type StaticPageGroup = (typeof STATIC_PAGE_GROUPS)[number];

export const staticPagesFile = (group: StaticPageGroup, lang: LanguageCode) =>
  `data/static-pages/${group}.${lang}.yaml`;

/** The pages in `text` (the file's YAML) checked against `StaticPage`; or what is wrong with them. */
export function readStaticPages(
  file: string,
  lang: LanguageCode,
  text: string,
): { pages: StaticPage[] } | { problems: RecordProblem[] } {
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const result = StaticPage.array().safeParse(parsed.value ?? []);
  // The file's own value, once valid: the objects the TypeScript lists gave, keys in the writer's order.
  if (result.success) return { pages: parsed.value as StaticPage[] };
  const language = lang === 'en' ? '' : ` (in ${LANGUAGE_NAMES[lang]})`;
  return {
    problems: result.error.issues.map((issue) => {
      // A field is named inside its page, and the page by its path: `sections.0.links (page /help)`.
      const [index, ...path] = issue.path;
      if (typeof index !== 'number') return problemOf(file, 'a list of pages', issue, parsed.value);
      const page = (parsed.value as unknown[])[index];
      const problem = problemOf(file, 'a page', { ...issue, path }, page);
      const pagePath = (page as { path?: unknown } | null)?.path;
      const name = typeof pagePath === 'string' ? `page ${pagePath}` : `page ${index + 1}`;
      return { ...problem, field: `${problem.field ? `${problem.field} (${name})` : name}${language}` };
    }),
  };
}
