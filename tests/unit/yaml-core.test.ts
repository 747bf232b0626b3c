import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseCoreYaml } from '../../data/records/yaml-core.ts';

/** What `yaml`'s parse gives, or its error's message: parseCoreYaml must give the same. */
const outcome = (read: (text: string) => unknown, text: string) => {
  try {
    return { value: read(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

const yamlFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });

describe('parseCoreYaml reads YAML as the yaml package does', () => {
  it.each([
    [
      'numbers as YAML 1.2 core reads them',
      'a: 12\nb: +12\nc: -0\nd: 012\ne: 0o17\nf: 0x1F\ng: 1.5\nh: .5\ni: 1.\nj: 1e3\nk: -2.5E-2',
    ],
    [
      'what stays text',
      'a: 1_000\nb: 0b11\nc: 2025-10-20\nd: yes\ne: on\nf: 1:20\ng: 0x\nh: 1__0\ni: "12"\nj: 10:30 am',
    ],
    ['infinities and not-a-number', 'a: .inf\nb: -.Inf\nc: +.INF\nd: .nan\ne: .NaN'],
    ['nulls and booleans', 'a: ~\nb: null\nc: Null\nd: NULL\ne:\nf: true\ng: False\nh: TRUE\ni: tRue'],
    ['an empty file and a comment alone', ''],
    ['a comment alone', '# nothing yet\n'],
    ['anchors and block scalars', 'a: &x { en: A, mr: अ }\nb: *x\nc: |\n  one\n  two\nd: >-\n  one\n  two\n'],
    ['tags js-yaml does not know', 'a: !!binary aGk=\nb: !!timestamp 2025-01-01'],
    ['a complex key', '? [a]\n: 1\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a flow sequence left open', 'a: [1, 2\n'],
    ['a nested compact mapping', 'a: b: c\n'],
    ['a tab as indentation', 'a:\n\tb: 1\n'],
    ['two documents', '---\na: 1\n---\nb: 2\n'],
  ])('%s', (_, text) => {
    expect(outcome(parseCoreYaml, text)).toEqual(outcome(parse, text));
  });

  // A file of each kind (site, home widgets, static pages, pages, records): all of data/ takes seconds under load.
  const SAMPLE_FOLDERS = ['data/site', 'data/home', 'data/static-pages', 'data/pages/about', 'data/records/documents'];

  it("the site's own files of every kind", { timeout: 20_000 }, () => {
    const files = SAMPLE_FOLDERS.flatMap(yamlFiles);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(outcome(parseCoreYaml, text), file).toEqual(outcome(parse, text));
    }
  });
});
