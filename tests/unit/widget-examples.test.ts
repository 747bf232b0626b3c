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

/** What is wrong with a widget's examples as a page would write them: one line per problem. */
async function exampleProblems(tag: string, examples: Record<string, Record<string, unknown>>): Promise<string[]> {
  const definition = widgetDefinitions.get(tag)!;
  const schema = await definition.data?.schema();
  const problems: string[] = [];
  for (const [name, props] of Object.entries(examples)) {
    for (const [prop, value] of Object.entries(props)) {
      const where = `${tag} example ${name}: ${prop}`;
      if (prop === 'data' && schema) {
        try {
          checkData(schema, value, where);
        } catch (error) {
          problems.push(String(error));
        }
        continue;
      }
      const spec = definition.declared[prop];
      const problem = spec ? attributeProblem(spec, value) : 'is not a declared attribute';
      if (problem) problems.push(`${tag} example ${name}: ${attributeName(prop)} ${problem}`);
    }
    if (tag === DOCS_TAG) continue;
    try {
      tagMarkup(exampleChoice(documented.get(tag)!, props));
    } catch (error) {
      problems.push(String(error));
    }
  }
  return problems;
}

const documented = new Map(documentedElements(manifest).map((element) => [element.tag, element]));

describe('widget examples', () => {
  for (const tag of Object.keys(widgetLoaders)) {
    it(`${tag}: has examples with a default, each prop declared, typed, and its data valid`, async () => {
      const examples = await loadExamples(tag);
      expect(examples, `widgets/${tag.slice(4)}/examples.ts`).toHaveProperty('default');
      expect(await exampleProblems(tag, examples!)).toEqual([]);
    });
  }

  it('reports a prop that is not declared, a wrong type, a value not allowed and data that breaks the schema', async () => {
    expect(
      await exampleProblems('uni-events', {
        broken: { layout: 'grid', categories: 3, mode: 'grid', data: [{ category: 'Academic' }] },
      }),
    ).toEqual([
      'uni-events example broken: layout is not a declared attribute',
      'uni-events example broken: categories is number, not string',
      'uni-events example broken: mode "grid" is not one of accordion, all',
      expect.stringMatching(/^DataError: uni-events example broken: data: /),
      expect.stringContaining('has no attribute for the example\'s prop "layout"'),
    ]);
  });

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
