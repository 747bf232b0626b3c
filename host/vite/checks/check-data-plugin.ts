import type { Plugin } from 'vite';
import { checkContent } from './content-check.ts';
import { loadWidgets } from '../manifest/load-widget-definitions.ts';

/**
 * Fails the build when the content breaks its rules, naming the file, the field and the
 * language (what `npm run check` prints, content-check.ts): the records, the data sets of
 * data/check-all.ts, and the sample of every widget that declares data (its `defineWidget`
 * says which schema). A failed build leaves the last good site where it is served.
 * `uncheckedPages`: in an incremental build, the page files whose section is as the last
 * complete build checked it (host/vite/incremental/): their content is not checked again.
 */
export function checkDataPlugin(
  root: string,
  uncheckedPages: () => ((file: string) => boolean) | undefined = () => undefined,
): Plugin {
  return {
    name: 'uni-check-data',
    apply: 'build',
    async buildStart() {
      const { errors } = await checkContent(root, uncheckedPages());
      const widgets = errors.length ? [] : await loadWidgets(root);
      const problems = [...errors, ...widgets.flatMap((widget) => widget.sampleProblems)];
      if (problems.length) this.error(`Content to correct (npm run check lists it too):\n${problems.join('\n')}`);
    },
  };
}
