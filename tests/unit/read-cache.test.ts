import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../../host/vite/content/read-cache';
import {
  flushReadFiles,
  forgetReadFiles,
  persistReadFiles,
  readingUntil,
  readOnce,
  saveReadFiles,
} from '../../host/vite/content/read-once';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'uni-read-cache-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  vi.unstubAllEnvs();
  saveReadFiles();
  forgetReadFiles();
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('ReadCache: what content files gave, kept between builds', () => {
  it('gives a saved value back in a later build of the same code, as a copy of its own', () => {
    const cache = folder();
    const first = new ReadCache(cache, 'code-1');
    const value = { page: { title: 'History', items: [1, 2, { nested: null }] } };
    first.keep('a1', value);
    first.save();
    const again = new ReadCache(cache, 'code-1').get('a1');
    expect(again).toEqual(value);
    expect(again).not.toBe(value);
  });

  it('ignores what other code made: a change to a reader, a schema or a package invalidates it', () => {
    const cache = folder();
    const first = new ReadCache(cache, 'code-1');
    first.keep('a1', { page: 1 });
    first.save();
    expect(new ReadCache(cache, 'code-2').get('a1')).toBeUndefined();
  });

  it('writes again only the shards with a new entry, keeping those asked for and dropping the rest', () => {
    const cache = folder();
    const first = new ReadCache(cache, 'code-1');
    for (const key of ['a1', 'a2', 'b1']) first.keep(key, key);
    first.save();
    expect(readdirSync(cache).toSorted()).toEqual(['a1.bin', 'a2.bin', 'b1.bin']);

    const second = new ReadCache(cache, 'code-1');
    expect(second.get('a1')).toBe('a1');
    second.keep('a1ff', 'new');
    second.save();
    const third = new ReadCache(cache, 'code-1');
    expect([third.get('a1'), third.get('a1ff')]).toEqual(['a1', 'new']);
    // Shard a2 and b1 were not written: their entries stay.
    expect([third.get('a2'), third.get('b1')]).toEqual(['a2', 'b1']);
  });

  it('saved partway (as a build does once its data check is done), keeps what it held and what comes after', () => {
    const cache = folder();
    const first = new ReadCache(cache, 'code-1');
    first.keep('b1', 'before');
    first.save();
    // The same shard again after the save: both entries written.
    first.keep('b1ff', 'after');
    first.save();

    const second = new ReadCache(cache, 'code-1');
    expect(second.get('b1')).toBe('before');
    second.save();
    // Asked again once its bytes were let go: read from its file.
    expect(second.get('b1ff')).toBe('after');
    // A new entry in a shard saved already: the entries this build asked for before the save stay.
    second.keep('b1aa', 'new');
    second.save();
    const third = new ReadCache(cache, 'code-1');
    expect([third.get('b1'), third.get('b1ff'), third.get('b1aa')]).toEqual(['before', 'after', 'new']);
  });

  it('gives back the copy it keeps: equal, of its own (no string of it a slice of the text it was parsed from)', () => {
    const first = new ReadCache(folder(), 'code-1');
    const value = { page: { title: 'History', items: [1, 2] } };
    const kept = first.keep('d1', value);
    expect(kept).toEqual(value);
    expect(kept).not.toBe(value);
    expect(kept.page).not.toBe(value.page);
  });

  it('does not keep a value V8 cannot copy (a function): it is made again', () => {
    const cache = folder();
    const first = new ReadCache(cache, 'code-1');
    const unkept = { run: () => 1 };
    expect(first.keep('c1', unkept)).toBe(unkept);
    first.save();
    expect(new ReadCache(cache, 'code-1').get('c1')).toBeUndefined();
  });
});

describe('readOnce with the results kept between builds', () => {
  const build = (cache: string, code: string, file: string) => {
    const parsed: string[] = [];
    persistReadFiles(cache, code);
    const result = readOnce(file, 'record', (text) => {
      parsed.push(text);
      return text.includes('bad') ? { problems: [`${file}: title in Marathi (mr): is missing`] } : { record: text };
    });
    saveReadFiles();
    forgetReadFiles();
    return { result, parsed };
  };

  it('parses a file once across builds, again when it changes or the code does, and a bad one still says what is wrong', () => {
    const cache = folder();
    const file = join(folder(), 'circular.yaml');
    writeFileSync(file, 'title: one');
    expect(build(cache, 'code-1', file)).toEqual({ result: { record: 'title: one' }, parsed: ['title: one'] });
    expect(build(cache, 'code-1', file)).toEqual({ result: { record: 'title: one' }, parsed: [] });
    writeFileSync(file, 'title: two, longer');
    expect(build(cache, 'code-1', file).parsed).toEqual(['title: two, longer']);
    expect(build(cache, 'code-2', file).parsed).toEqual(['title: two, longer']);
    writeFileSync(file, 'title: bad');
    expect(build(cache, 'code-2', file).result).toEqual({
      problems: [`${file}: title in Marathi (mr): is missing`],
    });
  });

  it('reads no file unchanged since the last build: its size and time give its key (file-stamps.ts)', () => {
    const cache = folder();
    const file = join(folder(), 'circular.yaml');
    const hourAgo = new Date(Date.now() - 3_600_000);
    writeFileSync(file, 'title: one');
    utimesSync(file, hourAgo, hourAgo);
    build(cache, 'code-1', file);
    // Other bytes of the same size, given the old time back: the file is taken as unchanged, so
    // what the last build read of it comes back (a real edit gives it a new time).
    writeFileSync(file, 'title: two');
    utimesSync(file, hourAgo, hourAgo);
    expect(build(cache, 'code-1', file)).toEqual({ result: { record: 'title: one' }, parsed: [] });
    // A full build reads every file.
    vi.stubEnv('UNI_FULL_BUILD', '1');
    expect(build(cache, 'code-1', file)).toEqual({ result: { record: 'title: two' }, parsed: ['title: two'] });
    vi.unstubAllEnvs();
  });

  it('keeps what is read after a flush (the steps of a build after its data check) for the next build too', () => {
    const cache = folder();
    const early = join(folder(), 'early.yaml');
    const late = join(folder(), 'late.yaml');
    writeFileSync(early, 'title: early');
    writeFileSync(late, 'title: late');
    const parsed: string[] = [];
    const read = (file: string) => readOnce(file, 'record', (text) => parsed.push(text));
    persistReadFiles(cache, 'code-1');
    read(early);
    flushReadFiles();
    read(late);
    saveReadFiles();
    forgetReadFiles();
    persistReadFiles(cache, 'code-1');
    read(early);
    read(late);
    saveReadFiles();
    forgetReadFiles();
    expect(parsed).toEqual(['title: early', 'title: late']);
  });

  it('keeps only the readers it is told to (a prerender worker: the records, not the page files)', () => {
    const cache = folder();
    const record = join(folder(), 'record.yaml');
    const page = join(folder(), 'page.yaml');
    writeFileSync(record, 'title: record');
    writeFileSync(page, 'title: page');
    const parsed: string[] = [];
    const read = (kinds?: string[]) => {
      persistReadFiles(cache, 'code-1', kinds);
      readOnce(record, 'record', (text) => parsed.push(text));
      readOnce(page, 'page', (text) => parsed.push(text));
      saveReadFiles();
      forgetReadFiles();
    };
    read(['record']);
    read(['record']);
    expect(parsed).toEqual(['title: record', 'title: page', 'title: page']);
    expect(readdirSync(cache)).toEqual(['record']);
  });
});

describe('readOnce while the data check is still reading', () => {
  it('forgets the files only once the check is done: the sections it loads after the bundle read them again from memory', async () => {
    const file = join(folder(), 'circular.yaml');
    writeFileSync(file, 'title: one');
    const parsed: string[] = [];
    const read = () => readOnce(file, 'record', (text) => parsed.push(text));
    let checkDone = () => {};
    const check = new Promise<void>((resolve) => (checkDone = resolve));
    readingUntil(check);
    read();
    // The bundle ends (buildEnd) while the check still loads its sections.
    forgetReadFiles();
    read();
    expect(parsed).toEqual(['title: one']);
    checkDone();
    await check;
    await new Promise((resolve) => setTimeout(resolve, 0));
    read();
    expect(parsed).toEqual(['title: one', 'title: one']);
  });

  it('forgets them once a check that failed is over, as one that passed', async () => {
    const file = join(folder(), 'circular.yaml');
    writeFileSync(file, 'title: one');
    const parsed: string[] = [];
    const read = () => readOnce(file, 'record', (text) => parsed.push(text));
    const check = Promise.reject(new Error('a section to correct'));
    readingUntil(check);
    read();
    forgetReadFiles();
    await expect(check).rejects.toThrow('a section to correct');
    await new Promise((resolve) => setTimeout(resolve, 0));
    read();
    expect(parsed).toEqual(['title: one', 'title: one']);
  });
});
