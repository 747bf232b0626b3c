import { describe, expect, it } from 'vitest';
import { createGenerator, presetIcons } from 'unocss';
import { withIconSprite } from '../../host/vite/assets/icon-sprite';

// Loaded once, before any test (the collection is large): whichever test runs first does not pay for it.
const mdi = (await import('@iconify-json/mdi/icons.json')).default as any;

/** What UnoCSS's icon preset writes for these utilities, with the kit's extra properties. */
async function iconCss(tokens: string[]): Promise<string> {
  const generator = await createGenerator({
    presets: [
      presetIcons({
        extraProperties: { display: 'inline-block' },
        collections: {
          mdi: () => mdi,
        },
      }),
    ],
  });
  return (await generator.generate(new Set(tokens), { preflights: false, minify: true })).css;
}

const dataUrls = (css: string) => [...css.matchAll(/url\("(data:[^"]*)"\)/g)].map((match) => match[1]!);
const declarationsOf = (css: string, selector: string) =>
  new RegExp(`(?:^|})${selector.replace(/[.]/g, '\\.')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('the icon sprite', () => {
  it('draws every icon from one image, each class picking its own cell', async () => {
    const before = await iconCss(['i-mdi-phone', 'i-mdi-magnify', 'i-mdi-plus']);
    expect(new Set(dataUrls(before)).size).toBe(3);

    const after = withIconSprite('.a{color:red}' + before);
    const urls = dataUrls(after);
    // Twice: the -webkit- and the standard mask of one shared rule.
    expect(urls).toHaveLength(2);
    expect(new Set(urls).size).toBe(1);
    expect(after).not.toContain('--un-icon');
    expect(after.startsWith('.a{color:red}')).toBe(true);

    // Three 26-unit cells, the 24-unit icons one unit in: 78 x 24 units, drawn at 325% of the box,
    // cell k lined up with the box at (26k + 1) / (78 - 24) of the overflow.
    const sprite = decodeURIComponent(urls[0]!.replace(/^data:image\/svg\+xml;utf8,/, ''));
    expect(sprite).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 78 24'/);
    expect([...sprite.matchAll(/<g transform='translate\((\d+)\)'>/g)].map((match) => match[1])).toEqual([
      '1',
      '27',
      '53',
    ]);
    expect(after).toContain('mask-size:325% 100%;');
    expect(after).toContain('mask-position:calc((var(--uni-icon-cell) * 26 + 1) * 100% / 54) 0');
    const order = [...before.matchAll(/(\.i-mdi-[a-z-]+)\{/g)].map((match) => match[1]!);
    expect(order.map((selector) => /--uni-icon-cell:(\d+);/.exec(declarationsOf(after, selector))?.[1])).toEqual([
      '0',
      '1',
      '2',
    ]);
    // Each icon keeps its own drawing, in its own cell.
    for (const url of dataUrls(before)) {
      const path = /d='([^']+)'/.exec(decodeURIComponent(url))![1]!;
      expect(sprite).toContain(path);
    }
    // The rest of each utility stays: the colour that fills the mask, the kit's extra properties.
    expect(declarationsOf(after, '.i-mdi-plus')).toContain('background-color:currentColor');
    expect(declarationsOf(after, '.i-mdi-plus')).toContain('display:inline-block');
  });

  it('fits an icon drawn on another grid into its cell', async () => {
    const plus = await iconCss(['i-mdi-plus']);
    const after = withIconSprite(plus.replace("viewBox='0 0 24 24'", "viewBox='0 0 48 48'"));
    const sprite = decodeURIComponent(dataUrls(after)[0]!);
    expect(sprite).toContain("<svg x='1' width='24' height='24' viewBox='0 0 48 48'>");
  });

  it('names the sprite by the URL it is placed at, after the property a page may hold it back with', async () => {
    const placed: string[] = [];
    const after = withIconSprite(await iconCss(['i-mdi-phone', 'i-mdi-plus']), (svg) => {
      placed.push(svg);
      return 'icon-sprite-abc.svg';
    });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 52 24'/);
    expect(dataUrls(after)).toEqual([]);
    // Longhands only: a variable in the mask shorthand would leave all its longhands to parse per icon.
    expect(after).toContain('-webkit-mask-image:var(--uni-icon-sprite,url("icon-sprite-abc.svg"));');
    expect(after).toContain(';mask-image:var(--uni-icon-sprite,url("icon-sprite-abc.svg"));');
    expect(after).toContain('-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat;');
    expect(after).not.toMatch(/(^|[;{])(-webkit-)?mask:/);
  });

  it('leaves a stylesheet without icons as it is', () => {
    expect(withIconSprite('.a{color:red}')).toBe('.a{color:red}');
  });

  it('refuses what it cannot draw from the sprite, naming the class', async () => {
    const plus = await iconCss(['i-mdi-plus']);
    expect(() => withIconSprite(`@media (min-width:1px){${plus}}`)).toThrow(/\.i-mdi-plus sits inside an at-rule/);
    expect(() => withIconSprite(plus.replace('%3Cpath', "%3Cpath id='a'"))).toThrow(/\.i-mdi-plus uses ids/);
    expect(() => withIconSprite(plus.replace('-webkit-mask-size:100% 100%;', ''))).toThrow(
      /\.i-mdi-plus without "-webkit-mask-size:100% 100%;"/,
    );
  });
});
