import type { Plugin } from 'vite';
import { checkContent, type UncheckedContent } from './content-check.ts';
import { loadWidgets } from '../manifest/load-widget-definitions.ts';
import { flushReadFiles, readingUntil } from '../content/read-once.ts';

/**
 * What is wrong with the content and the widgets' samples, each naming the file, the field and the
 * language. The samples are code (each widget's element.ts and what it imports from data/): an
 * incremental build (`unchecked` given) has the code of the last complete build, which checked them,
 * so they are not loaded again: running every widget's code takes seconds, and with the frame pages
 * kept and the manifest kept beside the render bundle, nothing else of an incremental build runs it.
 */
async function contentProblems(root: string, unchecked: UncheckedContent | undefined): Promise<string[]> {
  const { errors } = await checkContent(root, unchecked);
  const widgets = errors.length || unchecked ? [] : await loadWidgets(root);
  return [...errors, ...widgets.flatMap((widget) => widget.sampleProblems)];
}

/**
 * Fails the build when the content breaks its rules, naming the file, the field and the
 * language (what `npm run check` prints, content-check.ts): the records, the data sets of
 * data/check-all.ts, and the sample of every widget that declares data (its `defineWidget`
 * says which schema). A failed build leaves the last good site where it is served.
 * `uncheckedPages`: in an incremental build, the sections as the last complete build checked them
 * (host/vite/incremental/): their page files and routes are not checked again.
 *
 * The check runs beside the bundle (started with the build, awaited before any file is made:
 * the first hook of the bundle's generation), not before it: most of its time is loading what the
 * bundle loads too (the site's modules, the route index, the widgets), and the bundler works on
 * its own threads meanwhile. A module made from a bad record fails the bundle itself with the
 * same words (records-plugin.ts), so nothing is written from content the check would refuse.
 */
export function checkDataPlugin(
  root: string,
  uncheckedPages: () => UncheckedContent | undefined = () => undefined,
): Plugin {
  let checked: Promise<{ problems: string[] } | { failed: unknown }> | undefined;
  return {
    name: 'uni-check-data',
    apply: 'build',
    buildStart() {
      // Settled as a value, never rejected: a bundle that fails first leaves no rejection unheard.
      checked = contentProblems(root, uncheckedPages())
        .then(
          (problems) => ({ problems }),
          (failed: unknown) => ({ failed }),
        )
        // The check has read the content: what the files gave is saved for the next build now, and
        // the bytes kept for it (about 25 MB every 1,000 pages a language) go before the bundle's files are made.
        .finally(flushReadFiles);
      // The files it reads first (every record and page file) are read by the sections it loads next.
      readingUntil(checked);
    },
    generateBundle: {
      order: 'pre',
      async handler() {
        const result = await checked;
        if (!result) return this.error('the data check did not start (buildStart did not run)');
        if ('failed' in result) throw result.failed;
        if (result.problems.length)
          this.error(`Content to correct (npm run check lists it too):\n${result.problems.join('\n')}`);
      },
    },
  };
}
