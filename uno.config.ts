import { defineConfig, presetWind3, presetIcons } from 'unocss';
import { DEVANAGARI_LANGUAGE_CODES } from './data/i18n/languages';
import { KIT_REM_DECLARATION, toKitRem } from './widgets/core/kit-rem';
import { LIGHT_HOST } from './host/vite/assets/widget-reset';
import { paletteColour, paletteCss } from './widgets/core/palette';
import { CHROME_FONT_PROPERTY, TEXT_FONT_PROPERTY } from './widgets/runtime/protocol';

/**
 * One stylesheet for every widget: adopted by each shadow root of an embedded widget, and
 * linked in the head of the host's own pages, whose widgets are in the light DOM. Its
 * preflight and reset reach only inside widgets (host/vite/assets/widget-reset.ts), never the page.
 */
export default defineConfig({
  presets: [
    // Only the CSS variables the used utilities need, not ~40 on every element: cheaper style recalculation.
    presetWind3({ preflight: 'on-demand' }),
    presetIcons({
      // Icons become CSS masks inside the shared sheet: no icon files, no requests.
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' },
      collections: {
        mdi: () => import('@iconify-json/mdi/icons.json').then((m) => m.default as any),
        'simple-icons': () => import('@iconify-json/simple-icons/icons.json').then((m) => m.default as any),
      },
    }),
  ],
  theme: {
    // Colours are custom properties (widgets/core/palette.ts), so the high-contrast scheme
    // (host/contrast.css) recolours every shadow root from <html>.
    colors: {
      brand: {
        DEFAULT: paletteColour('brand'),
        dark: paletteColour('brand-dark'),
        light: paletteColour('brand-light'),
      },
      accent: { DEFAULT: paletteColour('accent'), light: paletteColour('accent-light') },
      alert: paletteColour('alert'),
      gray: Object.fromEntries(
        ([50, 100, 200, 300, 500, 600, 700, 800, 900] as const).map((shade) => [shade, paletteColour(`gray-${shade}`)]),
      ),
    },
    breakpoints: { xs: '480px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
  // Sizes follow the kit's rem, not the host page's root font size (widgets/core/kit-rem.ts).
  postprocess: (util) => {
    for (const entry of util.entries) {
      if (typeof entry[1] === 'string') entry[1] = toKitRem(entry[1]);
    }
  },
  preflights: [
    {
      // The widget root sets every inherited property itself, so whatever the host
      // page puts on <body> or on the element (colour, font, line height) stops here.
      // The host is a size container: the breakpoints are container queries (host/vite/assets/widget-css-plugin.ts),
      // so a widget lays out by its own width, wherever the page puts it.
      // The host's own pages put widgets in the light DOM: their element, marked as an island
      // (LIGHT_HOST), takes the host's rules (docs/developers/decisions.md, "Pages without shadow DOM").
      getCSS: () =>
        `:host,${LIGHT_HOST}{display:block;container-type:inline-size;${KIT_REM_DECLARATION}}:host([hidden]),${LIGHT_HOST}[hidden]{display:none}` +
        // The renderer's mount point (widgets/core/prerender-markup.ts) sits between the host and
        // .uni-root: it takes nothing from the page either (the embed tests compare every element).
        '[data-uni-mount]{all:initial;display:block}' +
        // Quirks mode (a page without a doctype): tables do not inherit text styles, so they would
        // take the page body's colour and the initial font size; inside widgets they inherit as usual.
        'table{color:inherit;font-size:inherit;font-weight:inherit;font-style:inherit;font-variant:inherit;line-height:inherit;white-space:inherit}' +
        // A page in another language may hold the Devanagari face back until it has painted (--uni-text-font, host/pre-paint/after-paint.ts).
        `.uni-root{all:initial;display:block;color:${paletteCss('ink')};font-family:var(${TEXT_FONT_PROPERTY},"Noto Sans Devanagari","Noto Sans Devanagari Subset"),"Noto Sans Devanagari Fallback",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;font-size:var(--uni-rem);line-height:1.5;text-align:start;-webkit-text-size-adjust:100%}` +
        // The masthead's Marathi name and the language names: the chrome face declared at document
        // level (host/vite/assets/devanagari-faces.ts), then the site's stack. Until it has painted, a
        // page may name system faces only in --uni-chrome-font (host/pre-paint/after-paint.ts holds the downloads back).
        `.font-chrome-devanagari{font-family:var(${CHROME_FONT_PROPERTY},"Uni Chrome Devanagari","Noto Sans Devanagari","Noto Sans Devanagari Subset","Noto Sans Devanagari Fallback",system-ui,sans-serif)}` +
        // On Marathi and Hindi pages the site's face draws all text from the first paint and has these glyphs: no second download.
        `.uni-root:is(${DEVANAGARI_LANGUAGE_CODES.map((code) => `[lang="${code}"]`).join(',')}) .font-chrome-devanagari{font-family:"Noto Sans Devanagari","Noto Sans Devanagari Subset","Noto Sans Devanagari Fallback",system-ui,sans-serif}` +
        // Windows high contrast: icons are masks painted with the text colour; keep them painted.
        '@media (forced-colors:active){[class*="i-mdi-"],[class*="i-simple-icons-"]{forced-color-adjust:none}}' +
        '@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}',
    },
  ],
  rules: [
    [
      // A <details> that is a disclosure on small screens and plain, always-shown content from
      // the breakpoint on (the compact chrome of issue 16). It opens without JavaScript, so it
      // works before its island hydrates. Browsers without ::details-content keep the disclosure
      // at every width rather than hide its controls.
      /^disclosure-until-(sm|lg)$/,
      ([className, breakpoint], { theme }) =>
        `@supports selector(::details-content){@media (min-width:${(theme as { breakpoints: Record<string, string> }).breakpoints[breakpoint!]}){` +
        `.${className}>summary{display:none}.${className}::details-content{content-visibility:visible;display:contents}}}`,
    ],
    // A <summary> drawn as a button (no disclosure triangle, Safari's included), and an icon
    // in it that turns over while its <details> is open: two short rules, not a transform stack.
    [
      /^summary-button$/,
      () => '.summary-button{list-style:none;cursor:pointer}.summary-button::-webkit-details-marker{display:none}',
    ],
    [/^flip-when-open$/, () => 'details[open]>summary .flip-when-open{transform:scaleY(-1)}'],
  ],
  shortcuts: {
    // Where keyboard focus is, on any background: a dark ring (19:1 on white) inside a yellow one
    // (visible on the brand's dark blue and on photos). Its name must not begin with a variant's
    // (`focus-ring` read as `focus:` + `ring`: a faint box-shadow on every click, not this shortcut).
    'visible-focus':
      'outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-[#ffbf47] focus-visible:outline-offset-2 focus-visible:shadow-[0_0_0_2px_#0b0c0c]',
    // The links every page repeats, once for each entry of the menu, of its section's pages (the
    // sidebar, which is the phone's disclosure: rows of 44 px for a finger there) and of the footer: one short name each for the same
    // rules. A thousand-page site repeated each long list hundreds of times a page, a quarter of its
    // HTML, which every build compresses twice (host/vite/servers/precompress-plugin.ts).
    'menu-link': 'block flex-1 rounded px-3 py-2 text-sm text-brand no-underline hover:bg-brand-light hover:underline',
    'menu-toggle': 'mr-1 rounded p-1 text-brand hover:bg-brand-light',
    'menu-children': 'm-0 list-none border-l-2 border-brand-light py-0 pl-3 pr-0',
    'section-item': 'border-b border-gray-200 last:border-b-0',
    'section-link':
      'flex gap-1 px-3 py-2 text-gray-900 no-underline hover:bg-gray-100 hover:text-brand max-lg:min-h-11 max-lg:items-center lg:items-start',
    'section-link-current':
      'flex gap-1 bg-brand-light px-3 py-2 font-bold text-brand no-underline max-lg:min-h-11 max-lg:items-center lg:items-start',
    'chevron-room': 'w-[1.125rem] shrink-0',
    'footer-link': 'rounded text-white underline-offset-2 hover:underline',
    // The embed docs' inline code (about 190 on the page) and attribute rows: the page must come in one
    // round trip (tests/tools/budgets.mjs), and each long list cost bytes there.
    'code-chip': 'rounded bg-gray-100 px-1 font-mono text-accent',
    'docs-row': 'border-b border-gray-200 border-solid align-top even:bg-gray-50',
  },
});
