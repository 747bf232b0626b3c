import type { LanguageCode } from '../i18n/languages.ts';
import { LANGUAGE_NAMES, parseYaml, problemOf, type RecordProblem } from '../records/read-record.ts';
import { RecordPagesText } from '../schema/record-pages.ts';

/** The words of What's new and the archive in a language (data/schema/record-pages.ts). */
export const whatsNewFile = (lang: LanguageCode) => `data/static-pages/whats-new.${lang}.yaml`;

/** The words in `text` (the file's YAML), checked; or what is wrong, naming the field and the language. */
export function readWhatsNew(
  file: string,
  lang: LanguageCode,
  text: string,
): { words: RecordPagesText } | { problems: RecordProblem[] } {
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const result = RecordPagesText.safeParse(parsed.value ?? {});
  if (result.success) return { words: result.data };
  const language = lang === 'en' ? '' : ` (in ${LANGUAGE_NAMES[lang]})`;
  return {
    problems: result.error.issues.map((issue) => {
      const problem = problemOf(file, "What's new", issue, parsed.value);
      return { ...problem, field: `${problem.field}${language}` };
    }),
  };
}
