import type { Plugin } from 'vite';
import { isLanguage } from '../../data/i18n/languages.ts';
import { formatProblem, readRecord, recordForLanguage } from '../../data/records/read-record.ts';

/**
 * Turns each record file (data/records/<kind>/<year>/<name>.yaml) into a module whose
 * default export is the record, checked against its kind's schema: a bad record fails
 * the build (and `npm run dev` shows the error) naming the file, the field and the
 * language. Imported with `?lang=mr`, its texts keep only English and Marathi.
 * The record's `slug` (its file name) is added: it names the record in URLs and checks.
 */
export function recordsPlugin(): Plugin {
  return {
    name: 'uni-records',
    enforce: 'pre',
    transform(text, id) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.yaml') || !file.includes('/data/records/')) return undefined;
      const result = readRecord(file, text);
      if ('problems' in result) {
        const relative = (path: string) => path.slice(path.indexOf('data/records/'));
        return this.error(
          result.problems.map((problem) => formatProblem({ ...problem, file: relative(problem.file) })).join('\n'),
        );
      }
      const lang = new URLSearchParams(query).get('lang');
      const slug = file
        .split('/')
        .at(-1)!
        .replace(/\.yaml$/, '');
      const record = { slug, ...(isLanguage(lang) ? recordForLanguage(result.record, lang) : result.record) };
      return { code: `export default ${JSON.stringify(record)};\n`, map: null };
    },
  };
}
