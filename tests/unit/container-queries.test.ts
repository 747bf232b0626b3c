import { describe, expect, it } from 'vitest';
import { generateWidgetCss, toContainerQueries } from '../../host/vite/assets/widget-css-plugin';

describe('widgets lay out by their own width (container queries, issue 29)', () => {
  it('turns the width breakpoints into container queries, less the scrollbar allowance, and leaves other media queries alone', () => {
    // 640 px less the scrollbar allowance of 17 px: a widget as wide as the window is narrower by the scrollbar.
    expect(toContainerQueries('@media (min-width: 640px){.sm\\:flex{display:flex}}')).toBe(
      '@container (min-width:623px){.sm\\:flex{display:flex}}',
    );
    expect(toContainerQueries('@media (max-width: 1023.9px){.max-lg\\:hidden{display:none}}')).toBe(
      '@container (max-width:1006.9px){.max-lg\\:hidden{display:none}}',
    );
    for (const untouched of ['@media (forced-colors:active){a{color:red}}', '@media print{a{color:red}}'])
      expect(toContainerQueries(untouched)).toBe(untouched);
  });

  it('makes every widget host a size container and leaves no width media query in the widget stylesheet', async () => {
    const { css } = await generateWidgetCss(process.cwd());
    expect(css).toMatch(/:host,\[data-uni-hydrate\]\{display:block;container-type:inline-size;/);
    expect(css).toMatch(/@container \(min-width:623px\)\{/);
    expect(css.match(/@media[^{]*width/g)).toBeNull();
  }, 30_000); // generates the whole widget stylesheet from every source file
});
