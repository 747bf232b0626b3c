import { describe, expect, it } from 'vitest';
import { generateWidgetCss } from '../../host/vite/assets/widget-css-plugin';
import { scopeResetToWidgets } from '../../host/vite/assets/widget-reset';

describe('the widget reset, in shadow roots and on the host page alike (host/vite/assets/widget-reset.ts)', () => {
  it('reaches only inside a widget`s mount point, weighing nothing, leaves html and body to the page, and names the light-DOM host', () => {
    const reset = `/* a comment */ *,\n::before { box-sizing: border-box; }\nhtml,\n:host {\n  line-height: 1.5;\n}\nbody { margin: 0; }\nbutton,[type='button'] { background-color: transparent; }`;
    expect(scopeResetToWidgets(reset)).toBe(
      ':where([data-uni-mount]) *,:where([data-uni-mount]) ::before{box-sizing: border-box;}' +
        ':host,[data-uni-hydrate]{line-height: 1.5;}' +
        ":where([data-uni-mount]) button,:where([data-uni-mount]) [type='button']{background-color: transparent;}",
    );
  });

  it('fails on a rule it cannot scope', () => {
    expect(() => scopeResetToWidgets('@media print { a { color: black } }')).toThrow(/widget reset: a rule/);
  });

  it('leaves no rule of the generated stylesheet that would reach the host page`s own elements', async () => {
    const { css } = await generateWidgetCss(process.cwd());
    expect(css).not.toMatch(/(^|\})(html|body|h1|a|ul|button|img)[,{]/);
    expect(css).toContain(':where([data-uni-mount]) h1,');
  }, 30_000); // generates the whole widget stylesheet from every source file
});
