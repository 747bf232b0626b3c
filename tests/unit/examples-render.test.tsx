import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { widgetDefinitions, withDeclaredDefaults } from '../../widgets/core/definitions';
import { widgetLoaders } from '../../widgets/registry';

/**
 * Every named example of every widget renders under react-dom/server, so
 * prerendering stays possible and no component touches `window` while rendering.
 * An example is written as a page writes the tag, so it gets the declared defaults
 * of the attributes it leaves out, as the element gives them.
 */
const modules = import.meta.glob<{ component: ComponentType<any>; examples: Record<string, Record<string, unknown>> }>(
  '../../widgets/*/examples.ts',
  { eager: true },
);
await Promise.all(Object.values(widgetLoaders).map((load) => load()));

describe('widget examples render on the server', () => {
  it('finds the examples of every widget folder', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
  });

  it('gives an example the declared default of an attribute it leaves out (the component has no default of its own)', () => {
    const { component: AccessBar, examples } = modules['../../widgets/access-bar/examples.ts'];
    const declared = widgetDefinitions.get('uni-access-bar')!.declared;
    const html = renderToString(<AccessBar {...withDeclaredDefaults(examples.default, declared)} />);
    expect(html).toContain('href="#navigation"');
    expect(html).toContain('href="#content"');
  });

  for (const [file, { component: Component, examples }] of Object.entries(modules)) {
    const widget = file.split('/').at(-2);
    it(`${widget} has a default example`, () => {
      expect(examples).toHaveProperty('default');
    });
    for (const [name, props] of Object.entries(examples)) {
      it(`${widget}: ${name}`, () => {
        // widgets/layouts has examples but no element (no attributes): its props render as they are.
        const declared = widgetDefinitions.get(`uni-${widget}`)?.declared ?? {};
        const html = renderToString(<Component {...withDeclaredDefaults(props, declared)} />);
        expect(html.length).toBeGreaterThan(0);
      });
    }
  }
});
