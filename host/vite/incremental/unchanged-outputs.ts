import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Whether the file at `path` holds exactly `bytes` (false when there is none). */
function holds(path: string, bytes: Uint8Array): boolean {
  try {
    return statSync(path).size === bytes.byteLength && readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/** A file of the bundle's bytes, as they are written. */
export const bytesOf = (file: Rolldown.OutputChunk | Rolldown.OutputAsset): Uint8Array =>
  file.type === 'chunk'
    ? Buffer.from(file.code)
    : typeof file.source === 'string'
      ? Buffer.from(file.source)
      : file.source;

/**
 * For a build that writes into `folder` (the site's, or the embed kit's into dist/widgets/): in an
 * incremental build (`active()`), each file of the bundle whose bytes the folder's file of that
 * name holds already is taken out of the bundle, so that Vite does not write it again; its last
 * change stays the last build's, and with it its compressed copies (the precompression makes them
 * only for the files written since the build started). `unchanged` hears each such file's name,
 * relative to `folder`, for the sweep to keep it (and the folder is not emptied first). Most of a republish's bundle is such files: the
 * search index's shards, feeds and department files whose records did not change, every chunk
 * whose modules did not.
 */
export function unchangedOutputsPlugin(
  folder: () => string,
  active: () => boolean,
  unchanged: (fileName: string) => void,
): Plugin {
  return {
    name: 'uni-incremental-unchanged',
    apply: 'build',
    // The folder's files are compared, not removed first (the sweep removes those no build writes now).
    config: () => (active() ? { build: { emptyOutDir: false } } : undefined),
    generateBundle: {
      // After every plugin has put its files in the bundle (or changed them).
      order: 'post',
      handler(_options, output) {
        if (!active()) return;
        for (const [fileName, file] of Object.entries(output))
          if (holds(join(folder(), fileName), bytesOf(file))) {
            // Rollup's way to leave a file out of what it writes.
            // oxlint-disable-next-line typescript/no-dynamic-delete -- the bundle is keyed by file name
            delete output[fileName];
            unchanged(fileName);
          }
      },
    },
  };
}
