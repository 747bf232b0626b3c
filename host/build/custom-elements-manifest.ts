import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { embeddingForms, NOT_FRAMED } from './embedding-forms.ts';

/**
 * Builds the kit's Custom Elements Manifest (schema 2.1.0) from the sources, so
 * the documentation can never drift from the code:
 * - the tags come from widgets/registry.ts (`'uni-x': () => import('./x/element')`);
 * - for each tag, its element.ts: the `defineWidget({...})` call gives the tag, the
 *   observed attributes with their types and whether the widget takes data (then it
 *   also observes `src`); the JSDoc block above the call gives the description,
 *   `@attr [{type}] name - description (default `value`)` (or 'value'; a default in prose stays in the description), `@fires name - description`
 *   and `@example <html>` lines.
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

/** The attribute kinds `defineWidget` understands (widgets/core/define-widget.tsx), as TypeScript types. */
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

export class ManifestError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'ManifestError';
  }
}

/** `'uni-x': () => import('./x/element')` lines of the registry: tag -> module path relative to widgets/. */
export function parseRegistry(source: string): Array<{ tag: string; module: string }> {
  const entries: Array<{ tag: string; module: string }> = [];
  const pattern = /['"](uni-[a-z0-9-]+)['"]\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) entries.push({ tag: match[1], module: match[2] });
  return entries;
}

export const kebabCase = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
export const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `uni-content-page` -> `UniContentPageElement`, the class name `defineWidget` gives it in the manifest. */
export const className = (tag: string) => `${camelCase(tag).replace(/^./, (c) => c.toUpperCase())}Element`;

/** The text of the object literal passed to `defineWidget(`, found by matching braces. */
function defineWidgetArgument(source: string, file: string): { text: string; start: number } {
  const start = source.search(/\bdefineWidget\s*\(\s*\{/);
  if (start < 0) throw new ManifestError(file, 'no defineWidget({ ... }) call');
  const open = source.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return { text: source.slice(open, i + 1), start };
    else if (char === "'" || char === '"' || char === '`') {
      // Skip string literals so braces inside them do not count.
      const end = source.indexOf(char, i + 1);
      if (end < 0) break;
      i = end;
    }
  }
  throw new ManifestError(file, 'unbalanced braces in the defineWidget call');
}

/** The last JSDoc block before the defineWidget call, as lines without the leading ` * `. */
function jsDocBefore(source: string, position: number): string[] {
  const before = source.slice(0, position);
  const open = before.lastIndexOf('/**');
  if (open < 0) return [];
  const close = before.indexOf('*/', open);
  if (close < 0 || before.slice(close + 2).trim() !== '') return [];
  return before
    .slice(open + 3, close)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
}

interface DocTag {
  tag: string;
  text: string;
}

/** Splits JSDoc lines into the description and `@tag text` entries (continuation lines join their tag). */
function splitJsDoc(lines: string[]): { description: string; tags: DocTag[] } {
  const description: string[] = [];
  const tags: DocTag[] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1], text: tag[2] });
    else if (tags.length && line.trim()) tags[tags.length - 1].text += ` ${line.trim()}`;
    else if (!tags.length) description.push(line);
  }
  return { description: description.join('\n').trim(), tags };
}

/** `{'a' | 'b'} name - description (default `x`)` -> its parts. */
function parseAttrTag(text: string, file: string) {
  const match = /^(?:\{([^}]*)\}\s*)?([a-z][a-z0-9-]*)\s*(?:-\s*)?([\s\S]*)$/.exec(text.trim());
  if (!match) throw new ManifestError(file, `cannot read "@attr ${text}"`);
  const [, type, name, rest] = match;
  let description = rest.trim();
  let defaultValue: string | undefined;
  const withDefault = /\s*\(default:?\s*([^)]*)\)\s*$/.exec(description);
  if (withDefault) {
    description = description.slice(0, withDefault.index).trim();
    const value = withDefault[1].trim();
    const literal = /^`([^`]*)`$|^'([^']*)'$|^"([^"]*)"$/.exec(value);
    // The manifest's `default` is the attribute's actual value; a prose default stays in the description.
    if (literal) defaultValue = literal[1] ?? literal[2] ?? literal[3];
    else description = `${description} (default: ${value})`;
  }
  return { type: type?.trim(), name, description, defaultValue };
}

/** The `{ camelName: 'kind' }` map of the `attributes:` property of the defineWidget call. */
function observedAttributes(argument: string, file: string): Record<string, string> {
  const block = /\battributes\s*:\s*\{([^}]*)\}/.exec(argument);
  const result: Record<string, string> = {};
  if (!block) return result;
  for (const pair of block[1].matchAll(/([A-Za-z_$][\w$]*|'[^']+'|"[^"]+")\s*:\s*['"](\w+)['"]/g)) {
    const name = pair[1].replace(/^['"]|['"]$/g, '');
    if (!(pair[2] in ATTRIBUTE_TYPES)) throw new ManifestError(file, `attribute ${name} has unknown type '${pair[2]}'`);
    result[name] = pair[2];
  }
  return result;
}

/** The first paragraph, on one line: the manifest's short `summary`. */
function firstParagraph(text: string): string {
  return text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

/** One element.ts source -> its manifest declaration. `file` is only used in error messages. */
export function declarationFromSource(
  source: string,
  file: string,
  expectedTag?: string,
  problems: string[] = [],
): ManifestDeclaration {
  const { text: argument, start } = defineWidgetArgument(source, file);
  const tag = /\btag\s*:\s*['"](uni-[a-z0-9-]+)['"]/.exec(argument)?.[1];
  if (!tag) throw new ManifestError(file, "the defineWidget call has no tag: 'uni-...'");
  if (expectedTag && tag !== expectedTag)
    throw new ManifestError(file, `defines <${tag}> but widgets/registry.ts loads it for <${expectedTag}>`);
  const takesData = /\bdata\s*:/.test(argument);
  const observed = observedAttributes(argument, file);
  if (takesData) observed.src ??= 'string';

  const doc = splitJsDoc(jsDocBefore(source, start));
  const documented = new Map<string, ReturnType<typeof parseAttrTag>>();
  const events: ManifestEvent[] = [];
  const examples: string[] = [];
  for (const { tag: name, text } of doc.tags) {
    if (name === 'attr' || name === 'attribute') {
      const attr = parseAttrTag(text, file);
      documented.set(attr.name, attr);
    } else if (name === 'fires' || name === 'event') {
      const event = /^(?:\{([^}]*)\}\s*)?([\w:-]+)\s*(?:-\s*)?(.*)$/.exec(text.trim());
      if (event)
        events.push({
          name: event[2],
          type: { text: event[1]?.trim() || 'CustomEvent' },
          description: event[3].trim(),
        });
    } else if (name === 'example') {
      examples.push(text.trim());
    }
  }

  const attributes: ManifestAttribute[] = [];
  for (const [fieldName, kind] of Object.entries(observed)) {
    const name = kebabCase(fieldName);
    const attributeDoc = documented.get(name);
    documented.delete(name);
    const description = attributeDoc?.description || (name === 'src' ? DEFAULT_SRC_DESCRIPTION : '');
    if (!description)
      problems.push(
        `${file}: attribute "${name}" of <${tag}> has no "@attr ${name} - description" line in the JSDoc block`,
      );
    attributes.push({
      name,
      fieldName,
      type: { text: attributeDoc?.type || ATTRIBUTE_TYPES[kind] },
      ...(attributeDoc?.defaultValue !== undefined ? { default: attributeDoc.defaultValue } : {}),
      description,
    });
  }
  attributes.push(LANG_ATTRIBUTE);
  documented.delete('lang');
  const stray = [...documented.keys()];
  if (stray.length)
    problems.push(
      `${file}: @attr ${stray.join(', ')} documented but not observed by <${tag}> (add it to defineWidget's attributes)`,
    );
  if (!doc.description) problems.push(`${file}: <${tag}> has no JSDoc description above its defineWidget call`);

  // "`<uni-x>`: shows ..." -> "Shows ...": the tag is already the declaration's name.
  let description = doc.description.replace(/^`?<[a-z0-9-]+>`?\s*:?\s*/, '').replace(/^./, (c) => c.toUpperCase());
  // Examples live in the description as fenced HTML (the schema has no field for inline examples).
  for (const example of examples) description += `\n\n\`\`\`html\n${example}\n\`\`\``;

  return {
    kind: 'class',
    name: className(tag),
    tagName: tag,
    customElement: true,
    summary: firstParagraph(description),
    description,
    attributes,
    events,
  };
}

/**
 * Reads widgets/registry.ts and every element.ts it loads; `root` is the project folder.
 * Missing documentation does not stop the build: it is listed in `problems` (a unit test fails on them).
 */
export function generateManifest(root: string): {
  manifest: CustomElementsManifest;
  files: string[];
  problems: string[];
} {
  const registryFile = join(root, 'widgets/registry.ts');
  const entries = parseRegistry(readFileSync(registryFile, 'utf8'));
  if (!entries.length) throw new ManifestError('widgets/registry.ts', 'no tags found');
  const files = [registryFile];
  const problems: string[] = [];
  const modules = entries.map(({ tag, module }): ManifestModule => {
    const file = join(dirname(registryFile), `${module.replace(/\.tsx?$/, '')}.ts`);
    const path = relative(root, file).split('\\').join('/');
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      throw new ManifestError(path, `cannot read the module widgets/registry.ts loads for <${tag}>`);
    }
    files.push(file);
    const declaration = declarationFromSource(source, path, tag, problems);
    return {
      kind: 'javascript-module',
      path,
      description: embeddingForms(tag, !NOT_FRAMED.has(tag)),
      declarations: [declaration],
      exports: [
        { kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module: path } },
      ],
    };
  });
  return {
    manifest: { schemaVersion: '2.1.0', readme: '', modules },
    files,
    problems,
  };
}

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
  let out = '// Generated from custom-elements.json by host/build/custom-elements-manifest.ts. Do not edit.\n';
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
