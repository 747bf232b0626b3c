import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { LANGUAGE_NAMES, parseYaml, problemOf, type RecordProblem } from '../records/read-record.ts';
import { PageFile } from '../schema/content.ts';

/**
 * Reads one page file for the build and `npm run check`: YAML, then the `PageFile` schema;
 * what is wrong is said like a record's problems (data/records/read-record.ts): the file,
 * the field, and the language the file is written in.
 *
 * Why one file per page and language (data/pages/<section>/<page>.<lang>.yaml): a webmaster
 * edits one page without scrolling through its section, a translation is added page by
 * page (a page without one shows English, marked), and a diff names the page it changed.
 */

const PAGE_FILE = new RegExp(`(?:^|/)data/pages/([a-z0-9-]+)/([a-z0-9-]+)\\.(${LANGUAGE_CODES.join('|')})\\.yaml$`);

/** `data/pages/about/history.mr.yaml` -> section `about`, page `history`, language `mr`. */
export function pageFileName(file: string): { section: string; name: string; lang: LanguageCode } | undefined {
  const match = PAGE_FILE.exec(file.replaceAll('\\', '/'));
  return match ? { section: match[1]!, name: match[2]!, lang: match[3] as LanguageCode } : undefined;
}

/** The page in `text` (the file's YAML) checked against `PageFile`; or what is wrong with it. */
export function readPage(file: string, text: string): { page: PageFile } | { problems: RecordProblem[] } {
  const name = pageFileName(file);
  if (!name)
    return {
      problems: [{ file, field: '', message: 'is not named like data/pages/<section>/<page>.<en|mr|hi>.yaml' }],
    };
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const result = PageFile.safeParse(parsed.value ?? {});
  // The file's own value, once valid: the same objects a TypeScript section gave, keys in the writer's order.
  if (result.success) return { page: parsed.value as PageFile };
  const language = name.lang === 'en' ? '' : ` (in ${LANGUAGE_NAMES[name.lang]})`;
  return {
    problems: result.error.issues.map((issue) => {
      const problem = problemOf(file, 'a page', issue, parsed.value);
      return { ...problem, field: `${problem.field || 'the page'}${language}` };
    }),
  };
}
