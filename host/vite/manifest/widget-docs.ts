import { posix } from 'node:path';
import { parse as parseComment, type Block, type Spec } from 'comment-parser';
import { parseSync } from 'oxc-parser';

/**
 * The documentation a widget's element.ts writes in JSDoc, read with real parsers:
 * oxc-parser finds the `defineWidget({...})` call and the comments around its
 * properties (so comments and strings inside the call cannot confuse it), and
 * comment-parser reads each JSDoc block.
 * - the block right above the call: the widget's description, `@fires name - text`, `@example <html>`;
 * - the block above each property of `attributes`: that attribute's description (`attributes` is an
 *   object literal in the call, or names a top-level `const` holding one, possibly written
 *   `{ ... } as const satisfies AttributeDeclarations`, of the same file or of the module it is
 *   imported from: widgets declare theirs in props.ts, which the component imports too);
 * - the block above `data`: the description of `src` (the data URL).
 */
export interface WidgetDocs {
  description: string;
  events: Array<{ name: string; type?: string; description: string }>;
  examples: string[];
  /** By camelCase prop name, as declared in `attributes`. */
  attributes: Map<string, string>;
  /** The file the attributes are declared in (the element.ts itself, or the module it imports them from). */
  attributesFile: string;
  /** The `data` property's JSDoc: what `src` points to. */
  data?: string;
  /** `@attr` and other tags this format does not know: the manifest test fails on them. */
  unknownTags: string[];
}

/** The text of a file of the project, named relative to the project folder as the element.ts is. */
export type ReadSource = (file: string) => string;

export class WidgetDocsError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'WidgetDocsError';
  }
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Comment {
  type: 'Line' | 'Block';
  value: string;
  start: number;
  end: number;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The first `defineWidget(...)` call expression in the program, and the top-level statement holding it. */
function findDefineWidgetCall(program: Node): { call: Node; statement: Node } | undefined {
  for (const statement of program.body as Node[]) {
    const pending: unknown[] = [statement];
    while (pending.length) {
      const value = pending.pop();
      if (Array.isArray(value)) pending.push(...value);
      else if (isNode(value)) {
        const callee = value.callee as Node | undefined;
        if (value.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineWidget')
          return { call: value, statement };
        for (const [key, child] of Object.entries(value)) if (key !== 'parent') pending.push(child);
      }
    }
  }
  return undefined;
}

/** The name of an object property written `name:`, `'name':` or `"name":` (a computed key has none). */
function propertyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (property.type !== 'Property' || property.computed || !key) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** `x as const`, `x satisfies T` and `(x)` are all `x` here. */
function unwrapped(node: Node): Node {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'ParenthesizedExpression'
  )
    current = current.expression as Node;
  return current;
}

/** One parsed source: its program, its comments, and the file that names it in messages. */
interface ParsedSource {
  program: Node;
  comments: Comment[];
  file: string;
}

function parseSource(source: string, file: string): ParsedSource {
  const parsed = parseSync(file, source, { lang: 'ts' });
  if (parsed.errors.length) throw new WidgetDocsError(file, parsed.errors[0].message);
  return { program: parsed.program as unknown as Node, comments: parsed.comments as Comment[], file };
}

/** The attributes' object literal, and the source it is written in (for its JSDoc). */
interface AttributesObject {
  object: Node;
  source: ParsedSource;
}

const EXPECTED_ATTRIBUTES =
  'an object literal, or the name of a top-level const holding one, of this file or imported from a module of the project';

/** `./props` beside `widgets/<name>/element.ts` -> `widgets/<name>/props.ts`. */
function importedFile(file: string, specifier: string): string {
  const path = posix.join(posix.dirname(file), specifier);
  return posix.extname(path) ? path : `${path}.ts`;
}

/**
 * The object literal that the top-level `const` `name` of this source holds, or, where the source imports
 * `name` from a relative module, the one that module's const of the imported name holds.
 */
function constObject(source: ParsedSource, name: string, readSource: ReadSource | undefined): AttributesObject {
  const { program, file } = source;
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      const specifier = (statement.specifiers as Node[]).find((each) => (each.local as Node).name === name);
      if (!specifier) continue;
      const from = (statement.source as Node).value as string;
      const imported = specifier.type === 'ImportSpecifier' ? (specifier.imported as Node).name : undefined;
      if (!from.startsWith('.') || typeof imported !== 'string')
        throw new WidgetDocsError(
          file,
          `attributes names \`${name}\`, imported from '${from}': import it by name from a module of the project (attributes must be ${EXPECTED_ATTRIBUTES})`,
        );
      // One step only: the module that declares them is where their JSDoc is looked for.
      if (!readSource)
        throw new WidgetDocsError(
          file,
          `attributes names \`${name}\`, imported from '${from}': declare the const in this file`,
        );
      const imports = importedFile(file, from);
      return constObject(parseSource(readSource(imports), imports), imported, undefined);
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type !== 'Identifier' || id.name !== name) continue;
      if (declaration.kind !== 'const')
        throw new WidgetDocsError(
          file,
          `attributes names \`${name}\`, a ${declaration.kind as string}: make it a const`,
        );
      const init = declarator.init ? unwrapped(declarator.init as Node) : undefined;
      if (init?.type !== 'ObjectExpression')
        throw new WidgetDocsError(
          file,
          `attributes names the const \`${name}\`, whose value is not an object literal (found ${init?.type ?? 'none'}): write it as { ... }, optionally followed by \`as const\` and \`satisfies\``,
        );
      return { object: init, source };
    }
  }
  throw new WidgetDocsError(file, `attributes names \`${name}\`, which is not a top-level const of this file`);
}

/**
 * The object literal that `attributes` is: written in the call, or held by the const it names
 * (`attributes,` or `attributes: name`), of this file or of the module it is imported from.
 * Any other form (a call, a `let`, a package's export) is an error: its JSDoc could not be read here.
 */
function attributesObject(value: Node, source: ParsedSource, readSource: ReadSource | undefined): AttributesObject {
  const expression = unwrapped(value);
  if (expression.type === 'ObjectExpression') return { object: expression, source };
  if (expression.type !== 'Identifier')
    throw new WidgetDocsError(source.file, `attributes must be ${EXPECTED_ATTRIBUTES} (found ${expression.type})`);
  return constObject(source, expression.name as string, readSource);
}

/** A parsed JSDoc block (`/** ... *\/`), or undefined for other comments. */
function jsDocBlock(comment: Comment): Block | undefined {
  if (comment.type !== 'Block' || !comment.value.startsWith('*')) return undefined;
  return parseComment(`/*${comment.value}*/`, { spacing: 'preserve' })[0];
}

/** The last JSDoc block that lies between `from` and `to` (the gap before a node). */
function jsDocIn(comments: Comment[], from: number, to: number): Block | undefined {
  let found: Block | undefined;
  for (const comment of comments) {
    if (comment.start >= from && comment.end <= to) found = jsDocBlock(comment) ?? found;
  }
  return found;
}

/** A tag's text as written after `@tag` (all its lines). */
const tagText = (spec: Spec) =>
  spec.source
    .map(({ tokens }) => tokens.type + tokens.postType + tokens.name + tokens.postName + tokens.description)
    .join('\n')
    .trim();

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads the widget documentation of one element.ts source; `file` names it in errors, and
 * `readSource` gives the module its attributes are imported from (none: they must be in this file).
 */
export function readWidgetDocs(source: string, file: string, readSource?: ReadSource): WidgetDocs {
  const element = parseSource(source, file);
  const { program, comments } = element;
  const found = findDefineWidgetCall(program);
  if (!found) throw new WidgetDocsError(file, 'no defineWidget({ ... }) call');
  const options = (found.call.arguments as Node[])[0];
  if (options?.type !== 'ObjectExpression') throw new WidgetDocsError(file, 'defineWidget takes an object literal');

  // The widget's block: the last JSDoc between the previous statement and the call's own.
  const body = program.body as Node[];
  const index = body.indexOf(found.statement);
  const widgetBlock = jsDocIn(comments, index > 0 ? body[index - 1].end : 0, found.statement.start);

  const docs: WidgetDocs = {
    description: widgetBlock?.description.trim() ?? '',
    events: [],
    examples: [],
    attributes: new Map(),
    attributesFile: file,
    unknownTags: [],
  };
  for (const spec of widgetBlock?.tags ?? []) {
    if (spec.tag === 'fires' || spec.tag === 'event')
      docs.events.push({
        name: spec.name,
        ...(spec.type ? { type: spec.type } : {}),
        description: oneLine(spec.description.replace(/^-\s*/, '')),
      });
    else if (spec.tag === 'example') docs.examples.push(tagText(spec));
    else docs.unknownTags.push(`@${spec.tag} ${tagText(spec)}`);
  }

  /** Each property's JSDoc is the last one of its source after the previous property (or the object's opening brace). */
  const eachDocumented = (
    object: Node,
    inSource: ParsedSource,
    visit: (name: string, block: Block | undefined) => void,
  ) => {
    let from = object.start;
    for (const property of object.properties as Node[]) {
      const name = propertyName(property);
      if (name) visit(name, jsDocIn(inSource.comments, from, property.start));
      from = property.end;
    }
  };
  eachDocumented(options, element, (name, block) => {
    const value = (options.properties as Node[]).find((property) => propertyName(property) === name)?.value as
      Node | undefined;
    if (name === 'data' && block) docs.data = oneLine(block.description);
    if (name === 'attributes' && value) {
      const declared = attributesObject(value, element, readSource);
      docs.attributesFile = declared.source.file;
      eachDocumented(declared.object, declared.source, (attribute, attributeBlock) => {
        if (attributeBlock) docs.attributes.set(attribute, oneLine(attributeBlock.description));
      });
    }
  });
  return docs;
}
