import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget } from '../../tools/new-widget.mjs';
import { buildManifest } from '../../host/vite/manifest/custom-elements-manifest';

/**
 * `npm run new-widget -- <name>` run into a copy of widgets/ and data/ (and the virtual modules' declarations): the folder
 * it writes type-checks, defines its tag with a documented attribute, renders its
 * examples with its catalog text in English and Marathi, and adds the keys to all
 * three catalogs.
 */
const root = resolve(__dirname, '../..');
// Inside the project, so the copy resolves react and the other packages from node_modules.
const copy = join(root, 'node_modules/.cache/new-widget-check');
let written: string[] = [];
const VIRTUAL_MODULES = 'host/vite/virtual-modules.d.ts';

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const folder of ['widgets', 'data']) cpSync(join(root, folder), join(copy, folder), { recursive: true });
  // The virtual modules the widget sources import are declared beside the plugins that serve them.
  cpSync(join(root, VIRTUAL_MODULES), join(copy, VIRTUAL_MODULES));
  written = createWidget(copy, 'notice-board');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('new-widget', () => {
  it('writes the component, props, element, examples, test and the catalog keys', () => {
    expect(written).toEqual([
      'widgets/notice-board/NoticeBoard.tsx',
      'widgets/notice-board/props.ts',
      'widgets/notice-board/element.ts',
      'widgets/notice-board/examples.ts',
      'widgets/notice-board/notice-board.test.tsx',
      'data/i18n/messages/en.json',
      'data/i18n/messages/mr.json',
      'data/i18n/messages/hi.json',
    ]);
    const catalog = (lang: string) => JSON.parse(readFileSync(join(copy, `data/i18n/messages/${lang}.json`), 'utf8'));
    expect(catalog('en')['noticeBoard.heading']).toBe('New section');
    expect(catalog('mr')['noticeBoard.heading']).toMatch(/[\u0900-\u097F]/);
    expect(catalog('hi')['noticeBoard.intro']).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses a name that is not a tag name, or a folder that exists', () => {
    expect(() => createWidget(copy, 'Notice Board')).toThrow('is not a widget name');
    expect(() => createWidget(copy, 'notice-board')).toThrow('widgets/notice-board already exists');
  });

  it('defines <uni-notice-board> with its attribute documented, and renders every example', async () => {
    const base = join(copy, 'widgets');
    await import(/* @vite-ignore */ join(base, 'notice-board/element.ts'));
    const { widgetDefinitions } = await import(/* @vite-ignore */ join(base, 'core/definitions.ts'));
    const definition = widgetDefinitions.get('uni-notice-board');
    expect(definition?.declared).toEqual({ heading: { type: 'string' } });

    const file = 'widgets/notice-board/element.ts';
    const widget = {
      tag: 'uni-notice-board',
      file,
      declared: definition.declared,
      takesData: false,
      sampleProblems: [],
    };
    const { problems, manifest } = buildManifest([widget], (name) => readFileSync(join(copy, name), 'utf8'));
    expect(problems).toEqual([]);
    expect(manifest.modules[0].declarations[0].attributes[0]).toMatchObject({ name: 'heading' });

    const { component, examples } = (await import(/* @vite-ignore */ join(base, 'notice-board/examples.ts'))) as {
      component: ComponentType<object>;
      examples: Record<string, object>;
    };
    expect(renderToString(createElement(component, examples.default))).toContain('New section');
    expect(renderToString(createElement(component, examples.ownHeading))).toContain('Notices');
  }, 60_000);

  it('type-checks', () => {
    writeFileSync(
      join(copy, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        include: ['widgets/notice-board', 'widgets/**/*.d.ts', VIRTUAL_MODULES],
      }),
    );
    const tsc = join(root, 'node_modules/.bin/tsc');
    expect(() =>
      execFileSync(tsc, ['-p', join(copy, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' }),
    ).not.toThrow();
  }, 120_000);
});
