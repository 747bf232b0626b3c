import type { Plugin } from 'vite';
import { loadSiteModule } from '../content/import-site-module.ts';

/** The web app manifest (so the site can be installed), from the university's identity in data/site/identity.yaml. */
export function webManifestPlugin(root: string): Plugin {
  return {
    name: 'uni-web-manifest',
    apply: 'build',
    async generateBundle() {
      const { site } = await loadSiteModule<typeof import('../../../data/site')>(root, 'data/site.ts');
      const manifest = {
        name: site.name,
        short_name: site.shortName,
        description: `${site.name}: admissions, departments, examinations, students and news.`,
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d2a5b',
        icons: [
          { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/images/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: site.logo.src, sizes: 'any', type: 'image/svg+xml' },
        ],
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
