import type { ZodType } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { LANGUAGE_NAMES, parseYaml, problemOf, type RecordProblem } from '../records/read-record.ts';
import * as home from '../schema/home.ts';

/**
 * Reads a home widget's bundled sample (data/home/<name>.yaml in English,
 * data/home/<lang>/<name>.yaml translated) for the build: YAML, then the schema of its
 * widget's data; what is wrong is said like a content page's problems (data/pages/read-page.ts).
 * The folder-per-language layout is the one every widget's element.ts globs
 * (`import.meta.glob('../../data/home/*\/<name>.yaml')`), so a new language needs no code.
 */

/** Each sample by file name, and the schema its widget declares for its data. */
const SAMPLE_SCHEMAS: Record<string, ZodType> = {
  affiliations: home.AffiliatedLogos,
  hero: home.Hero,
  leaders: home.Leaders,
  portal: home.PortalTiles,
  'quick-links': home.HomeQuickLinks,
  recognitions: home.Recognitions,
  statistics: home.Statistics,
  videos: home.FeaturedVideo,
};

const SAMPLE_FILE = new RegExp(`(?:^|/)data/home/(?:(${LANGUAGE_CODES.join('|')})/)?([a-z-]+)\\.yaml$`);

/** `data/home/mr/hero.yaml` -> sample `hero`, language `mr`; undefined for a file elsewhere. */
export function sampleFileName(file: string): { name: string; lang: LanguageCode } | undefined {
  const match = SAMPLE_FILE.exec(file.replaceAll('\\', '/'));
  return match ? { name: match[2]!, lang: (match[1] ?? 'en') as LanguageCode } : undefined;
}

/** The sample in `text` (the file's YAML) checked against its widget's schema; or what is wrong with it. */
export function readHomeSample(file: string, text: string): { sample: unknown } | { problems: RecordProblem[] } {
  const { name = '', lang = 'en' } = sampleFileName(file) ?? {};
  const schema = SAMPLE_SCHEMAS[name];
  if (!schema)
    return {
      problems: [{ file, field: '', message: `is no widget's sample (${Object.keys(SAMPLE_SCHEMAS).join(', ')})` }],
    };
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const result = schema.safeParse(parsed.value);
  // The file's own value, once valid: what the widget renders, keys in the writer's order.
  if (result.success) return { sample: parsed.value };
  const language = lang === 'en' ? '' : ` (in ${LANGUAGE_NAMES[lang]})`;
  return {
    problems: result.error.issues.map((issue) => {
      const problem = problemOf(file, `the ${name} sample`, issue, parsed.value);
      return { ...problem, field: `${problem.field || 'the sample'}${language}` };
    }),
  };
}
