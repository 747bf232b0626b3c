import type { DocumentedElement, TagChoice } from './snippets';

/** A widget's named examples (its examples.ts): component props, as attributes and `data`. */
export type WidgetExamples = Record<string, Record<string, unknown>>;

/** Each widget folder's examples.ts, loaded only when the docs show them (root-relative keys: one form for every folder, this one included). */
const exampleModules = import.meta.glob<WidgetExamples>('/widgets/*/examples.ts', { import: 'examples' });

/** `uni-events` -> its examples, or undefined when its folder has none. */
export function loadExamples(tag: string): Promise<WidgetExamples> | undefined {
  return exampleModules[`/widgets/${tag.replace(/^uni-/, '')}/examples.ts`]?.();
}

/** One attribute's value as written in HTML: `true` a bare attribute, `false` or nothing left out. */
function attributeText(value: unknown): string | boolean | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return true;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An example's props as the tag a page would write: each prop a documented
 * attribute (by its camelCase field name), `data` the child JSON. A prop the
 * element does not observe is an error: the example would not work on a page.
 */
export function exampleChoice(element: DocumentedElement, props: Record<string, unknown>): TagChoice {
  const attributes: Record<string, string | boolean> = {};
  let inlineJson: string | undefined;
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'data' && element.takesData) {
      inlineJson = JSON.stringify(value, null, 2);
      continue;
    }
    const attribute = element.attributes.find((candidate) => candidate.fieldName === prop);
    if (!attribute) throw new Error(`<${element.tag}> has no attribute for the example's prop "${prop}"`);
    const text = attributeText(value);
    if (text !== undefined) attributes[attribute.name] = text;
  }
  return { tag: element.tag, attributes, inlineJson };
}
