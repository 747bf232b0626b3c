import { fileURLToPath } from 'node:url';
import { runnerImport, type Environment } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  dataExpression,
  dataModule,
  evaluatesInThisThread,
  forgetInThreadData,
} from '../../host/vite/content/in-thread-data';
import { importSiteModule, siteDataPlugins, withSiteModules } from '../../host/vite/content/import-site-module';

/** Runs an expression as a module's code would. */
const evaluate = (expression: string): unknown => new Function(`return ${expression};`)();

/** The ids of the modules whose data the thread holds now, of every environment. */
const heldIds = () =>
  [
    ...(globalThis as unknown as Record<symbol, { values: Map<number, Map<string, unknown>> }>)[
      Symbol.for('uni.in-thread-data')
    ]!.values.values(),
  ].flatMap((values) => [...values.keys()]);

/** A stand-in for a Vite environment: the registry only needs its identity. */
const environment = () => ({}) as Environment;

const section = [{ file: 'data/pages/about/history.mr.yaml', lang: 'mr', page: { path: '/about/history' } }];

describe('content modules handed to a runner in this thread', () => {
  it('writes the data as JSON for an environment not declared (a browser, the bundle, another thread)', () => {
    expect(dataModule(environment(), '\0virtual:pages/test-section?lang=mr', section)).toBe(
      `export default ${JSON.stringify(section)};\n`,
    );
    expect(dataModule(undefined, '\0virtual:pages/test-section?lang=mr', section)).toBe(
      `export default ${JSON.stringify(section)};\n`,
    );
  });

  it('hands a declared environment the very object, not a copy, and no data in the code', () => {
    const declared = environment();
    evaluatesInThisThread(declared);
    const expression = dataExpression(declared, '\0virtual:pages/test-section?lang=mr', section);
    expect(expression).not.toContain('history');
    expect(evaluate(expression)).toBe(section);
  });

  it('keeps each environment’s data apart', () => {
    const [first, second] = [environment(), environment()];
    evaluatesInThisThread(first);
    evaluatesInThisThread(second);
    const id = '\0virtual:records/test-kind?lang=en';
    const [one, two] = [[{ slug: 'a' }], [{ slug: 'b' }]];
    const [fromFirst, fromSecond] = [dataExpression(first, id, one), dataExpression(second, id, two)];
    forgetInThreadData(second);
    expect(evaluate(fromFirst)).toBe(one);
    expect(() => evaluate(fromSecond)).toThrow(`${id}: its data was let go before the module ran again`);
  });

  it('lets go of the modules asked for only', () => {
    const declared = environment();
    evaluatesInThisThread(declared);
    const about = dataExpression(declared, '\0virtual:pages/test-section?lang=mr', section);
    const student = dataExpression(declared, '\0virtual:pages/test-other?lang=mr', []);
    forgetInThreadData(declared, (id) => id.endsWith('virtual:pages/test-section?lang=mr'));
    expect(() => evaluate(about)).toThrow('virtual:pages/test-section?lang=mr: its data was let go');
    expect(evaluate(student)).toEqual([]);
  });

  it('gives the build steps the same content as a module written out as JSON', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const file = 'data/pages/site-pages.ts';
    type SitePages = typeof import('../../data/pages/site-pages');
    const asJson = await runnerImport<SitePages>(`${root}${file}`, {
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: siteDataPlugins(root),
    });
    await withSiteModules(root, async () => {
      const inThread = await importSiteModule<SitePages>(root, file);
      expect(inThread.module.sitePages).toEqual(asJson.module.sitePages);
      expect(inThread.module.sitePages.mr.length).toBeGreaterThan(3);
      expect(heldIds()).toContain('\0virtual:pages/about?lang=mr');
    });
    // Closing the steps' environment lets go of every module's data.
    expect(heldIds().filter((id) => id.startsWith('\0virtual:pages/about'))).toEqual([]);
  }, 60_000);
});
