// Sizes of a built site (dist/): the whole, its pages, its search index per language,
// and the scripts whose size grows with the site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every file under `folder`, with its size: [site path, bytes]. */
function filesUnder(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(join(folder, entry.name), path);
    return [[path, statSync(join(folder, entry.name)).size]];
  });
}

const gzipSize = (file) => gzipSync(readFileSync(file)).length;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The figures of `dist`: its files and bytes, its HTML pages, each language's index
 * (files, raw and gzip bytes, base.json gzip, and every file's gzip size by site path,
 * for what a query downloads), and the median raw and gzip size of `samplePages`
 * (site paths of pages) and of the scripts matching `growingScripts` (name patterns).
 */
export function distFigures({ dist, languages, samplePages, growingScripts }) {
  const files = filesUnder(dist);
  const html = files.filter(([path]) => path.endsWith('.html'));
  const index = {};
  const gzipByPath = {};
  for (const lang of languages) {
    const folder = join(dist, 'search', lang);
    const own = { files: 0, raw: 0, gzip: 0 };
    for (const name of readdirSync(folder)) {
      const path = `/search/${lang}/${name}`;
      const raw = statSync(join(folder, name)).size;
      gzipByPath[path] = gzipSize(join(folder, name));
      own.files += 1;
      own.raw += raw;
      own.gzip += gzipByPath[path];
    }
    own.baseGzip = gzipByPath[`/search/${lang}/base.json`];
    index[lang] = own;
  }
  const pageSizes = samplePages.map((path) => ({
    raw: statSync(join(dist, path)).size,
    gzip: gzipSize(join(dist, path)),
  }));
  const scripts = Object.fromEntries(
    Object.entries(growingScripts).map(([label, pattern]) => {
      const matching = files.filter(([path]) => path.startsWith('/assets/') && pattern.test(path.slice(8)));
      return [
        label,
        {
          count: matching.length,
          raw: median(matching.map(([, bytes]) => bytes)),
          gzip: median(matching.map(([path]) => gzipSize(join(dist, path)))),
        },
      ];
    }),
  );
  return {
    files: files.length,
    bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0),
    pages: html.length,
    pageBytes: html.reduce((sum, [, bytes]) => sum + bytes, 0),
    index,
    gzipByPath,
    page: { raw: median(pageSizes.map((size) => size.raw)), gzip: median(pageSizes.map((size) => size.gzip)) },
    scripts,
    /** The gzip size of a file of the site by its path (engine scripts). */
    gzipOf: (path) => gzipByPath[path] ?? gzipSize(join(dist, path)),
  };
}
