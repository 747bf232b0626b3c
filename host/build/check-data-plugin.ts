import type { Plugin } from 'vite';
import { loadSiteModule } from './import-site-module.ts';
import { loadWidgets } from './load-widget-definitions.ts';

/**
 * Fails the build when bundled data breaks its schema, naming the file and the
 * field (the same check the unit tests run): the data sets of data/check-all.ts,
 * and the sample of every widget that declares data (its `defineWidget` says which schema).
 */
export function checkDataPlugin(root: string): Plugin {
  return {
    name: 'uni-check-data',
    apply: 'build',
    async buildStart() {
      const module = await loadSiteModule<typeof import('../../data/check-all')>(root, 'data/check-all.ts');
      const widgets = await loadWidgets(root);
      const problems = [...module.checkAllData(), ...widgets.flatMap((widget) => widget.sampleProblems)];
      if (problems.length) this.error(`Invalid data:\n${problems.join('\n')}`);
    },
  };
}
