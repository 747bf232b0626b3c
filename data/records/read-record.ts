import { YAMLParseError } from 'yaml';
import type { core } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { RECORD_KINDS, type RecordKind } from '../schema/records.ts';
import { parseCoreYaml } from './yaml-core.ts';

/**
 * Reads one record file (data/records/<kind>/<year>/<name>.yaml) for the build and for
 * `npm run check`: YAML, then its kind's schema. What is wrong is said the way a
 * webmaster reads it: the file, the field, the language, and what to do.
 */

/** One thing wrong in a record file. */
export interface RecordProblem {
  file: string;
  /** The field in the webmaster's words, e.g. `title in Marathi (mr)`; empty for the whole file. */
  field: string;
  message: string;
}

export const formatProblem = ({ file, field, message }: RecordProblem) =>
  `${file}: ${field ? `${field}: ` : ''}${message}`;

/** Each language by its English name, as a webmaster reads it in messages and on the desk. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', mr: 'Marathi', hi: 'Hindi' };

/** The kind of a record file, from its folder: `data/records/circulars/<year>/<slug>.yaml` is a circular. */
export function recordKindOf(file: string): RecordKind | undefined {
  const kind = /(?:^|\/)data\/records\/([^/]+)\//.exec(file.replaceAll('\\', '/'))?.[1];
  return kind && kind in RECORD_KINDS ? (kind as RecordKind) : undefined;
}

/** `['title', 'mr']` -> `title in Marathi (mr)`; `['hi']` -> `Hindi (hi)`; `['file']` -> `file`. */
function fieldName(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  const names = path.map(String);
  if (typeof last === 'string' && LANGUAGE_CODES.includes(last as LanguageCode)) {
    const language = `${LANGUAGE_NAMES[last as LanguageCode]} (${last})`;
    // A file whose top level is its languages (data/site/record-pages.yaml) names the language alone.
    return path.length > 1 ? `${names.slice(0, -1).join('.')} in ${language}` : language;
  }
  return names.join('.');
}

/** What a field of the wrong kind must be instead, in a webmaster's words. */
const WRONG_TYPE: Record<string, string> = {
  string: 'must be text (put it in quotes if it is a number or a date)',
  object: 'must be a group of lines below it, each indented (for a text: en:, mr: and hi:)',
  number: 'must be a number',
};

/** The value at `path` inside `value`, or undefined where there is none. */
const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/** One schema issue of a file in a webmaster's words; `what` names what the file holds ("circulars", "a page"). */
export function problemOf(file: string, what: string, issue: core.$ZodIssue, value: unknown): RecordProblem {
  if (issue.code === 'unrecognized_keys')
    return {
      file,
      field: fieldName(issue.path),
      message: `${issue.keys.map((key) => `"${key}"`).join(', ')} is not a field of ${what} (check the spelling)`,
    };
  const field = fieldName(issue.path);
  if (issue.code !== 'custom' && valueAt(value, issue.path) === undefined)
    return { file, field, message: 'is missing' };
  if (issue.code === 'invalid_type')
    return { file, field, message: WRONG_TYPE[issue.expected] ?? `must be ${issue.expected}` };
  return { file, field, message: issue.message };
}

/** The value of a YAML file, or where it is not valid YAML. */
export function parseYaml(file: string, text: string): { value: unknown } | { problems: RecordProblem[] } {
  try {
    return { value: parseCoreYaml(text) };
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line})` : '';
    return {
      problems: [{ file, field: '', message: `is not valid YAML${where}: ${(error as Error).message.split('\n')[0]}` }],
    };
  }
}

/** The record in `text` (the file's YAML), with its kind's schema applied; or what is wrong with it. */
export function readRecord(
  file: string,
  text: string,
): { kind: RecordKind; record: Record<string, unknown> } | { problems: RecordProblem[] } {
  const kind = recordKindOf(file);
  if (!kind)
    return {
      problems: [
        { file, field: '', message: `is not in a folder of data/records/ (${Object.keys(RECORD_KINDS).join(', ')})` },
      ],
    };
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const { value } = parsed;
  const result = RECORD_KINDS[kind].safeParse(value ?? {});
  if (!result.success) return { problems: result.error.issues.map((issue) => problemOf(file, kind, issue, value)) };
  return { kind, record: result.data as Record<string, unknown> };
}

const isLanguageMap = (value: unknown): value is Partial<Record<LanguageCode, string>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'en' in value &&
  Object.keys(value).every((key) => LANGUAGE_CODES.includes(key as LanguageCode));

/**
 * The record as a page in `lang` needs it: each text keeps English (the fallback) and `lang`,
 * so a page's code carries no other language's words.
 */
export function recordForLanguage(record: Record<string, unknown>, lang: LanguageCode): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      isLanguageMap(value)
        ? Object.fromEntries(Object.entries(value).filter(([code]) => code === 'en' || code === lang))
        : value,
    ]),
  );
}
