import type { Plugin } from 'vite';
import { siteIdentity } from '../../../data/site/read-site-file.ts';
import { customElements, generateManifest, type ManifestDeclaration } from '../manifest/custom-elements-manifest.ts';
import { FRAME_PATH } from '../../../data/paths.ts';
import { NOT_FRAMED } from '../manifest/embedding-forms.ts';
import type { StepOutputCache } from '../incremental/step-outputs.ts';

/**
 * The iframe form of the kit: one page per widget at `/embed/frame/<tag>`
 * (written as dist/embed/frame/<tag>.html), showing only that widget, for CMSs
 * that allow an iframe but no script. The page's attributes come from its query
 * (`/embed/frame/uni-events?categories=Academic`); widgets/frame.ts applies them,
 * reports the height to the parent and runs the loader. No inline script or style:
 * the pages work under `script-src 'self'`. They must be served with
 * `Content-Security-Policy: frame-ancestors *` (any site may frame them), unlike
 * the rest of the site.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `uni-featured-video` -> `Featured video`. */
export const widgetTitle = (tag: string) =>
  tag
    .replace(/^uni-/, '')
    .replace(/-/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

export function framePageHtml(element: ManifestDeclaration, siteName: string): string {
  const attributes = element.attributes.map((attribute) => attribute.name).join(' ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(`${widgetTitle(element.tagName)} | ${siteName}`)}</title>
    <base target="_top" />
    <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
    <script type="module" src="/widgets/frame.js"></script>
  </head>
  <body>
    <${element.tagName} data-uni-frame-attributes="${escapeHtml(attributes)}"></${element.tagName}>
  </body>
</html>
`;
}

/** The tags that have a frame page. */
export const framedElements = async (root: string) =>
  customElements((await generateManifest(root)).manifest).filter((element) => !NOT_FRAMED.has(element.tagName));

/**
 * The frame pages' input for an incremental build (`steps`): they are made from the code alone (the
 * widgets' manifest, the site's name), and an incremental build has the last complete build's code
 * (host/vite/incremental/), so they are kept as it wrote them: making them runs every widget's code
 * (seconds).
 */
const FRAME_PAGES_INPUT = 'the code';

export function framePagesPlugin(root: string, steps?: StepOutputCache): Plugin {
  return {
    name: 'uni-frame-pages',
    apply: 'build',
    async generateBundle() {
      if (steps?.keep('frame-pages', FRAME_PAGES_INPUT)) return;
      const { name } = siteIdentity(root);
      const files = (await framedElements(root)).map(
        (element) => [`${FRAME_PATH.slice(1)}${element.tagName}.html`, framePageHtml(element, name)] as const,
      );
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
      steps?.made('frame-pages', FRAME_PAGES_INPUT, files);
    },
  };
}
