import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPageSection, pageFiles, pageSections } from '../../host/vite/content/pages-plugin.ts';

/**
 * The content's sections (host/vite/content/pages-plugin.ts): the folders of data/pages/ holding page
 * files, listed in the order of their files' paths (the routes, the sitemap and the loaders follow
 * it), and a section asked for by name is found by reading its own folder alone.
 */
const root = mkdtempSync(join(tmpdir(), 'uni-page-sections-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const page = (file: string) => {
  mkdirSync(join(root, 'data/pages', file, '..'), { recursive: true });
  writeFileSync(join(root, 'data/pages', file), 'title: x\n');
};
page('about/history.en.yaml');
page('about/history.mr.yaml');
page('about-us/team.en.yaml');
page('academics/index.en.yaml');
page('academics/notes.txt');
mkdirSync(join(root, 'data/pages/empty'));
writeFileSync(join(root, 'data/pages/loose.en.yaml'), 'title: x\n');

describe('the sections of data/pages/', () => {
  it('lists the page files in the order of their paths, a section after another whose name it starts', () => {
    expect(pageFiles(root).map(({ file }) => file)).toEqual([
      'data/pages/about-us/team.en.yaml',
      'data/pages/about/history.en.yaml',
      'data/pages/about/history.mr.yaml',
      'data/pages/academics/index.en.yaml',
    ]);
    expect(pageSections(root)).toEqual(['about-us', 'about', 'academics']);
  });

  it('finds a section by its own folder: one holding a page file, by a plain folder name', () => {
    for (const section of ['about', 'about-us', 'academics']) expect(isPageSection(root, section)).toBe(true);
    for (const section of ['empty', 'missing', 'loose.en.yaml', '..', '.', '', 'about/..', '../pages/about'])
      expect(isPageSection(root, section), section).toBe(false);
  });
});
