import { describe, expect, it } from 'vitest';
import { runTimeImports, servedAtRunTime } from '../../host/vite/prerender/run-time-modules.ts';

const load = (id: string) => `globalThis[Symbol.for("uni.prerender.run-time-modules")](${JSON.stringify(id)})`;

describe('the render bundle’s run-time modules (host/vite/prerender/run-time-modules.ts)', () => {
  it('serves every virtual module at run time but the widgets’ registry, which is code', () => {
    expect(servedAtRunTime('virtual:records/circulars?lang=en')).toBe(true);
    expect(servedAtRunTime('virtual:route-index')).toBe(true);
    expect(servedAtRunTime('virtual:widget-registry')).toBe(false);
    expect(servedAtRunTime('/widgets/core/definitions.ts')).toBe(false);
  });

  it('makes each kind of import of one a call, where it stood, and leaves the others', () => {
    const code = [
      `import { pageRoute } from './page-data.js';`,
      `import en, { a as b, "odd name" as c } from 'virtual:records/news?lang=en';`,
      `import * as index from 'virtual:route-index';`,
      `import 'virtual:build-date';`,
      `export { default as gigwPages } from 'virtual:static-pages/gigw?lang=hi';`,
      `const title = 'पृष्ठ'; const later = () => import('virtual:site-map-index');`,
      `const widgets = () => import('virtual:widget-registry');`,
    ].join('\n');
    expect(runTimeImports(code, 'test.js')!.split('\n')).toEqual([
      `import { pageRoute } from './page-data.js';`,
      `const { default: en, a: b, "odd name": c } = await ${load('virtual:records/news?lang=en')};`,
      `const index = await ${load('virtual:route-index')};`,
      `await ${load('virtual:build-date')};`,
      `const { default: __runTime3_0 } = await ${load('virtual:static-pages/gigw?lang=hi')};`,
      `export { __runTime3_0 as gigwPages };`,
      `const title = 'पृष्ठ'; const later = () => ${load('virtual:site-map-index')};`,
      `const widgets = () => import('virtual:widget-registry');`,
    ]);
  });

  it('leaves a module that imports none as it is', () => {
    expect(runTimeImports(`import { x } from './x.js';\nexport const y = x;`, 'test.js')).toBeUndefined();
    expect(runTimeImports(`export const id = 'virtual:route-index';`, 'test.js')).toBeUndefined();
  });

  it('refuses `export *` from one: its names are not known until it runs', () => {
    expect(() => runTimeImports(`export * from 'virtual:records/news?lang=en';`, 'data/news.js')).toThrow(
      /data\/news\.js: `export \* from "virtual:records\/news\?lang=en"`/,
    );
  });
});
