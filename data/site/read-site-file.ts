import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodType } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { formatProblem, LANGUAGE_NAMES, parseYaml, problemOf, type RecordProblem } from '../records/read-record.ts';
import { LoginForm } from '../schema/layouts.ts';
import { Menu } from '../schema/menu.ts';
import { RecordPagesWords } from '../schema/page.ts';
import { Footer, GeneratedPage, SiteIdentity } from '../schema/site.ts';

/**
 * Reads one of the files that describe the site itself (data/site/<name>.yaml in English,
 * data/site/<lang>/<name>.yaml translated) for the build and `npm run check`: YAML, then the
 * schema of that file; what is wrong is said like a content page's problems (data/pages/read-page.ts):
 * the file, the field, the language.
 */

/** Each file by name, what it holds in a webmaster's words, and its schema. */
export const SITE_FILES: Record<string, { what: string; schema: ZodType }> = {
  identity: { what: "the university's identity", schema: SiteIdentity },
  menu: { what: 'the main menu', schema: Menu },
  footer: { what: 'the footer', schema: Footer },
  login: { what: 'the login form', schema: LoginForm },
  'generated-pages': { what: 'the titles of the generated pages', schema: GeneratedPage.array() },
  'record-pages': { what: "the texts of What's new and the archive", schema: RecordPagesWords },
};

const SITE_FILE = new RegExp(`(?:^|/)data/site/(?:(${LANGUAGE_CODES.join('|')})/)?([a-z-]+)\\.yaml$`);

/** `data/site/mr/footer.yaml` -> file `footer`, language `mr`; undefined for a file elsewhere. */
export function siteFileName(file: string): { name: string; lang: LanguageCode } | undefined {
  const match = SITE_FILE.exec(file.replaceAll('\\', '/'));
  return match ? { name: match[2]!, lang: (match[1] ?? 'en') as LanguageCode } : undefined;
}

/** The value in `text` (the file's YAML) checked against its schema; or what is wrong with it. */
export function readSiteFile(file: string, text: string): { value: unknown } | { problems: RecordProblem[] } {
  const { name = '', lang = 'en' } = siteFileName(file) ?? {};
  const known = SITE_FILES[name];
  if (!known)
    return {
      problems: [
        { file, field: '', message: `is none of the site's files (${Object.keys(SITE_FILES).join(', ')}.yaml)` },
      ],
    };
  const parsed = parseYaml(file, text);
  if ('problems' in parsed) return parsed;
  const result = known.schema.safeParse(parsed.value);
  // The file's own value, once valid: what the TypeScript constants gave, keys in the writer's order.
  if (result.success) return { value: parsed.value };
  const language = lang === 'en' ? '' : ` (in ${LANGUAGE_NAMES[lang]})`;
  return {
    problems: result.error.issues.map((issue) => {
      const problem = problemOf(file, known.what, issue, parsed.value);
      const field = problem.field || (language ? 'the whole file' : '');
      return { ...problem, field: field && `${field}${language}` };
    }),
  };
}

/** The university's identity for build code that runs before Vite's plugins do (the config's own plugins). */
export function siteIdentity(root: string): SiteIdentity {
  const file = 'data/site/identity.yaml';
  const result = readSiteFile(file, readFileSync(join(root, file), 'utf8'));
  if ('problems' in result) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.value as SiteIdentity;
}

const ENGLISH_FOOTER = 'data/site/footer.yaml';

/** The links of a translated footer that are not those of the English one, in its order. */
function footerMismatches(file: string, lang: LanguageCode, english: Footer, translated: Footer): RecordProblem[] {
  const language = ` (in ${LANGUAGE_NAMES[lang]})`;
  return (['quickLinks', 'policyLinks'] as const).flatMap((list) => {
    if (translated[list].length !== english[list].length)
      return [
        {
          file,
          field: `${list}${language}`,
          message: `has ${translated[list].length} links, the English footer (${ENGLISH_FOOTER}) has ${english[list].length}: translate each of its links, in its order`,
        },
      ];
    return english[list].flatMap((link, index) =>
      translated[list][index]!.link === link.link
        ? []
        : [
            {
              file,
              field: `${list}.${index}.link${language}`,
              message: `is ${translated[list][index]!.link}, the English footer has ${link.link} here: keep the links and their order as in English`,
            },
          ],
    );
  });
}

const ENGLISH_LOGIN = 'data/site/login.yaml';

/**
 * What a translated login form changes that is not text: its fields' names, types and order (what the
 * form sends and how the browser checks it), and its links. Those are the English form's, in every language.
 */
function loginMismatches(file: string, lang: LanguageCode, english: LoginForm, translated: LoginForm): RecordProblem[] {
  const language = ` (in ${LANGUAGE_NAMES[lang]})`;
  const differs = (field: string, value: unknown, expected: unknown): RecordProblem[] =>
    JSON.stringify(value) === JSON.stringify(expected)
      ? []
      : [
          {
            file,
            field: `${field}${language}`,
            message: `is ${JSON.stringify(value)}, the English form (${ENGLISH_LOGIN}) has ${JSON.stringify(expected)}: translate the texts only`,
          },
        ];
  const shape = (form: LoginForm) =>
    form.fields.map(({ name, type, required, autocomplete }) => ({ name, type, required, autocomplete }));
  return [
    ...differs('fields', shape(translated), shape(english)),
    ...differs('forgotPassword.path', translated.forgotPassword.path, english.forgotPassword.path),
    ...differs(
      'createAccount.buttons',
      translated.createAccount.buttons.map((button) => button.href),
      english.createAccount.buttons.map((button) => button.href),
    ),
    ...differs('portal', translated.portal, english.portal),
  ];
}

/** Every file of data/site/ checked, as `npm run check` reports them; `root` is the project. */
export function checkSiteFiles(root: string): RecordProblem[] {
  const folder = join(root, 'data/site');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `data/site/${name.replaceAll('\\', '/')}`)
    .toSorted();
  const read = new Map<string, unknown>();
  const problems: RecordProblem[] = [];
  for (const file of files) {
    const result = readSiteFile(file, readFileSync(join(root, file), 'utf8'));
    if ('problems' in result) problems.push(...result.problems);
    else read.set(file, result.value);
  }
  const english = read.get(ENGLISH_FOOTER) as Footer | undefined;
  const englishLogin = read.get(ENGLISH_LOGIN) as LoginForm | undefined;
  for (const [file, value] of read) {
    const { name, lang } = siteFileName(file)!;
    if (name === 'footer' && lang !== 'en' && english)
      problems.push(...footerMismatches(file, lang, english, value as Footer));
    if (name === 'login' && lang !== 'en' && englishLogin)
      problems.push(...loginMismatches(file, lang, englishLogin, value as LoginForm));
  }
  return problems;
}
