/**
 * The kit's colours as CSS custom properties (RGB channels, so UnoCSS's `/opacity`
 * modifiers still work). The widget stylesheet uses `rgb(var(--uni-<name>, <standard>))`:
 * without any page CSS a widget shows the standard scheme. The host page's
 * high-contrast scheme (host/contrast.css) redefines the properties on <html>;
 * custom properties inherit into every shadow root, so one attribute recolours
 * the page and every widget.
 */
export const standardPalette = {
  brand: '29 42 91', // #1d2a5b, 12.6:1 on white
  'brand-dark': '19 28 63', // #131c3f
  'brand-light': '232 236 247', // #e8ecf7
  accent: '122 31 43', // #7a1f2b, 9.2:1 on white
  'accent-light': '248 233 235', // #f8e9eb
  alert: '179 38 30', // #b3261e, 5.9:1 on white
  ink: '31 35 40', // #1f2328, body text
  // Tailwind's grays, as the widgets use them (text 600-900, borders 200-500, washes 50-100).
  'gray-50': '249 250 251',
  'gray-100': '243 244 246',
  'gray-200': '229 231 235',
  'gray-300': '209 213 219',
  'gray-500': '107 114 128',
  'gray-600': '75 85 99',
  'gray-700': '55 65 81',
  'gray-800': '31 41 55',
  'gray-900': '17 24 39',
} as const;

export type PaletteName = keyof typeof standardPalette;

/** A colour for the UnoCSS theme: the custom property with the standard value as fallback. */
export function paletteColour(name: PaletteName): string {
  return `rgb(var(--uni-${name}, ${standardPalette[name]}) / %alpha)`;
}

/** A plain CSS colour (no opacity placeholder), for hand-written rules. */
export function paletteCss(name: PaletteName): string {
  return `rgb(var(--uni-${name}, ${standardPalette[name]}))`;
}
