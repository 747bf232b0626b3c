import { runnerImport, type Plugin } from 'vite';

/**
 * Fails the build when bundled data breaks its schema, naming the file and the
 * field (the same check the unit tests run).
 */
export function checkDataPlugin(root: string): Plugin {
  return {
    name: 'uni-check-data',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<typeof import('../../data/check-all')>(`${root}/data/check-all.ts`, {
        root,
        configFile: false,
      });
      const problems = module.checkAllData();
      if (problems.length) this.error(`Invalid data:\n${problems.join('\n')}`);
    },
  };
}
