import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkData } from '../../data/validate';
import { defineWidget } from '../../widgets/core/define-widget';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { widgetLoaders } from '../../widgets/registry';

/**
 * Every widget that declares data has a sample that passes the schema its
 * `defineWidget` call names: the list of checked data follows the widgets,
 * with nothing to register by hand (data/check-all.ts holds only other data).
 */
await Promise.all(Object.values(widgetLoaders).map((load) => load()));
const dataWidgets = [...widgetDefinitions.values()].filter((definition) => definition.data);

describe('widget samples pass their own schemas', () => {
  it('finds the data widgets from their definitions', () => {
    expect(dataWidgets.map((definition) => definition.tag)).toEqual(
      expect.arrayContaining(['uni-events', 'uni-menu', 'uni-news', 'uni-hero', 'uni-footer']),
    );
    for (const definition of dataWidgets) expect(definition.takesData).toBe(true);
  });

  it.each(dataWidgets.map((definition) => [definition.tag, definition] as const))('%s', async (tag, definition) => {
    const schema = await definition.data!.schema();
    expect(() => checkData(schema, definition.data!.sample, tag)).not.toThrow();
  });

  it('a new data widget is checked without any registration, and a broken sample is reported', async () => {
    defineWidget({
      tag: 'uni-test-broken-sample',
      hydrate: 'never',
      component: () => null,
      // A sample that breaks its schema (a number where a string belongs).
      data: {
        sample: [{ title: 5 }] as unknown as Array<{ title: string }>,
        schema: async () => z.array(z.object({ title: z.string() })),
      },
    });
    const definition = widgetDefinitions.get('uni-test-broken-sample')!;
    expect(definition.takesData).toBe(true);
    const schema = await definition.data!.schema();
    expect(() => checkData(schema, definition.data!.sample, 'uni-test-broken-sample')).toThrow(
      /^uni-test-broken-sample: \[0\]\.title: /,
    );
  });
});
