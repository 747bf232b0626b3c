import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readHomeSample, sampleFileName } from '../../../data/home/read-sample.ts';
import { formatProblem } from '../../../data/records/read-record.ts';

/**
 * Loads the home widgets' samples (data/home/<name>.yaml, data/home/<lang>/<name>.yaml) as
 * modules whose default export is the sample: checked at build time against its widget's
 * schema (a bad file fails the build naming file, field and language), given as plain JSON,
 * so visitors' code carries neither the schema nor a YAML parser.
 */
export function homeSamplesPlugin(root: string): Plugin {
  return {
    name: 'uni-home-samples',
    load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(root.replace(/\/?$/, '/')) || !sampleFileName(file)) return undefined;
      const relative = file.slice(root.replace(/\/?$/, '/').length);
      const result = readHomeSample(relative, readFileSync(file, 'utf8'));
      if ('problems' in result)
        return this.error(`A sample that needs correcting:\n${result.problems.map(formatProblem).join('\n')}`);
      return `export default ${JSON.stringify(result.sample)};\n`;
    },
  };
}
