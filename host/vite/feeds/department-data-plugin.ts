import type { Plugin } from 'vite';
import { departmentDataPath } from '../../../data/feed-paths.ts';
import { LANGUAGE_CODES } from '../../../data/i18n/languages.ts';
import { loadSiteModule } from '../content/import-site-module.ts';

/**
 * Writes each department's events and news as JSON (data/records/departments.ts): a
 * department site's `<uni-events src>` and `<uni-news src>` show what the department
 * published, in its language (`/mr/departments/<slug>/events.json` in Marathi). Served
 * with CORS like the feeds (host/vite/servers/security-headers.ts), so the department's own site can read them.
 */
export function departmentDataPlugin(root: string): Plugin {
  return {
    name: 'uni-department-data',
    apply: 'build',
    async generateBundle() {
      const { departmentData } = await loadSiteModule<typeof import('../../../data/records/departments')>(
        root,
        'data/records/departments.ts',
      );
      for (const lang of LANGUAGE_CODES)
        for (const { department, events, news } of departmentData(lang))
          for (const [kind, rows] of [
            ['events', events],
            ['news', news],
          ] as const)
            this.emitFile({
              type: 'asset',
              fileName: departmentDataPath(lang, department, kind).slice(1),
              source: `${JSON.stringify(rows, null, 1)}\n`,
            });
    },
  };
}
