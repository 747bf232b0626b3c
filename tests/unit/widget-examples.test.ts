import manifest from 'virtual:custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import { checkData } from '../../data/validate';
import { attributeName, widgetDefinitions, type AttributeSpec } from '../../widgets/core/definitions';
import { documentedElements, tagMarkup, DOCS_TAG } from '../../widgets/embed-docs/snippets';
import { exampleChoice, loadExamples } from '../../widgets/embed-docs/widget-examples';
import { widgetLoaders } from '../../widgets/registry';

/**
 * Every widget's examples.ts works as a page would use it: each prop is an
 * attribute the element declares (with a value of its type and allowed values)
 * or its `data`, which passes the same schema as an embedder's JSON. The same
 * examples are the live examples on /embed (widget-examples.ts) and are axe-tested
 * in the browser (tests/browser/widget-examples.test.ts).
 */
await Promise.all(Object.values(widgetLoaders).map((load) => load()));

function attributeProblem(spec: AttributeSpec, value: unknown): string | undefined {
  const expected = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' }[spec.type];
  if (typeof value !== expected) return `is ${typeof value}, not ${spec.type}`;
  if (spec.values && !spec.values.includes(value as string))
    return `"${value}" is not one of ${spec.values.join(', ')}`;
  return undefined;
}

const documented = new Map(documentedElements(manifest).map((element) => [element.tag, element]));

describe('widget examples', () => {
  for (const tag of Object.keys(widgetLoaders)) {
    const definition = widgetDefinitions.get(tag)!;
    it(`${tag}: has examples with a default, each prop declared, typed, and its data valid`, async () => {
      const examples = await loadExamples(tag);
      expect(examples, `widgets/${tag.slice(4)}/examples.ts`).toHaveProperty('default');
      const schema = await definition.data?.schema();
      for (const [name, props] of Object.entries(examples!)) {
        for (const [prop, value] of Object.entries(props)) {
          if (prop === 'data' && schema) {
            expect(() => checkData(schema, value, `${tag} example ${name}`)).not.toThrow();
            continue;
          }
          const spec = definition.declared[prop];
          expect(spec, `${tag} example ${name}: "${prop}" is not a declared attribute`).toBeDefined();
          expect(attributeProblem(spec, value), `${tag} example ${name}: ${attributeName(prop)}`).toBeUndefined();
        }
        if (tag !== DOCS_TAG) expect(tagMarkup(exampleChoice(documented.get(tag)!, props))).toMatch(`<${tag}`);
      }
    });
  }

  it('an example prop the element does not declare is refused, with the tag and the prop', () => {
    const events = documented.get('uni-events')!;
    expect(() => exampleChoice(events, { layout: 'grid' })).toThrow(
      '<uni-events> has no attribute for the example\'s prop "layout"',
    );
    expect(tagMarkup(exampleChoice(events, { mode: 'all', data: [] }))).toBe(
      '<uni-events mode="all">\n  <script type="application/json">\n    []\n  </script>\n</uni-events>',
    );
  });
});
