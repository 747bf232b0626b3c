import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPublicFiles } from '../../host/vite/incremental/public-files';
import { fileFingerprint, sameFiles, stepKeepable, stepRecord } from '../../host/vite/incremental/step-outputs';
import { valueHash } from '../../host/vite/incremental/value-hash';

const work = mkdtempSync(join(tmpdir(), 'uni-incremental-steps-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a step’s files kept by an incremental build (step-outputs.ts)', () => {
  const record = stepRecord('documents-1', [
    ['search/mr/base.json', '{"terms":[]}'],
    ['search/mr/t0.json', new Uint8Array([1, 2, 3])],
  ]);
  const sizes = new Map(Object.keys(record.files).map((file) => [file, file.endsWith('base.json') ? 12 : 3]));

  it('records each file’s size and a hash of its bytes', () => {
    expect(record.input).toBe('documents-1');
    expect(record.files['search/mr/base.json']).toBe(fileFingerprint('{"terms":[]}'));
    expect(record.files['search/mr/base.json']).toMatch(/^12:/);
    expect(record.files['search/mr/t0.json']).toMatch(/^3:/);
    expect(fileFingerprint('{"terms":[1]}')).not.toBe(fileFingerprint('{"terms":[2]}'));
  });

  it('keeps them by what the input was made from, when the record says', () => {
    const sourced = stepRecord('documents-1', [['search/mr/base.json', '{"terms":[]}']], 'content-1');
    expect(stepKeepable(sourced, { source: 'content-1' }, () => 12)).toBe(true);
    expect(stepKeepable(sourced, { source: 'content-2' }, () => 12)).toBe(false);
    // A record with no source (a step that gives none) is never kept by one.
    expect(stepKeepable(record, { source: 'content-1' }, (file) => sizes.get(file))).toBe(false);
  });

  it('records what the input was made from, when the step gives it', () => {
    expect(record.source).toBeUndefined();
    expect(stepRecord('documents-1', [['search/mr/base.json', '{}']], 'content-1')).toEqual({
      input: 'documents-1',
      source: 'content-1',
      files: { 'search/mr/base.json': fileFingerprint('{}') },
    });
  });

  it('keeps them for the same input when each file is there at its size', () => {
    expect(stepKeepable(record, { input: 'documents-1' }, (file) => sizes.get(file))).toBe(true);
  });

  it('makes them again for another input, a file missing or of another size, or no record', () => {
    expect(stepKeepable(record, { input: 'documents-2' }, (file) => sizes.get(file))).toBe(false);
    expect(stepKeepable(record, { input: 'documents-1' }, (file) => (file.endsWith('t0.json') ? undefined : 12))).toBe(
      false,
    );
    expect(stepKeepable(record, { input: 'documents-1' }, (file) => (sizes.get(file) ?? 0) + 1)).toBe(false);
    expect(stepKeepable(undefined, { input: 'documents-1' }, () => 0)).toBe(false);
    expect(stepKeepable({ input: 'documents-1', files: {} }, { input: 'documents-1' }, () => 0)).toBe(false);
  });

  it('of the files made again, names those with the last build’s bytes that are there at their size', () => {
    const now: Array<[string, string | Uint8Array]> = [
      ['search/mr/base.json', '{"terms":[]}'],
      ['search/mr/t0.json', new Uint8Array([1, 2, 4])],
      ['search/mr/t1.json', '[]'],
    ];
    // t0's bytes changed (same size), t1 is new: only base is kept.
    expect([...sameFiles(record, now, (file) => sizes.get(file))]).toEqual(['search/mr/base.json']);
    // base missing from dist/, or of another size there: written again.
    expect(sameFiles(record, now, () => undefined).size).toBe(0);
    expect(sameFiles(record, now, () => 13).size).toBe(0);
    // No record (a full build): every file is written.
    expect(sameFiles(undefined, now, (file) => sizes.get(file)).size).toBe(0);
  });
});

describe('the public folder’s files in an incremental build (public-files.ts)', () => {
  it('copies those missing, of another size or changed since copied; leaves the others and names them', () => {
    const publicDir = join(work, 'public');
    const outDir = join(work, 'dist');
    mkdirSync(join(publicDir, 'docs'), { recursive: true });
    for (const [file, text] of [
      ['docs/a.pdf', 'A'],
      ['docs/b.pdf', 'B'],
      ['docs/c.pdf', 'C'],
      ['robots.txt', 'R'],
    ])
      writeFileSync(join(publicDir, file), text);
    expect(copyPublicFiles(publicDir, outDir, () => {})).toBe(4);

    writeFileSync(join(publicDir, 'docs/b.pdf'), 'B, longer');
    // Changed since copied, at the same size: its copy is older than it.
    writeFileSync(join(publicDir, 'docs/c.pdf'), 'D');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(publicDir, 'docs/c.pdf'), later, later);
    rmSync(join(outDir, 'robots.txt'));
    const kept: string[] = [];
    expect(copyPublicFiles(publicDir, outDir, (file) => kept.push(file))).toBe(3);
    expect(kept).toEqual(['docs/a.pdf']);
    for (const file of ['docs/b.pdf', 'docs/c.pdf', 'robots.txt'])
      expect(readFileSync(join(outDir, file), 'utf8'), file).toBe(readFileSync(join(publicDir, file), 'utf8'));
  });
});

describe('valueHash: a step’s input, a data set too long for one JSON text', () => {
  it('gives the same hash for the same value and another for any other', () => {
    const documents = [
      { path: '/a', title: 'A', text: ['x', 'y'] },
      { path: '/b', title: 'B' },
    ];
    expect(valueHash('en', structuredClone(documents))).toBe(valueHash('en', documents));
    const others = [
      valueHash('mr', documents),
      valueHash('en', documents.toReversed()),
      valueHash('en', [{ ...documents[0], title: 'A (revised)' }, documents[1]]),
      valueHash('en', [['a', 'b']]),
      valueHash('en', [['a,b']]),
      valueHash('en', [[['a'], 'b']]),
    ];
    expect(new Set([valueHash('en', documents), ...others]).size).toBe(others.length + 1);
  });
});
