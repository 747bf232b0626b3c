import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeHash } from '../../host/vite/incremental/build-inputs.ts';
import { generateManifest } from '../../host/vite/manifest/custom-elements-manifest.ts';
import { renderBundle } from '../../host/vite/prerender/render-bundle.ts';
import { copyProject } from '../tools/bench/write-site.mjs';

/**
 * The prerender's render bundle (host/vite/prerender/render-bundle.ts), each test in a copy of the
 * project (node_modules linked) with a cache folder of its own: made once for the code's hash,
 * reused while the code is unchanged (with the kit's manifest kept beside it), made again when a
 * render source changes or a file of it is missing or changed, and a failure to build it names it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'uni-render-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the project and an empty cache folder, the test's own. */
function project(): { site: string; cacheDir: string } {
  const folder = mkdtempSync(join(work, 'test-'));
  copyProject(root, join(folder, 'site'));
  return { site: join(folder, 'site'), cacheDir: join(folder, 'cache') };
}

/** Every file of the bundle whose entry is `entry`, by its path in the bundle's folder. */
const bundleFiles = (entry: string) =>
  readdirSync(dirname(entry), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => join(file.parentPath, file.name));
const holds = (entry: string, text: string) =>
  bundleFiles(entry).some((file) => readFileSync(file, 'utf8').includes(text));

/** A render source: the widgets' definitions, which the code the workers render with exports whole. */
const SOURCE = 'widgets/core/definitions.ts';

describe('the render bundle', () => {
  it('is made once for the code, reused while it is unchanged, and made again when a render source changes', async () => {
    const { site, cacheDir } = project();
    const code = codeHash(site);
    const first = await renderBundle(site, cacheDir, code);
    expect(first.made).toBeGreaterThan(0);
    expect(readFileSync(first.bundle.pages, 'utf8')).toContain('function prerenderPages(');
    expect(holds(first.bundle.modules, 'function renderPage(')).toBe(true);

    // The kit's manifest is kept with it: the widgets' own, as the site's build makes it.
    const { manifest } = await generateManifest(site);
    expect(first.manifest).toEqual(manifest);

    expect(codeHash(site)).toBe(code);
    expect(await renderBundle(site, cacheDir, codeHash(site))).toEqual({ ...first, made: 0 });

    appendFileSync(join(site, SOURCE), `\nexport const renderBundleProbe = 'the changed code';\n`);
    const changed = codeHash(site);
    expect(changed).not.toBe(code);
    const next = await renderBundle(site, cacheDir, changed);
    expect(next.made).toBeGreaterThan(0);
    expect(next.bundle.modules).not.toBe(first.bundle.modules);
    expect(holds(next.bundle.modules, 'the changed code')).toBe(true);
    expect(holds(first.bundle.modules, 'the changed code')).toBe(false);
  }, 120_000);

  it('is made again when a file of it is missing or changed since', async () => {
    const { site, cacheDir } = project();
    const code = codeHash(site);
    const { bundle } = await renderBundle(site, cacheDir, code);
    const chunk = bundleFiles(bundle.modules).find((file) => file.includes('-chunks/'))!;
    const text = readFileSync(chunk, 'utf8');
    writeFileSync(chunk, text.slice(0, text.length / 2));
    expect((await renderBundle(site, cacheDir, code)).made).toBeGreaterThan(0);
    expect(readFileSync(chunk, 'utf8')).toBe(text);

    rmSync(bundle.modules);
    expect((await renderBundle(site, cacheDir, code)).made).toBeGreaterThan(0);
    expect(existsSync(bundle.modules)).toBe(true);
    expect((await renderBundle(site, cacheDir, code)).made).toBe(0);

    const manifest = join(dirname(bundle.modules), 'custom-elements.json');
    writeFileSync(manifest, '{}');
    const again = await renderBundle(site, cacheDir, code);
    expect(again.made).toBeGreaterThan(0);
    expect(again.manifest.modules.length).toBeGreaterThan(0);
  }, 120_000);

  it('fails the build, naming itself, when its code does not build, and keeps no bundle of it', async () => {
    const { site, cacheDir } = project();
    appendFileSync(join(site, SOURCE), `\nexport const broken = ;\n`);
    const code = codeHash(site);
    await expect(renderBundle(site, cacheDir, code)).rejects.toThrow(
      /^The prerender's render bundle \(host\/vite\/prerender\/render-modules\.ts\) failed to build: /,
    );
    expect(existsSync(join(cacheDir, 'render-bundle', code))).toBe(false);
  }, 120_000);
});
