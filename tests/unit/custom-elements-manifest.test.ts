import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildManifest,
  className,
  customElements,
  DEFAULT_SRC_DESCRIPTION,
  generateManifest,
  LANG_ATTRIBUTE,
  renderTypings,
} from '../../host/vite/manifest/custom-elements-manifest';
import { HOST_TYPINGS_FILE, hostTypings } from '../../host/vite/manifest/host-typings';
import type { LoadedWidget } from '../../host/vite/manifest/load-widget-definitions';
import { readWidgetDocs, WidgetDocsError } from '../../host/vite/manifest/widget-docs';
import { widgetLoaders } from '../../widgets/registry';

const root = resolve(__dirname, '../..');

/**
 * An element.ts written to trip a parser that counts braces or matches regexes:
 * apostrophes and braces in comments and strings inside the call, a `/* {x} *\/`
 * comment inside `attributes`, a quoted key, `/**` and `*\/` inside strings.
 */
const HOSTILE = `import { defineWidget } from '../core/define-widget';
import { Events } from './Events';

/** Not this block: it is not right above the call. */
const unrelated = '/** not a doc either */';

/**
 * \`<uni-events>\`: upcoming events in accordion panels, one per category
 * (School/Sports, Academic, ...).
 *
 * Shows the bundled events unless the page gives its own.
 * @fires uni-eventopen - a category panel was opened; \`detail\` is its name
 * @example <uni-events mode="all"></uni-events>
 */
defineWidget({
  tag: 'uni-events', // the widget's tag, don't change it
  hydrate: 'interaction',
  component: Events,
  attributes: {
    /** how to show the events */
    mode: { type: 'string', values: ['accordion', 'all'], default: 'accordion' },
    /* {x} a plain comment with braces, and it's got an apostrophe */
    /** how many events per category
     *  at most (default: all of them) */
    limit: 'number',
    /** also list past events */
    'showPast': { type: 'boolean', default: false },
    /** the heading, e.g. \`{ } }\` */
    heading: { type: 'string', default: '} { */ Upcoming Events' },
  },
  // The widget's data: it's the sample's {events}.
  data: { sample: [], schema: () => import('x').then((m) => m.schema({ braces: '}}}' })) },
});
`;

/**
 * The same widget in the form every widget folder now uses: the attributes a top-level
 * `export const ... as const satisfies AttributeDeclarations` of props.ts (its hostile comments
 * and strings inside), beside the component's props type with its own JSDoc; element.ts imports
 * them and the call names the const.
 */
const HOSTILE_PROPS = `import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

/** Not this block: it documents nothing of the widget's. */
const unrelated = '/** not a doc either */ }';

export const attributes = {
  /** how to show the events */
  mode: { type: 'string', values: ['accordion', 'all'], default: 'accordion' }, // it's the widget's own '{'
  /* {x} a plain comment with braces, and it's got an apostrophe */
  /** how many events per category
   *  at most (default: all of them) */
  limit: 'number',
  /** also list past events */
  'showPast': { type: 'boolean', default: false },
  /** the heading, e.g. \`{ } }\` */
  heading: { type: 'string', default: '} { */ Upcoming Events' },
} as const satisfies AttributeDeclarations;

/** The props <Events> receives: not the widget's description. */
export type EventsProps = WidgetProps<typeof attributes, unknown[]>;
`;

const HOSTILE_ELEMENT = `import { defineWidget } from '../core/define-widget';
import { Events } from './Events';
import { attributes } from './props';

/** Not this block: it is not right above the call. */
const unrelated = '/** not a doc either */ }';

/**
 * \`<uni-events>\`: upcoming events in accordion panels, one per category
 * (School/Sports, Academic, ...).
 *
 * Shows the bundled events unless the page gives its own.
 * @fires uni-eventopen - a category panel was opened; \`detail\` is its name
 * @example <uni-events mode="all"></uni-events>
 */
defineWidget({
  tag: 'uni-events', // the widget's tag, don't change it
  hydrate: 'interaction',
  component: Events,
  attributes,
  data: { sample: [], schema: () => import('x').then((m) => m.schema({ braces: '}}}' })) },
});
`;

/** Reads the two files of the hostile widget folder; any other file is missing. */
const readHostileFolder = (file: string) => {
  const sources: Record<string, string> = {
    'widgets/events/element.ts': HOSTILE_ELEMENT,
    'widgets/events/props.ts': HOSTILE_PROPS,
  };
  if (!(file in sources)) throw new Error(`ENOENT: ${file}`);
  return sources[file];
};

const HOSTILE_WIDGET: LoadedWidget = {
  tag: 'uni-events',
  file: 'widgets/events/element.ts',
  declared: {
    mode: { type: 'string', values: ['accordion', 'all'], default: 'accordion' },
    limit: { type: 'number' },
    showPast: { type: 'boolean', default: false },
    heading: { type: 'string', default: '} { */ Upcoming Events' },
  },
  takesData: true,
  sampleProblems: [],
};

describe('readWidgetDocs (JSDoc of one element.ts, through a real parser)', () => {
  const docs = readWidgetDocs(HOSTILE, 'widgets/events/element.ts');

  it('takes the block right above defineWidget, not an earlier one or a string', () => {
    expect(docs.description).toBe(
      '`<uni-events>`: upcoming events in accordion panels, one per category\n(School/Sports, Academic, ...).\n\nShows the bundled events unless the page gives its own.',
    );
  });

  it('documents every attribute, also after a comment with braces and apostrophes and under a quoted key', () => {
    expect(Object.fromEntries(docs.attributes)).toEqual({
      mode: 'how to show the events',
      limit: 'how many events per category at most (default: all of them)',
      showPast: 'also list past events',
      heading: 'the heading, e.g. `{ } }`',
    });
  });

  it('reads @fires and @example, and leaves src to the default when data has no JSDoc', () => {
    expect(docs.events).toEqual([
      { name: 'uni-eventopen', description: 'a category panel was opened; `detail` is its name' },
    ]);
    expect(docs.examples).toEqual(['<uni-events mode="all"></uni-events>']);
    expect(docs.data).toBeUndefined();
    expect(docs.unknownTags).toEqual([]);
  });

  it('reads the JSDoc of data as the description of src', () => {
    const source = `defineWidget({ tag: 'uni-x', hydrate: 'never', component: X,\n  /** URL of JSON: an array of \`{title, link}\` */\n  data: { sample: [] } });`;
    expect(readWidgetDocs(source, 'x.ts').data).toBe('URL of JSON: an array of `{title, link}`');
  });

  it('reports the old @attr lines as unknown tags, and fails on a missing call or a syntax error, naming the file', () => {
    const old = `/**\n * Old style.\n * @attr path - the path\n */\ndefineWidget({ tag: 'uni-x', hydrate: 'never', component: X });`;
    expect(readWidgetDocs(old, 'x.ts').unknownTags).toEqual(['@attr path - the path']);
    expect(() => readWidgetDocs('export {};', 'widgets/y/element.ts')).toThrow(
      'widgets/y/element.ts: no defineWidget({ ... }) call',
    );
    expect(() => readWidgetDocs('defineWidget({ tag: ', 'widgets/z/element.ts')).toThrow('widgets/z/element.ts:');
  });

  it('reads the attributes from the const of props.ts the call names, through hostile comments and strings', () => {
    const file = 'widgets/events/element.ts';
    const fromProps = readWidgetDocs(HOSTILE_ELEMENT, file, readHostileFolder);
    expect(Object.fromEntries(fromProps.attributes)).toEqual(Object.fromEntries(docs.attributes));
    expect(fromProps.attributesFile).toBe('widgets/events/props.ts');
    expect(docs.attributesFile).toBe(file);
    expect(fromProps.description).toBe(docs.description);
    expect(fromProps.events).toEqual(docs.events);
    expect(fromProps.examples).toEqual(docs.examples);
    expect(fromProps.unknownTags).toEqual([]);
    const renamed = HOSTILE_ELEMENT.replace(
      "import { attributes } from './props';",
      "import { attributes as declared } from './props.ts';",
    ).replace('  attributes,\n', '  attributes: declared,\n');
    expect(Object.fromEntries(readWidgetDocs(renamed, file, readHostileFolder).attributes)).toEqual(
      Object.fromEntries(docs.attributes),
    );
  });

  it('takes the const as written, with `as const`, `satisfies`, both, parentheses, exported or not', () => {
    const attributes = `{\n  /** the page's path, e.g. '/about' */\n  path: 'string',\n  /* {x} */\n  /** '}' closes nothing */\n  query: { type: 'string', default: '}' },\n}`;
    for (const declaration of [
      `const attributes = ${attributes};`,
      `const attributes = ${attributes} as const;`,
      `const attributes = ${attributes} satisfies AttributeDeclarations;`,
      `const attributes = ${attributes} as const satisfies AttributeDeclarations;`,
      `const attributes = (${attributes}) as const satisfies AttributeDeclarations;`,
      `export const attributes = ${attributes} as const;`,
    ]) {
      for (const property of ['attributes', 'attributes: attributes']) {
        const source = `${declaration}\n/** A page. */\ndefineWidget({ tag: 'uni-x', hydrate: 'never', component: X, ${property} });`;
        expect(Object.fromEntries(readWidgetDocs(source, 'x.ts').attributes), `${declaration} ${property}`).toEqual({
          path: "the page's path, e.g. '/about'",
          query: "'}' closes nothing",
        });
      }
    }
    const inlineAsConst = `defineWidget({ tag: 'uni-x', hydrate: 'never', component: X,\n  attributes: { /** the path */ path: 'string' } as const });`;
    expect(Object.fromEntries(readWidgetDocs(inlineAsConst, 'x.ts').attributes)).toEqual({ path: 'the path' });
  });

  it('refuses attributes it cannot read (a package import, a call, a let, another name), naming the file they are in', () => {
    const call = (attributes: string) =>
      `defineWidget({ tag: 'uni-x', hydrate: 'never', component: X, ${attributes} });`;
    const file = 'widgets/x/element.ts';
    expect(() => readWidgetDocs(`import { attributes } from './props';\n${call('attributes')}`, file)).toThrow(
      `${file}: attributes names \`attributes\`, imported from './props': declare the const in this file`,
    );
    const readProps = (source: string) => (name: string) => {
      if (name !== 'widgets/x/props.ts') throw new Error(`ENOENT: ${name}`);
      return source;
    };
    expect(() =>
      readWidgetDocs(`import shared from './props';\n${call('attributes: shared')}`, file, readProps('')),
    ).toThrow(`${file}: attributes names \`shared\`, imported from './props': import it by name`);
    expect(() =>
      readWidgetDocs(`import { attributes } from 'a-package';\n${call('attributes')}`, file, readProps('')),
    ).toThrow(`${file}: attributes names \`attributes\`, imported from 'a-package': import it by name from a module`);
    expect(() =>
      readWidgetDocs(`import { attributes } from './props';\n${call('attributes')}`, file, readProps('export {};')),
    ).toThrow('widgets/x/props.ts: attributes names `attributes`, which is not a top-level const of this file');
    expect(() =>
      readWidgetDocs(
        `import { attributes } from './props';\n${call('attributes')}`,
        file,
        readProps("export { attributes } from './shared';"),
      ),
    ).toThrow('widgets/x/props.ts: attributes names `attributes`, which is not a top-level const of this file');
    expect(() =>
      readWidgetDocs(
        `import { attributes } from './props';\n${call('attributes')}`,
        file,
        readProps("export let attributes = { path: 'string' };"),
      ),
    ).toThrow('widgets/x/props.ts: attributes names `attributes`, a let: make it a const');
    expect(() => readWidgetDocs(call('attributes: makeAttributes()'), file)).toThrow(
      `${file}: attributes must be an object literal, or the name of a top-level const holding one, of this file or imported from a module of the project (found CallExpression)`,
    );
    expect(() => readWidgetDocs(`const attributes = makeAttributes() as const;\n${call('attributes')}`, file)).toThrow(
      `${file}: attributes names the const \`attributes\`, whose value is not an object literal (found CallExpression)`,
    );
    expect(() => readWidgetDocs(`let attributes = { path: 'string' };\n${call('attributes')}`, file)).toThrow(
      `${file}: attributes names \`attributes\`, a let: make it a const`,
    );
    expect(() =>
      readWidgetDocs(`function f() { const attributes = { path: 'string' }; }\n${call('attributes')}`, file),
    ).toThrow(`${file}: attributes names \`attributes\`, which is not a top-level const of this file`);
    expect(() => readWidgetDocs(call('attributes'), file)).toThrow(WidgetDocsError);
  });
});

describe('buildManifest (definitions and JSDoc into Custom Elements Manifest 2.1.0)', () => {
  const { manifest, problems } = buildManifest([HOSTILE_WIDGET], () => HOSTILE);
  const [declaration] = customElements(manifest);

  it('names the tag and the class, and drops the tag prefix of the description', () => {
    expect(declaration).toMatchObject({ kind: 'class', name: 'UniEventsElement', tagName: 'uni-events' });
    expect(className('uni-content-page')).toBe('UniContentPageElement');
    expect(declaration.summary).toBe(
      'Upcoming events in accordion panels, one per category (School/Sports, Academic, ...).',
    );
    expect(declaration.description).not.toContain('Not this block');
    expect(declaration.description).toContain('```html\n<uni-events mode="all"></uni-events>\n```');
  });

  it('types the attributes from the definitions (values, defaults) and adds src and lang', () => {
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
        default: '} { */ Upcoming Events',
        description: 'the heading, e.g. `{ } }`',
      },
      { name: 'src', fieldName: 'src', type: { text: 'string' }, description: DEFAULT_SRC_DESCRIPTION },
      LANG_ATTRIBUTE,
    ]);
    expect(declaration.events).toEqual([
      {
        name: 'uni-eventopen',
        type: { text: 'CustomEvent' },
        description: 'a category panel was opened; `detail` is its name',
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports an undocumented attribute, a documented one that is not declared, an @attr line and no description', () => {
    const source = `/**\n * @attr ghost - old style\n */\ndefineWidget({ tag: 'uni-x', hydrate: 'never', component: X,\n  attributes: { path: 'string', /** not declared at run time */ gone: 'string' } });`;
    const widget: LoadedWidget = {
      tag: 'uni-x',
      file: 'widgets/x/element.ts',
      declared: { path: { type: 'string' } },
      takesData: false,
      sampleProblems: [],
    };
    expect(buildManifest([widget], () => source).problems).toEqual([
      'widgets/x/element.ts: attribute "path" of <uni-x> has no JSDoc comment above it in defineWidget\'s attributes',
      'widgets/x/element.ts: unknown JSDoc tag "@attr ghost - old style" (attributes are documented where they are declared)',
      'widgets/x/element.ts: documented attribute gone is not declared',
      'widgets/x/element.ts: <uni-x> has no JSDoc description above its defineWidget call',
    ]);
  });

  it('reads the attributes from props.ts as from the call, and names props.ts when one is undocumented', () => {
    const fromProps = buildManifest([HOSTILE_WIDGET], readHostileFolder);
    expect(fromProps.manifest).toEqual(manifest);
    expect(fromProps.problems).toEqual([]);
    const undocumented = (file: string) =>
      file.endsWith('props.ts') ? HOSTILE_PROPS.replace('/** also list past events */', '') : readHostileFolder(file);
    expect(buildManifest([HOSTILE_WIDGET], undocumented).problems).toEqual([
      'widgets/events/props.ts: attribute "show-past" of <uni-events> has no JSDoc comment above it in defineWidget\'s attributes',
    ]);
  });
});

describe('the manifest of this repository', async () => {
  const { manifest, problems } = await generateManifest(root);
  const elements = customElements(manifest);
  const folders = readdirSync(join(root, 'widgets')).filter((name) =>
    existsSync(join(root, 'widgets', name, 'element.ts')),
  );

  it('has one module per widget folder, found by the registry without a hand list', () => {
    expect(folders.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(widgetLoaders)).toEqual(folders.map((folder) => `uni-${folder}`));
    expect(elements.map((element) => element.tagName)).toEqual(Object.keys(widgetLoaders));
    for (const module of manifest.modules) {
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

  it('has a description for every element and name, type and description for every attribute', () => {
    expect(problems).toEqual([]);
    for (const element of elements) {
      expect(element.description, element.tagName).not.toBe('');
      for (const attribute of element.attributes) {
        expect(attribute.name).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(attribute.type.text).not.toBe('');
        expect(attribute.description).not.toBe('');
      }
      expect(element.attributes, element.tagName).toContainEqual(LANG_ATTRIBUTE);
    }
  });

  it('takes defaults and allowed values from the definitions', () => {
    const events = elements.find((element) => element.tagName === 'uni-events');
    expect(events?.attributes.find((attribute) => attribute.name === 'mode')).toMatchObject({
      type: { text: "'accordion' | 'all'" },
      default: 'accordion',
    });
    const search = elements.find((element) => element.tagName === 'uni-search');
    expect(search?.attributes.find((attribute) => attribute.name === 'limit')).toMatchObject({ default: '8' });
  });

  it('documents the three embedding forms of each widget: tag, editor-safe div, and iframe except for the docs', () => {
    for (const module of manifest.modules) {
      const tag = module.declarations[0].tagName;
      expect(module.description, tag).toContain(`<${tag} attribute="value"></${tag}>`);
      expect(module.description, tag).toContain(`<div data-uni-widget="${tag}" data-attribute="value"></div>`);
      const hasFramePage = (module.description ?? '').includes(`/embed/frame/${tag}?attribute=value`);
      expect(hasFramePage, tag).toBe(tag !== 'uni-embed-docs');
    }
  });

  it('is what host/custom-elements.d.ts says (run `npm run typings` after changing attributes)', async () => {
    expect(readFileSync(join(root, HOST_TYPINGS_FILE), 'utf8')).toBe(await hostTypings(root));
  });
});

describe('renderTypings (JSX and DOM typings from the manifest)', async () => {
  const { manifest } = await generateManifest(root);
  const typings = renderTypings(manifest);
  const scratch = join(root, 'node_modules/.cache/uni-typings-check');

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('declares every tag for JSX and for HTMLElementTagNameMap', () => {
    for (const element of customElements(manifest)) {
      expect(typings).toContain(`'${element.tagName}': UniWidgetProps<${element.name}Attributes>;`);
      expect(typings).toContain(`'${element.tagName}': HTMLElement;`);
    }
  });

  it('type-checks: declared attributes are accepted, wrongly typed ones and unknown values rejected', () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'custom-elements.d.ts'), typings);
    writeFileSync(
      join(scratch, 'usage.tsx'),
      [
        "import './custom-elements';",
        'export const ok = <><uni-menu path="/about" src="/menu.json" /><uni-footer className="x" /><uni-events mode="all" /></>;',
        "export const tag: HTMLElementTagNameMap['uni-footer'] = document.createElement('uni-footer');",
        '// @ts-expect-error path is a string',
        'export const wrong = <uni-menu path={42} />;',
        '// @ts-expect-error mode is accordion or all',
        'export const unknown = <uni-events mode="grid" />;',
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
