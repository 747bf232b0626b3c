import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { framePagesPlugin } from '../../host/vite/kit/frame-pages-plugin.ts';
import type { StepOutputCache } from '../../host/vite/incremental/step-outputs.ts';

/**
 * The iframe form's pages (host/vite/kit/frame-pages-plugin.ts): one a widget, made from the code
 * alone, so an incremental build (which has the last build's code) keeps them as they are instead of
 * running every widget's code again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The plugin's generateBundle run as Vite runs it: the files it emits, by name. */
async function emitted(plugin: Plugin): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => files.set(fileName, source),
  };
  const hook = plugin.generateBundle as unknown as (this: typeof context) => Promise<void>;
  await hook.call(context);
  return files;
}

/** A step cache that keeps what `kept` says, and records what the step made. */
function steps(kept: string[] | undefined) {
  const made: Array<{ name: string; input: string; files: string[] }> = [];
  const cache: StepOutputCache = {
    keep: () => kept,
    keepBySource: () => kept,
    unchangedFiles: () => new Set(),
    made: (name, input, files) => made.push({ name, input, files: files.map(([file]) => file) }),
  };
  return { cache, made };
}

describe('the frame pages', () => {
  it('are a page a framed widget, recorded as the step made them', async () => {
    const { cache, made } = steps(undefined);
    const files = await emitted(framePagesPlugin(root, cache));
    expect(files.get('embed/frame/uni-events.html')).toContain(
      '<uni-events data-uni-frame-attributes="mode page categories src lang"></uni-events>',
    );
    expect(made).toEqual([{ name: 'frame-pages', input: 'the code', files: [...files.keys()] }]);
  }, 60_000);

  it('are kept, not made, when the incremental build keeps the step', async () => {
    const { cache, made } = steps(['embed/frame/uni-events.html']);
    expect((await emitted(framePagesPlugin(root, cache))).size).toBe(0);
    expect(made).toEqual([]);
  });
});
