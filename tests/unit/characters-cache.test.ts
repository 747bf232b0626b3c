import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { charactersCache } from '../../host/vite/assets/characters-cache';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'uni-characters-cache-'));
  folders.push(made);
  return made;
};
const cacheFile = () => join(folder(), 'cache', 'characters.json');
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** The distinct characters of a text that are not ASCII, in order of first use: a stand-in for the subset's search. */
const nonAscii = (text: string) => [...new Set(text)].filter((character) => character.charCodeAt(0) > 0x7f).join('');

/** Data files holding `texts`, last changed an hour ago (file-stamps.ts trusts no key made just after a change). */
function dataFiles(texts: string[]): string[] {
  const made = folder();
  const hourAgo = new Date(Date.now() - 3_600_000);
  return texts.map((text, index) => {
    const path = join(made, `${index}.yaml`);
    writeFileSync(path, text);
    utimesSync(path, hourAgo, hourAgo);
    return path;
  });
}

/** A build's pass over `files` (paths): each one's characters, and how many were found in their text. */
function build(file: string, files: string[], kind = 'devanagari') {
  const cache = charactersCache(file, `${file}.stamps`, kind);
  const characters = files.map((path) => cache.of(path, nonAscii));
  cache.save();
  return { characters, found: cache.found() };
}

describe('charactersCache: each data file’s characters, kept between builds by its bytes', () => {
  it('gives the last build’s characters for unchanged files without reading their text', () => {
    const file = cacheFile();
    const files = dataFiles(['title: प्रवेश', 'title: सूचना', 'title: Admissions']);
    const first = build(file, files);
    expect(first).toEqual({ characters: ['प्रवेश', 'सूचना', ''], found: 3 });
    const second = charactersCache(file, `${file}.stamps`, 'devanagari');
    const characters = files.map((path) =>
      second.of(path, () => {
        throw new Error(`read again: ${path}`);
      }),
    );
    expect(characters).toEqual(first.characters);
    expect(second.found()).toBe(0);
  });

  it('finds a changed file’s characters in its new text, and forgets the old bytes’ entry', () => {
    const file = cacheFile();
    const files = dataFiles(['title: प्रवेश', 'title: सूचना']);
    build(file, files);
    writeFileSync(files[1]!, 'title: ꣠ सूचना');
    const changed = build(file, files);
    expect(changed).toEqual({ characters: ['प्रवेश', '꣠सूचना'], found: 1 });
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { files: Record<string, string> };
    expect(Object.values(kept.files).toSorted()).toEqual(['प्रवेश', '꣠सूचना'].toSorted());
  });

  it('makes a truncated cache file again instead of trusting it', () => {
    const file = cacheFile();
    const files = dataFiles(['title: प्रवेश', 'title: सूचना']);
    build(file, files);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, whole.length / 2));
    expect(build(file, files)).toEqual({ characters: ['प्रवेश', 'सूचना'], found: 2 });
    expect(readFileSync(file, 'utf8')).toBe(whole);
  });

  it('ignores a cache made for another kind of search, and entries that are not characters', () => {
    const file = cacheFile();
    const files = dataFiles(['title: प्रवेश']);
    build(file, files, 'other ranges');
    expect(build(file, files)).toEqual({ characters: ['प्रवेश'], found: 1 });
    const made = JSON.parse(readFileSync(file, 'utf8')) as { kind: string; files: Record<string, number | string> };
    writeFileSync(
      file,
      JSON.stringify({ ...made, files: Object.fromEntries(Object.keys(made.files).map((key) => [key, 7])) }),
    );
    expect(build(file, files)).toEqual({ characters: ['प्रवेश'], found: 1 });
  });

  it('writes nothing when every file was the last build’s', () => {
    const file = cacheFile();
    const files = dataFiles(['title: प्रवेश', 'title: सूचना']);
    build(file, files);
    writeFileSync(file, readFileSync(file, 'utf8').replace('{', '{ '));
    const spaced = readFileSync(file, 'utf8');
    expect(build(file, files.toReversed()).found).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(spaced);
  });
});
