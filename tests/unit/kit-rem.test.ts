import { describe, expect, it } from 'vitest';
import { generateWidgetCss } from '../../host/vite/assets/widget-css-plugin';
import { toKitRem } from '../../widgets/core/kit-rem';

describe('the kit rem (sizes independent of the host page root font size)', () => {
  it('rewrites rem lengths as multiples of --uni-rem and leaves everything else alone', () => {
    expect(toKitRem('.5rem')).toBe('calc(0.5 * var(--uni-rem))');
    expect(toKitRem('-1.25rem 2rem')).toBe('calc(-1.25 * var(--uni-rem)) calc(2 * var(--uni-rem))');
    expect(toKitRem('minmax(12rem,1fr)')).toBe('minmax(calc(12 * var(--uni-rem)),1fr)');
    for (const untouched of ['2px', '1.5em', 'var(--rem)', 'var(--un-2rem)', 'remove', '100%'])
      expect(toKitRem(untouched)).toBe(untouched);
  });

  it('leaves no rem in the widget stylesheet and defines --uni-rem on every host from --uni-text-scale', async () => {
    const { css } = await generateWidgetCss(process.cwd());
    const declarations = css.replace(/[^{};]+\{/g, '{'); // selectors name classes such as .h-[24rem]
    expect(declarations.match(/[^;{}]*\drem\b[^;{}]*/g)).toBeNull();
    expect(css).toContain(
      ':host,[data-uni-hydrate]{display:block;container-type:inline-size;--uni-rem:calc(16px * var(--uni-text-scale,1))}',
    );
    expect(css).toMatch(/\.text-sm\{font-size:calc\(0\.875 \* var\(--uni-rem\)\)/);
  }, 30_000); // generates the whole widget stylesheet from every source file
});
