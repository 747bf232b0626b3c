import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  className,
  customElements,
  declarationFromSource,
  DEFAULT_SRC_DESCRIPTION,
  LANG_ATTRIBUTE,
  generateManifest,
  parseRegistry,
  renderTypings,
} from '../../host/build/custom-elements-manifest';

const root = resolve(__dirname, '../..');

const FIXTURE = `import { events } from '../../data/home/events';
import { defineWidget } from '../core/define-widget';
import { Events } from './Events';

/** Not this block: it is not right above the call. */
const unrelated = 1;

/**
 * \`<uni-events>\`: upcoming events in accordion panels, one per category
 * (School/Sports, Academic, ...).
 *
 * Shows the bundled events unless the page gives its own.
 * @attr {'accordion' | 'all'} mode - how to show the events (default \`accordion\`)
 * @attr limit - how many events per category
 *   at most (default: all of them)
 * @attr show-past - also list past events (default \`false\`)
 * @attr heading - the heading (default 'Upcoming Events')
 * @fires uni-eventopen - a category panel was opened; \`detail\` is its name
 * @example <uni-events mode="all"></uni-events>
 */
defineWidget({
  tag: 'uni-events', hydrate: 'interaction',
  component: Events,
  attributes: { mode: 'string', limit: 'number', showPast: 'boolean', heading: 'string' },
  data: { sample: events, schema: () => import('../../data/schema/home').then((m) => m.Event.array()) },
});
`;

describe('parseRegistry', () => {
  it('reads every tag and module of the registry map', () => {
    const source = `export const widgetLoaders = {
      'uni-menu': () => import('./menu/element'),
      "uni-content-page": () => import("./content-page/element"),
      'uni-news':()=>import('./news/element'),
    };`;
    expect(parseRegistry(source)).toEqual([
      { tag: 'uni-menu', module: './menu/element' },
      { tag: 'uni-content-page', module: './content-page/element' },
      { tag: 'uni-news', module: './news/element' },
    ]);
  });
});

describe('declarationFromSource (one element.ts)', () => {
  const problems: string[] = [];
  const declaration = declarationFromSource(FIXTURE, 'widgets/events/element.ts', 'uni-events', problems);

  it('names the tag, the class and marks it a custom element', () => {
    expect(declaration).toMatchObject({
      kind: 'class',
      name: 'UniEventsElement',
      tagName: 'uni-events',
      customElement: true,
    });
    expect(className('uni-content-page')).toBe('UniContentPageElement');
  });

  it('takes the description from the JSDoc block right above defineWidget, without the tag prefix', () => {
    expect(
      declaration.description.startsWith(
        'Upcoming events in accordion panels, one per category\n(School/Sports, Academic, ...).\n\nShows the bundled events',
      ),
    ).toBe(true);
    expect(declaration.summary).toBe(
      'Upcoming events in accordion panels, one per category (School/Sports, Academic, ...).',
    );
    expect(declaration.description).not.toContain('Not this block');
  });

  it('lists the observed attributes in kebab case, typed, with literal defaults and descriptions', () => {
    expect(declaration.attributes).toEqual([
      {
        name: 'mode',
        fieldName: 'mode',
        type: { text: "'accordion' | 'all'" },
        default: 'accordion',
        description: 'how to show the events',
      },
      {
        name: 'limit',
        fieldName: 'limit',
        type: { text: 'number' },
        description: 'how many events per category at most (default: all of them)',
      },
      {
        name: 'show-past',
        fieldName: 'showPast',
        type: { text: 'boolean' },
        default: 'false',
        description: 'also list past events',
      },
      {
        name: 'heading',
        fieldName: 'heading',
        type: { text: 'string' },
        default: 'Upcoming Events',
        description: 'the heading',
      },
      { name: 'src', fieldName: 'src', type: { text: 'string' }, description: DEFAULT_SRC_DESCRIPTION },
      LANG_ATTRIBUTE,
    ]);
  });

  it('reads @fires as events and keeps @example as fenced HTML in the description', () => {
    expect(declaration.events).toEqual([
      {
        name: 'uni-eventopen',
        type: { text: 'CustomEvent' },
        description: 'a category panel was opened; `detail` is its name',
      },
    ]);
    expect(declaration.description).toContain('```html\n<uni-events mode="all"></uni-events>\n```');
  });

  it('reports nothing missing for a fully documented widget', () => {
    expect(problems).toEqual([]);
  });

  it('reports an undocumented attribute, a documented attribute that is not observed, and a missing description', () => {
    const found: string[] = [];
    declarationFromSource(
      `/**\n * @attr ghost - not observed\n */\ndefineWidget({ tag: 'uni-x', hydrate: 'interaction', component: X, attributes: { path: 'string' } });`,
      'widgets/x/element.ts',
      'uni-x',
      found,
    );
    expect(found).toEqual([
      'widgets/x/element.ts: attribute "path" of <uni-x> has no "@attr path - description" line in the JSDoc block',
      "widgets/x/element.ts: @attr ghost documented but not observed by <uni-x> (add it to defineWidget's attributes)",
      'widgets/x/element.ts: <uni-x> has no JSDoc description above its defineWidget call',
    ]);
  });

  it('fails with the file name when the registry and the element disagree or there is no defineWidget call', () => {
    expect(() => declarationFromSource(FIXTURE, 'widgets/events/element.ts', 'uni-news')).toThrow(
      'widgets/events/element.ts: defines <uni-events> but widgets/registry.ts loads it for <uni-news>',
    );
    expect(() => declarationFromSource('export {};', 'widgets/y/element.ts')).toThrow(
      'widgets/y/element.ts: no defineWidget({ ... }) call',
    );
  });

  it('rejects an attribute kind defineWidget does not know', () => {
    expect(() =>
      declarationFromSource(
        `defineWidget({ tag: 'uni-x', hydrate: 'interaction', component: X, attributes: { a: 'date' } });`,
        'x.ts',
      ),
    ).toThrow("attribute a has unknown type 'date'");
  });
});

describe('the manifest of this repository', () => {
  const { manifest, problems } = generateManifest(root);
  const registryTags = parseRegistry(readFileSync(join(root, 'widgets/registry.ts'), 'utf8')).map((entry) => entry.tag);
  const elements = customElements(manifest);

  it('is Custom Elements Manifest 2.x with one module per element.ts', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    for (const module of manifest.modules) {
      expect(module.kind).toBe('javascript-module');
      expect(module.path).toMatch(/^widgets\/[a-z0-9-]+\/element\.ts$/);
      expect(module.exports).toEqual([
        {
          kind: 'custom-element-definition',
          name: module.declarations[0].tagName,
          declaration: { name: module.declarations[0].name, module: module.path },
        },
      ]);
    }
  });

  it('documents every tag of widgets/registry.ts, picked up automatically', () => {
    expect(registryTags.length).toBeGreaterThanOrEqual(6);
    expect(elements.map((element) => element.tagName)).toEqual(registryTags);
  });

  it('has a description for every element and name, type and description for every attribute', () => {
    expect(problems).toEqual([]);
    for (const element of elements) {
      expect(element.description, element.tagName).not.toBe('');
      expect(Array.isArray(element.events)).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(attribute.type.text).not.toBe('');
        expect(attribute.description).not.toBe('');
      }
    }
  });

  it('documents the three embedding forms of each widget: tag, editor-safe div, and iframe except for the docs', () => {
    for (const module of manifest.modules) {
      const tag = module.declarations[0].tagName;
      expect(module.description, tag).toContain(`<${tag} attribute="value"></${tag}>`);
      expect(module.description, tag).toContain(`<div data-uni-widget="${tag}" data-attribute="value"></div>`);
      // The docs widget is the page that explains framing, so it has no frame page of its own.
      const hasFramePage = (module.description ?? '').includes(`/embed/frame/${tag}?attribute=value`);
      expect(hasFramePage, tag).toBe(tag !== 'uni-embed-docs');
    }
  });

  it('gives every data-driven widget a src attribute', () => {
    const dataDriven = manifest.modules.filter((module) =>
      /\bdata\s*:\s*\{/.test(readFileSync(join(root, module.path), 'utf8')),
    );
    expect(dataDriven.length).toBeGreaterThan(0);
    for (const module of dataDriven) {
      const names = module.declarations[0].attributes.map((attribute) => attribute.name);
      expect(names, module.path).toContain('src');
    }
  });

  it('gives every widget the lang attribute, documented once', () => {
    for (const element of elements) expect(element.attributes, element.tagName).toContainEqual(LANG_ATTRIBUTE);
  });

  it('agrees with the hand-written host/custom-elements.d.ts: same tags, same attributes', () => {
    const declared = new Map<string, string[]>();
    const source = readFileSync(join(root, 'host/custom-elements.d.ts'), 'utf8');
    for (const match of source.matchAll(/'(uni-[a-z0-9-]+)'\s*:\s*WidgetElement(?:<\{([^}]*)\}>)?/g)) {
      declared.set(
        match[1],
        [...(match[2] ?? '').matchAll(/'?([a-z][a-z0-9-]*)'?\??\s*:/g)].map((attribute) => attribute[1]).sort(),
      );
    }
    for (const element of elements) {
      expect(declared.has(element.tagName), `${element.tagName} missing from host/custom-elements.d.ts`).toBe(true);
      // WidgetElement adds `src` to every tag; `lang` is every HTML element's.
      const documented = element.attributes
        .map((attribute) => attribute.name)
        .filter((name) => name !== 'src' && name !== 'lang')
        .sort();
      expect(declared.get(element.tagName), element.tagName).toEqual(documented);
    }
  });
});

describe('renderTypings (JSX and DOM typings from the manifest)', () => {
  const { manifest } = generateManifest(root);
  const typings = renderTypings(manifest);
  const scratch = join(root, 'node_modules/.cache/uni-typings-check');

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('declares every tag for JSX and for HTMLElementTagNameMap', () => {
    for (const element of customElements(manifest)) {
      expect(typings).toContain(`'${element.tagName}': UniWidgetProps<${element.name}Attributes>;`);
      expect(typings).toContain(`'${element.tagName}': HTMLElement;`);
    }
  });

  it('type-checks: documented attributes are accepted, wrongly typed ones rejected', () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'custom-elements.d.ts'), typings);
    writeFileSync(
      join(scratch, 'usage.tsx'),
      [
        "import './custom-elements';",
        'export const ok = <><uni-menu path="/about" src="/menu.json" /><uni-footer className="x" /></>;',
        "export const tag: HTMLElementTagNameMap['uni-footer'] = document.createElement('uni-footer');",
        '// @ts-expect-error path is a string',
        'export const wrong = <uni-menu path={42} />;',
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          jsx: 'react-jsx',
          module: 'ESNext',
          moduleResolution: 'bundler',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['custom-elements.d.ts', 'usage.tsx'],
      }),
    );
    const tsc = join(root, 'node_modules/.bin/tsc');
    expect(() =>
      execFileSync(tsc, ['-p', join(scratch, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' }),
    ).not.toThrow();
  }, 60000);
});
