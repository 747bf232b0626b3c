import { SYSTEM_DEVANAGARI_FACES } from '../../pre-paint/devanagari-subset.ts';
import { DEVANAGARI_UNICODE_RANGE } from '../../../widgets/core/fonts/register-devanagari.ts';

/**
 * The site's Devanagari faces (Marathi and Hindi text), written by the build as the stylesheet
 * `virtual:devanagari-faces.css` (host/main.tsx imports it; devanagari-subset.ts serves it). Fonts
 * cannot load from inside a shadow root, so these @font-face rules live at document level (the one
 * rule set the kit adds to a page). Made here from the lists below: every face shares the
 * unicode-range of the kit's loader and most share Noto's metrics, and the pre-paint script's probe
 * looks for the same system faces as the site's regular face.
 * - The system's own Devanagari face first: Android's Noto Sans Devanagari, iOS and macOS's
 *   Kohinoor Devanagari, Windows's Nirmala UI, then Mangal. Every phone and desktop in use has
 *   one, so nothing downloads and nothing waits: the page paints as soon as an English one.
 * - Only a system without any (a bare Linux, this project's CI machine) downloads the build's
 *   subset of Noto Sans Devanagari (devanagari-subset.ts). No preload in the HTML (it would
 *   download on every system, and take a phone's bandwidth from the stylesheet): the pre-paint
 *   script looks for the system faces and, only where there is none, preloads the subset
 *   (host/pre-paint/devanagari-subset.ts). `block`: such a system has no face to draw the text
 *   with meanwhile, and boxes in place of letters are worse than a moment without text.
 * - That subset is one weight, 400, in a family of its own ('Noto Sans Devanagari Subset', after
 *   the site's in the font stacks): the site's 600 face is the system's only, and where it fails
 *   the browser draws bold text from the 400 subset, emboldened. One file (31 KB) instead of two
 *   (63 KB) before the text shows: half the wait, and the first paint less often ahead of the
 *   font (the layout shift when it arrives later).
 * - unicode-range: nothing of it downloads on a page that shows no Devanagari.
 * - The metric overrides give a face Noto's vertical metrics (ascent 896, descent 408, no line
 *   gap, per 1000 units), so lines keep one height whichever face draws them.
 */
interface Face {
  family: string;
  /** Undefined: the face is a fallback for metrics only, with no style, weight or display of its own. */
  weight?: '400' | '600';
  display?: 'block' | 'swap';
  /** `local('…')` names and subset files (`subset:<file>`, the build's files in devanagari-subset.ts), in order. */
  sources: string[];
  notoMetrics: boolean;
}

const NOTO_REGULAR = ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'];
const NOTO_SEMIBOLD = ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'];
/** The system faces the site's regular face names before its subset: the ones the pre-paint probe looks for. */
const SYSTEM_REGULAR = [...SYSTEM_DEVANAGARI_FACES.matchAll(/local\('([^']+)'\)/g)].map(([, name]) => name!);
const SYSTEM_SEMIBOLD = [
  ...NOTO_SEMIBOLD,
  'Kohinoor Devanagari Semibold',
  'KohinoorDevanagari-Semibold',
  'Nirmala UI Semibold',
  'NirmalaUI-Semibold',
  'Mangal Bold',
  'Mangal-Bold',
];

/** A face of the system's Noto Sans Devanagari at `weight` where it has it, else the build's `file` (no metric overrides). */
const notoElse = (family: string, weight: '400' | '600', display: 'block' | 'swap', file: string): Face => ({
  family,
  weight,
  display,
  sources: [...(weight === '400' ? NOTO_REGULAR : NOTO_SEMIBOLD), `subset:${file}`],
  notoMetrics: false,
});

const FACES: Face[] = [
  // The site's face: the system's, else the subset.
  {
    family: 'Noto Sans Devanagari',
    weight: '400',
    display: 'block',
    sources: [...SYSTEM_REGULAR, 'subset:noto-sans-devanagari-400.woff2'],
    notoMetrics: true,
  },
  { family: 'Noto Sans Devanagari', weight: '600', display: 'block', sources: SYSTEM_SEMIBOLD, notoMetrics: true },
  // Where no system face is found: the site's subset, at 400 only (bold drawn from it).
  {
    family: 'Noto Sans Devanagari Subset',
    weight: '400',
    display: 'block',
    sources: ['subset:noto-sans-devanagari-400.woff2'],
    notoMetrics: true,
  },
  // The same files as a face that swaps in, for Devanagari text on a page in another language (a Marathi
  // circular's title on an English page): such a page holds the site's face back until it has painted,
  // then names this one in --uni-text-font (host/pre-paint/after-paint.ts). Loading after the paint, the
  // site's face (`block`) would hide text the visitor already sees while it downloads.
  notoElse('Noto Sans Devanagari Swap', '400', 'swap', 'noto-sans-devanagari-400.woff2'),
  notoElse('Noto Sans Devanagari Swap', '600', 'swap', 'noto-sans-devanagari-600.woff2'),
  {
    family: 'Noto Sans Devanagari Fallback',
    sources: ['Nirmala UI', 'Kohinoor Devanagari', 'Mangal', 'Lohit Devanagari', 'FreeSans'],
    notoMetrics: true,
  },
  // The chrome's few Devanagari glyphs, each weight cut by the build to the text it draws
  // (devanagari-subset.ts): the masthead's Marathi name at 600 (about 7 KB), the language names at 400
  // (about 5 KB; never inlined: see vite.config.ts). Blocking their text until loaded, so no page draws
  // them as boxes; local() first, so a phone that has Noto Sans Devanagari downloads nothing. Only the
  // `font-chrome-devanagari` elements name this family.
  notoElse('Uni Chrome Devanagari', '400', 'block', 'chrome-400.woff2'),
  notoElse('Uni Chrome Devanagari', '600', 'block', 'chrome-600.woff2'),
];

const NOTO_METRICS = ['ascent-override: 89.6%', 'descent-override: 40.8%', 'line-gap-override: 0%'];

/** The @font-face rules, their subset files named under `alias` (resolved to the build's files). */
export function devanagariFacesCss(alias: string): string {
  const source = (name: string) =>
    name.startsWith('subset:') ? `url('${alias}/${name.slice('subset:'.length)}') format('woff2')` : `local('${name}')`;
  return FACES.map((face) => {
    const descriptors = [
      `font-family: '${face.family}'`,
      ...(face.weight ? ['font-style: normal', `font-display: ${face.display}`, `font-weight: ${face.weight}`] : []),
      `src: ${face.sources.map(source).join(', ')}`,
      ...(face.notoMetrics ? NOTO_METRICS : []),
      `unicode-range: ${DEVANAGARI_UNICODE_RANGE}`,
    ];
    return `@font-face {\n${descriptors.map((descriptor) => `  ${descriptor};\n`).join('')}}\n`;
  }).join('');
}
