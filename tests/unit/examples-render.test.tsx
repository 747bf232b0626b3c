import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * Every named example of every widget renders under react-dom/server, so
 * prerendering stays possible and no component touches `window` while rendering.
 */
const modules = import.meta.glob<{ component: ComponentType<any>; examples: Record<string, object> }>(
  '../../widgets/*/examples.ts',
  { eager: true },
);

describe('widget examples render on the server', () => {
  it('finds the examples of every widget folder', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
  });

  for (const [file, { component: Component, examples }] of Object.entries(modules)) {
    const widget = file.split('/').at(-2);
    it(`${widget} has a default example`, () => {
      expect(examples).toHaveProperty('default');
    });
    for (const [name, props] of Object.entries(examples)) {
      it(`${widget}: ${name}`, () => {
        const html = renderToString(<Component {...props} />);
        expect(html.length).toBeGreaterThan(0);
      });
    }
  }
});
