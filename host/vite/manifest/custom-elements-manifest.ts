import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AttributeSpec } from '../../../widgets/core/definitions.ts';
import { attributeName, propName } from '../../../widgets/core/definitions.ts';
import { embeddingForms, NOT_FRAMED } from './embedding-forms.ts';
import { forgetWidgets, loadWidgets, type LoadedWidget } from './load-widget-definitions.ts';
import { readWidgetDocs, type ReadSource } from './widget-docs.ts';

/**
 * Builds the kit's Custom Elements Manifest (schema 2.1.0) from the code itself, so
 * the documentation can never drift from it:
 * - the tags, their attributes with types, allowed values and defaults, and whether
 *   a widget takes data (then it also observes `src`) come from the `defineWidget`
 *   definitions, loaded at build time (load-widget-definitions.ts);
 * - the descriptions come from the JSDoc of each widget's element.ts (widget-docs.ts):
 *   the block above the call (description, `@fires`, `@example`), the block above each
 *   attribute (where they are declared: the widget's props.ts), and the block above `data` (for `src`).
 * The same manifest renders the TypeScript JSX typings of the tags.
 */
export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  default?: string;
  description: string;
}

export interface ManifestEvent {
  name: string;
  type: { text: string };
  description: string;
}

export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  events: ManifestEvent[];
}

export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  /** How to embed the module's widget: tag, editor-safe div, iframe. */
  description?: string;
  declarations: ManifestDeclaration[];
  exports: Array<{ kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }>;
}

export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: ManifestModule[];
}

/** The attribute kinds `defineWidget` understands (widgets/core/definitions.ts), as TypeScript types. */
const ATTRIBUTE_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
};

export const DEFAULT_SRC_DESCRIPTION =
  'URL of JSON data to show instead of the bundled sample (a child `<script type="application/json">` works too); it must match the same schema';

/** Every widget takes `lang` (widgets/core/define-widget.tsx handles it once for all). */
export const LANG_ATTRIBUTE: ManifestAttribute = {
  name: 'lang',
  fieldName: 'lang',
  type: { text: "'en' | 'mr' | 'hi'" },
  description:
    "The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.",
};

/** `uni-content-page` -> `UniContentPageElement`, the class name `defineWidget` gives it in the manifest. */
export const className = (tag: string) => `${propName(tag).replace(/^./, (c) => c.toUpperCase())}Element`;

/** The first paragraph, on one line: the manifest's short `summary`. */
function firstParagraph(text: string): string {
  return text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

/** An attribute's TypeScript type: its allowed values, else its kind. */
const typeText = (spec: AttributeSpec) =>
  spec.values?.length ? spec.values.map((value) => `'${value}'`).join(' | ') : ATTRIBUTE_TYPES[spec.type];

/**
 * One widget's declaration from its definition and its element.ts source; `file`
 * names it in messages, `readSource` gives the module its attributes are declared in.
 * Missing documentation is listed in `problems`.
 */
export function declarationFor(
  widget: LoadedWidget,
  source: string,
  readSource: ReadSource,
  problems: string[] = [],
): ManifestDeclaration {
  const { tag, file, declared, takesData } = widget;
  const docs = readWidgetDocs(source, file, readSource);
  const attributes: ManifestAttribute[] = Object.entries(declared).map(([fieldName, spec]) => {
    const name = attributeName(fieldName);
    const description = docs.attributes.get(fieldName) ?? '';
    if (!description)
      problems.push(
        `${docs.attributesFile}: attribute "${name}" of <${tag}> has no JSDoc comment above it in defineWidget's attributes`,
      );
    return {
      name,
      fieldName,
      type: { text: typeText(spec) },
      ...(spec.default !== undefined ? { default: String(spec.default) } : {}),
      description,
    };
  });
  if (takesData)
    attributes.push({
      name: 'src',
      fieldName: 'src',
      type: { text: 'string' },
      description: docs.data || DEFAULT_SRC_DESCRIPTION,
    });
  attributes.push(LANG_ATTRIBUTE);
  for (const tagText of docs.unknownTags)
    problems.push(`${file}: unknown JSDoc tag "${tagText}" (attributes are documented where they are declared)`);
  for (const prop of docs.attributes.keys())
    if (!(prop in declared)) problems.push(`${docs.attributesFile}: documented attribute ${prop} is not declared`);
  if (!docs.description) problems.push(`${file}: <${tag}> has no JSDoc description above its defineWidget call`);

  // "`<uni-x>`: shows ..." -> "Shows ...": the tag is already the declaration's name.
  let description = docs.description.replace(/^`?<[a-z0-9-]+>`?\s*:?\s*/, '').replace(/^./, (c) => c.toUpperCase());
  // Examples live in the description as fenced HTML (the schema has no field for inline examples).
  for (const example of docs.examples) description += `\n\n\`\`\`html\n${example}\n\`\`\``;

  return {
    kind: 'class',
    name: className(tag),
    tagName: tag,
    customElement: true,
    summary: firstParagraph(description),
    description,
    attributes,
    events: docs.events.map((event) => ({
      name: event.name,
      type: { text: event.type || 'CustomEvent' },
      description: event.description,
    })),
  };
}

/** The manifest of these widgets; `readSource` gives the text of an element.ts and of the module it imports its attributes from. */
export function buildManifest(
  widgets: LoadedWidget[],
  readSource: ReadSource,
): { manifest: CustomElementsManifest; problems: string[] } {
  const problems: string[] = [];
  const modules = widgets.map((widget): ManifestModule => {
    const declaration = declarationFor(widget, readSource(widget.file), readSource, problems);
    return {
      kind: 'javascript-module',
      path: widget.file,
      description: embeddingForms(widget.tag, !NOT_FRAMED.has(widget.tag)),
      declarations: [declaration],
      exports: [
        {
          kind: 'custom-element-definition',
          name: widget.tag,
          declaration: { name: declaration.name, module: widget.file },
        },
      ],
    };
  });
  return { manifest: { schemaVersion: '2.1.0', readme: '', modules }, problems };
}

interface GeneratedManifest {
  manifest: CustomElementsManifest;
  /** The files it was read from (absolute), for watch mode. */
  files: string[];
  problems: string[];
}

/**
 * Loads every widget's definition and reads its element.ts and props.ts; `root` is the project folder.
 * Missing documentation does not stop the build: it is listed in `problems` (a unit test fails on them).
 */
export async function generateManifest(root: string): Promise<GeneratedManifest> {
  const widgets = await loadWidgets(root);
  const files = new Set<string>();
  const { manifest, problems } = buildManifest(widgets, (file) => {
    files.add(join(root, file));
    return readFileSync(join(root, file), 'utf8');
  });
  return { manifest, files: [...files], problems };
}

/** After a widget source changed (dev server): the next generation runs and reads the code again. */
export const forgetManifest = forgetWidgets;

export function customElements(manifest: CustomElementsManifest): ManifestDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations.filter((declaration) => declaration.customElement));
}

const quote = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** A documented attribute type as the type of its JSX attribute (attributes are strings in HTML). */
function jsxType(type: string): string {
  if (type === 'number') return 'number | string';
  if (type === 'boolean') return "boolean | 'true' | 'false'";
  if (type === 'object') return 'string';
  return type;
}

function jsDoc(text: string, indent: string): string {
  const lines = text.split('\n');
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

/**
 * TypeScript typings of the tags: `HTMLElementTagNameMap` for DOM code and React's
 * `JSX.IntrinsicElements` for JSX, each attribute typed and documented.
 */
export function renderTypings(manifest: CustomElementsManifest): string {
  const elements = customElements(manifest);
  let out = '// Generated from custom-elements.json by host/vite/manifest/custom-elements-manifest.ts. Do not edit.\n';
  out += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\n";
  out +=
    'type UniWidgetProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;\n\n';
  for (const element of elements) {
    out += jsDoc(`Attributes of \`<${element.tagName}>\`.`, '');
    out += `export interface ${element.name}Attributes {\n`;
    for (const attribute of element.attributes) {
      const doc =
        attribute.description +
        (attribute.default !== undefined ? `\n@default ${JSON.stringify(attribute.default)}` : '');
      out += jsDoc(doc, '  ');
      out += `  ${quote(attribute.name)}?: ${jsxType(attribute.type.text)};\n`;
    }
    out += '}\n\n';
  }
  out += 'declare global {\n  interface HTMLElementTagNameMap {\n';
  for (const element of elements) out += `    ${quote(element.tagName)}: HTMLElement;\n`;
  out += '  }\n}\n\n';
  out += "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const element of elements) {
    out += jsDoc(element.summary || element.tagName, '      ');
    out += `      ${quote(element.tagName)}: UniWidgetProps<${element.name}Attributes>;\n`;
  }
  out += '    }\n  }\n}\n';
  return out;
}
