import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGenerator } from 'unocss';
import { loadConfig } from '@unocss/config';
import type { Plugin } from 'vite';
import { SCROLLBAR_ALLOWANCE_PX } from '../../../widgets/core/container-width.ts';
import { withIconSprite } from './icon-sprite.ts';
import { scopeResetToWidgets } from './widget-reset.ts';

/**
 * Serves `virtual:widget-css`: where the stylesheet every widget uses is: the shadow roots of
 * embedded widgets, and the head of the host's own pages, whose widgets are in the light DOM.
 * In a build it is a CSS file (prerendered pages link it, widgets created in the browser
 * fetch its text once for their shared constructable sheet), so no page ships it twice;
 * the dev server and the tests get the CSS text itself.
 * UnoCSS's own Vite modes do not work inside shadow roots (see ../shared/design/TOOLCHAIN.md),
 * so we run the generator ourselves over the widget and data sources.
 */
export const WIDGET_CSS_ID = 'virtual:widget-css';
const RESOLVED_ID = '\0' + WIDGET_CSS_ID;
const SCANNED_FOLDERS = ['widgets', 'data'];
const SCANNED_FILE = /\.(tsx?|json)$/;
/** The home widgets' samples name their icons (`i-mdi-library`); other YAML is prose, whose words are no classes. */
const SCANNED_YAML = /[\\/]data[\\/]home[\\/].*\.yaml$/;

function listSources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return (SCANNED_FILE.test(name) && !/\.test\.tsx?$/.test(name)) || SCANNED_YAML.test(path) ? [path] : [];
  });
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * Widgets lay out by the width they are given, not by the window's: in a 300 px sidebar of a
 * wide page a widget takes its narrow layout. Every width breakpoint the generator writes as a
 * media query becomes a container query on the widget's host, the size container (uno.config.ts),
 * moved by the scrollbar allowance (widgets/core/container-width.ts).
 */
export function toContainerQueries(css: string): string {
  return css.replace(
    /@media \((min|max)-width: ?([\d.]+)px\)\{/g,
    (_, bound: string, pixels: string) =>
      `@container (${bound}-width:${Number((Number(pixels) - SCROLLBAR_ALLOWANCE_PX).toFixed(2))}px){`,
  );
}

/** The sprite's file, beside the stylesheet in the build's assets folder (the service worker precaches it). */
export const ICON_SPRITE_FILE = /^icon-sprite-[\w-]+\.svg$/;

export async function generateWidgetCss(
  root: string,
  placeSprite?: (svg: string) => string,
): Promise<{ css: string; files: string[] }> {
  const { config } = await loadConfig(root);
  const generator = await createGenerator(config);
  const files = SCANNED_FOLDERS.flatMap((folder) => listSources(resolve(root, folder)));
  const tokens = new Set<string>();
  for (const file of files) {
    await generator.applyExtractors(readFileSync(file, 'utf8'), file, tokens);
  }
  // The reset normalises buttons, lists and headings inside widgets (UnoCSS's presets carry
  // none), in shadow roots and in the host's light DOM alike (widget-reset.ts); Glide's core
  // CSS positions the carousels.
  const resetCss = readFileSync(resolve(root, 'node_modules/@unocss/reset/tailwind.css'), 'utf8');
  const glideCss = readFileSync(resolve(root, 'node_modules/@glidejs/glide/dist/css/glide.core.min.css'), 'utf8');
  const { css } = await generator.generate(tokens, { preflights: true, minify: true });
  // Every icon from one sprite: one SVG document instead of one per icon (icon-sprite.ts).
  return {
    css: withIconSprite(scopeResetToWidgets(resetCss) + stripComments(glideCss) + toContainerQueries(css), placeSprite),
    files,
  };
}

/** The plugin, plus the name of the stylesheet file it emitted (for the prerendered pages' links). */
export type WidgetCssPlugin = Plugin & { emittedStylesheet: () => string };

export function widgetCssPlugin(root: string): WidgetCssPlugin {
  let isBuild = false;
  let assetsDir = 'assets';
  let stylesheetReference = '';
  let stylesheetFile = '';
  return {
    name: 'uni-widget-css',
    emittedStylesheet: () => {
      if (!stylesheetFile) throw new Error('The widget stylesheet has not been emitted yet');
      return stylesheetFile;
    },
    configResolved(config) {
      isBuild = config.command === 'build';
      assetsDir = config.build.assetsDir;
    },
    resolveId(id) {
      return id === WIDGET_CSS_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In a build the sprite is a file beside the stylesheet, named by its content as Vite names
      // assets (its name must be known now, to write it into the stylesheet); the dev server and
      // the tests keep it inside the CSS text.
      const placeSprite = (svg: string) => {
        const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
        const fileName = `icon-sprite-${hash}.svg`;
        this.emitFile({ type: 'asset', fileName: `${assetsDir}/${fileName}`, source: svg });
        return fileName;
      };
      const { css, files } = await generateWidgetCss(root, isBuild ? placeSprite : undefined);
      // Absolute paths only: relative ones make Vite's import analysis fail in dev.
      for (const file of files) this.addWatchFile(file);
      if (!isBuild) return `export const css = ${JSON.stringify(css)};\nexport const href = undefined;`;
      stylesheetReference = this.emitFile({ type: 'asset', name: 'widgets.css', source: css });
      return `export const css = undefined;\nexport const href = import.meta.ROLLUP_FILE_URL_${stylesheetReference};`;
    },
    generateBundle() {
      // Prerendered pages link the same file from their head.
      if (stylesheetReference) stylesheetFile = this.getFileName(stylesheetReference);
    },
    handleHotUpdate({ server, file }) {
      if (!SCANNED_FOLDERS.some((folder) => file.startsWith(resolve(root, folder)))) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
