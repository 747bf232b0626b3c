import { ICON_SPRITE_PROPERTY } from '../../../widgets/runtime/protocol.ts';

/**
 * Puts every icon of the widget stylesheet into one SVG sprite.
 *
 * UnoCSS's icon preset paints each icon as a CSS mask of its own SVG data URL. Chrome
 * builds a separate SVG document for every distinct image URL, synchronously while it
 * computes styles: the forty-odd icons of the home page cost about 100 ms of style
 * recalculation on this machine (four times that on a cheap phone), more than the rest
 * of the page's styles together. With one sprite there is one SVG document; each icon
 * class keeps its selector and picks its cell of the sprite with `mask-position`.
 *
 * The sprite is a file of its own in a build (the widget CSS plugin places it beside the
 * stylesheet): as a data URL it was half of the stylesheet's bytes, which gates every
 * page's first paint. The mask image reads `var(--uni-icon-sprite)` first, so a page can
 * hold the icons back until it has painted (host/pre-paint/after-paint.ts); unset, the sprite loads.
 *
 * The cells are 24 units square (Iconify's grid; another viewBox is fitted into its
 * cell as the icon's own SVG fitted its box) with a one-unit gutter on each side, so a
 * neighbour never bleeds in when the mask is scaled.
 */
const CELL = 24;
const GUTTER = 1;
const PITCH = CELL + 2 * GUTTER;
/** Which cell of the sprite an icon class draws. */
const CELL_PROPERTY = '--uni-icon-cell';

/** An icon utility as UnoCSS writes it, minified: `.i-mdi-x{--un-icon:url("data:...");-webkit-mask:var(--un-icon) no-repeat;...}` */
const ICON_RULE = /([^{}]+)\{([^{}]*)--un-icon:url\("data:image\/svg\+xml;utf8,([^"]*)"\);([^{}]*)\}/g;
const MASK_DECLARATIONS = [
  '-webkit-mask:var(--un-icon) no-repeat;',
  'mask:var(--un-icon) no-repeat;',
  '-webkit-mask-size:100% 100%;',
  'mask-size:100% 100%;',
];

/** The cell of one icon: its viewBox and what is inside its `<svg>`. */
function iconCell(svg: string, index: number, selector: string): string {
  const match = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(svg.trim());
  const viewBox = match && /\bviewBox=['"]([^'"]+)['"]/.exec(match[1]!)?.[1];
  if (!match || !viewBox) throw new Error(`Icon sprite: the icon of ${selector} is not one <svg> with a viewBox`);
  // Ids would clash between icons in one document (and Iconify's mdi and simple-icons have none).
  if (/\bid=/.test(match[2]!))
    throw new Error(`Icon sprite: the icon of ${selector} uses ids, which the sprite cannot hold`);
  const x = index * PITCH + GUTTER;
  // Iconify's own grid needs no scaling, only a shift (shorter: the sprite is in every page's CSS).
  if (viewBox === `0 0 ${CELL} ${CELL}`) return `<g transform='translate(${x})'>${match[2]}</g>`;
  return `<svg x='${x}' width='${CELL}' height='${CELL}' viewBox='${viewBox}'>${match[2]}</svg>`;
}

/** A data URL as UnoCSS writes its icons: only the characters CSS and URLs need escaped. */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;utf8,${svg.replace(/"/g, "'").replace(/[%#<>{}]/g, (character) => encodeURIComponent(character))}`;

/**
 * The stylesheet with its icon utilities drawn from one sprite; unchanged when it has none.
 * `placeSprite` gets the sprite's SVG and returns the URL the stylesheet names it by
 * (the build's file; by default, the SVG itself as a data URL).
 */
export function withIconSprite(css: string, placeSprite: (svg: string) => string = svgDataUrl): string {
  const icons: Array<{ selector: string; svg: string }> = [];
  for (const [, selector, , url] of css.matchAll(ICON_RULE)) {
    icons.push({ selector: selector!.trim(), svg: decodeURIComponent(url!) });
  }
  if (icons.length === 0) return css;

  const width = icons.length * PITCH;
  const cells = icons.map((icon, index) => iconCell(icon.svg, index, icon.selector)).join('');
  const sprite = placeSprite(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${CELL}' width='${width}' height='${CELL}'>${cells}</svg>`,
  );
  // Each icon rule sets only its cell's number; the position is worked out here.
  // Cell k's left edge lines up with the box when k's offset is that share of the overflow.
  // Longhands only: a variable in a shorthand would leave every one of its longhands to be
  // parsed again for each icon on the page.
  const image = `var(${ICON_SPRITE_PROPERTY},url("${sprite}"))`;
  const size = `${Number(((width / CELL) * 100).toFixed(4))}% 100%`;
  const position = `calc((var(${CELL_PROPERTY}) * ${PITCH} + ${GUTTER}) * 100% / ${width - CELL}) 0`;
  const longhands = { image, repeat: 'no-repeat', size, position };
  const shared = `${icons.map((icon) => icon.selector).join(',')}{${Object.entries(longhands)
    .map(([name, value]) => `-webkit-mask-${name}:${value};mask-${name}:${value}`)
    .join(';')}}`;

  let index = 0;
  const result = css.replace(
    ICON_RULE,
    (_rule, selector: string, before: string, _url: string, after: string, offset: number) => {
      const preceding = css.slice(0, offset);
      if (preceding.split('{').length !== preceding.split('}').length)
        throw new Error(
          `Icon sprite: ${selector.trim()} sits inside an at-rule (a responsive icon class); use the icon plainly`,
        );
      let declarations = before + after;
      for (const declaration of MASK_DECLARATIONS) {
        if (!declarations.includes(declaration))
          throw new Error(
            `Icon sprite: UnoCSS wrote ${selector.trim()} without "${declaration}"; update icon-sprite.ts`,
          );
        declarations = declarations.replace(declaration, '');
      }
      const own = `${selector}{${CELL_PROPERTY}:${index};${declarations}}`;
      return (index++ === 0 ? shared : '') + own;
    },
  );
  if (result.includes('var(--un-icon)')) throw new Error('Icon sprite: an icon rule was left on its own image');
  return result;
}
