import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLogger, type Logger, type Plugin } from 'vite';
import { RECORD_KINDS } from '../../data/schema/records.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../data/i18n/languages.ts';
import { recordFiles } from './content/records-plugin.ts';
import { relativeFilesUnder } from './files-under.ts';

/**
 * The build's output in a few lines instead of one a file: Vite lists every file it writes (at
 * 10,000 pages a language, tens of thousands of search shards); `quietLogger` counts those lines
 * instead of printing them, and `buildSummaryPlugin` ends the build with one table: the time of
 * each phase, pages per language, records, files and sizes.
 */

/** Vite's line for one written file: `dist/search/en/p-0042.json   1.20 kB │ gzip: 0.40 kB`. */
// oxlint-disable-next-line no-control-regex -- the colours Vite puts around the path
const FILE_LINE = /^\s*(?:\u001b\[[\d;]*m)*(?:\.\.\/)*dist\//;

/** A logger that prints all Vite prints but the written files' list (the summary counts the files). */
export function quietLogger(): Logger {
  const logger = createLogger('info');
  const info = logger.info;
  logger.info = (message, options) => {
    if (!FILE_LINE.test(message)) info(message, options);
  };
  return logger;
}

/** The hooks whose time the summary shows per plugin: each after the bundle is made. */
const TIMED_HOOKS = ['generateBundle', 'writeBundle', 'closeBundle'] as const;
type TimedHook = (typeof TIMED_HOOKS)[number];

/** The language of a written page: its first folder when that is a language (`mr/about.html`), else English. */
const pageLanguage = (path: string) =>
  LANGUAGE_CODES.find(
    (code) => code !== DEFAULT_LANGUAGE && (path.startsWith(`${code}/`) || path === `${code}.html`),
  ) ?? DEFAULT_LANGUAGE;

/** What each written file is, for the summary's rows. */
function fileGroup(path: string): string {
  if (/\.(br|gz)$/.test(path)) return 'compressed copies (.br, .gz)';
  if (path.endsWith('.html') && !/^(widgets|demo|assets)\//.test(path)) return 'pages (.html)';
  if (path.startsWith('search/')) return 'search index';
  if (path.startsWith('assets/') || path.startsWith('widgets/')) return 'scripts, styles, fonts (assets/, widgets/)';
  return 'other (documents, images, feeds, sitemap)';
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (value: number) => value.toLocaleString('en');

/** A plain table: columns padded, numbers right-aligned. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('   '),
    )
    .join('\n');
}

/**
 * Ends the build with its summary table. List it last: it times the hooks of the plugins before
 * it (each plugin's own time; plugins' `closeBundle` hooks may run side by side) and reads
 * dist/ once every plugin has written to it.
 */
export function buildSummaryPlugin(root: string): Plugin {
  const started = performance.now();
  const marks: Record<string, number> = {};
  const pluginTimes = new Map<string, number>();
  let outDir = '';
  let buildFailed = false;
  let logger: Logger | undefined;
  const mark = (name: string) => () => {
    marks[name] ??= performance.now() - started;
  };
  /** Wraps one plugin's hook so that its time adds to the plugin's row. */
  const timeHook = (plugin: Plugin, hook: TimedHook) => {
    const value = plugin[hook];
    if (!value) return;
    const handler = (typeof value === 'function' ? value : value.handler) as (...args: unknown[]) => unknown;
    const timed = async function (this: unknown, ...args: unknown[]) {
      const hookStarted = performance.now();
      try {
        return await handler.apply(this, args);
      } finally {
        pluginTimes.set(plugin.name, (pluginTimes.get(plugin.name) ?? 0) + performance.now() - hookStarted);
      }
    };
    // oxlint-disable-next-line typescript/no-explicit-any -- the hook's own type, whatever it is, is kept
    (plugin as Record<TimedHook, any>)[hook] = typeof value === 'function' ? timed : { ...value, handler: timed };
  };
  return {
    name: 'uni-build-summary',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
      for (const plugin of config.plugins)
        if (plugin.name.startsWith('uni-') && plugin.name !== 'uni-build-summary')
          for (const hook of TIMED_HOOKS) timeHook(plugin as Plugin, hook);
      mark('configured')();
    },
    // The data check starts with the build and runs beside the bundle (check-data-plugin.ts): its
    // own row is how long the bundle then waited for it.
    buildStart: { order: 'post', handler: mark('started') },
    generateBundle: { order: 'pre', handler: mark('bundled') },
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (buildFailed) return;
        const total = performance.now() - started;
        const files = relativeFilesUnder(outDir).map((path) => [path, statSync(join(outDir, path)).size] as const);
        const pages = new Map<string, number>();
        const groups = new Map<string, { files: number; bytes: number }>();
        for (const [path, bytes] of files) {
          const group = fileGroup(path);
          const sums = groups.get(group) ?? { files: 0, bytes: 0 };
          groups.set(group, { files: sums.files + 1, bytes: sums.bytes + bytes });
          if (group === 'pages (.html)') pages.set(pageLanguage(path), (pages.get(pageLanguage(path)) ?? 0) + 1);
        }
        const records = Object.keys(RECORD_KINDS).map(
          (kind) => [kind, recordFiles(root, kind as keyof typeof RECORD_KINDS).length] as const,
        );
        const rows = [
          ['build', 'time'],
          ['config, fonts subset', seconds(marks.configured ?? 0)],
          ['build start', seconds((marks.started ?? 0) - (marks.configured ?? 0))],
          ['bundle and data check', seconds((marks.bundled ?? 0) - (marks.started ?? 0))],
          ...[...pluginTimes]
            .filter(([, time]) => time >= 50)
            .map(([name, time]) => [`  ${name.replace(/^uni-/, '')}`, seconds(time)]),
          ['total', seconds(total)],
        ];
        const output = [
          ['written', 'files', 'size'],
          ...[...groups].map(([group, sums]) => [group, count(sums.files), megabytes(sums.bytes)]),
          ['all of dist/', count(files.length), megabytes(files.reduce((sum, [, bytes]) => sum + bytes, 0))],
        ];
        const content = [
          ['content', 'count'],
          ...LANGUAGE_CODES.map((code) => [`pages in ${code}`, count(pages.get(code) ?? 0)]),
          ...records.map(([kind, number]) => [`records: ${kind}`, count(number)]),
        ];
        logger?.info(`\n${table(content)}\n\n${table(output)}\n\n${table(rows)}`);
      },
    },
  };
}
