import { createHash } from 'node:crypto';

/**
 * The files a step of the build makes from one input of its own (a language's search index from
 * that language's content), kept in an incremental build when the input is the last
 * build's: the code is the same (or the build would be full), so the same input makes the same
 * files, and the step need not make them again (at 10,000 pages a language, each language's index
 * took seconds, and comparing its thousands of shards with dist/'s seconds more). When the input
 * changed, the step makes its files again, and those whose bytes are the last build's (by their
 * fingerprint in the manifest, `unchangedFiles`) are left in dist/ unread and unwritten: one
 * republished circular changes a few of its language's thousands of search shards.
 */

/** What the manifest keeps of one such step: its input's hash, and each file it wrote (dist/-relative) with its fingerprint. */
export interface StepOutputs {
  input: string;
  /**
   * The hash of what the input is made from, when the step gives one (a language's search index: its
   * pages' content), told without making the input: the same source makes the same input. Another
   * source may make the same input too (a circular's new PDF changes its listings, not the search documents).
   */
  source?: string;
  /** `<size in bytes>:<hash of the bytes>` (`fileFingerprint`) of each file. */
  files: Record<string, string>;
}

type StepFiles = ReadonlyArray<readonly [file: string, source: string | Uint8Array]>;

/** What a step asks and tells (incremental-plugin.ts answers). */
export interface StepOutputCache {
  /**
   * The files `name` made last build, when this build is incremental, its input was `input` and
   * dist/ holds each of them at its size: kept as they are (the step makes none). Otherwise undefined: make them.
   */
  keep(name: string, input: string, source?: string): string[] | undefined;
  /** As `keep`, when the input's source (`StepOutputs.source`) is the last build's: the input need not be made. */
  keepBySource(name: string, source: string): string[] | undefined;
  /**
   * Of the files `name` made now (its input changed), those whose bytes the last build's `name` made
   * too and dist/ holds at their size, when this build is incremental: kept as they are (the step
   * need not write them); none in a full build.
   */
  unchangedFiles(name: string, files: StepFiles): Set<string>;
  /** The files `name` made in this build from `input` (dist/-relative, with their bytes), and the input's source. */
  made(name: string, input: string, files: StepFiles, source?: string): void;
}

/** A file's size and a hash of its bytes: two files with the same fingerprint hold the same bytes. */
export function fileFingerprint(source: string | Uint8Array): string {
  const size = typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
  return `${size}:${createHash('sha1').update(source).digest('base64url')}`;
}

const sizeOf = (fingerprint: string) => Number(fingerprint.slice(0, fingerprint.indexOf(':')));

/** What a step's last record must have been made from to be kept: its input, or the input's source. */
export type StepMatch = { input: string } | { source: string };

/**
 * Whether `last` (the last build's record of a step, or undefined) may be kept for `wanted`: the
 * same input (or source), and every file it wrote there at its size (`size`: the file's size now,
 * undefined when missing).
 */
export function stepKeepable(
  last: StepOutputs | undefined,
  wanted: StepMatch,
  size: (file: string) => number | undefined,
): last is StepOutputs {
  if (!last || ('input' in wanted ? last.input !== wanted.input : last.source !== wanted.source)) return false;
  const files = Object.entries(last.files);
  return files.length > 0 && files.every(([file, fingerprint]) => size(file) === sizeOf(fingerprint));
}

/**
 * Of `files` (made now), those `last` (the last build's record of the step, or undefined) made with
 * the same bytes and that are there at their size (`size`, as for `stepKeepable`), with each one's fingerprint.
 */
export function sameFiles(
  last: StepOutputs | undefined,
  files: StepFiles,
  size: (file: string) => number | undefined,
): Set<string> {
  const same = new Set<string>();
  if (!last) return same;
  for (const [file, source] of files) {
    const before = last.files[file];
    if (before !== undefined && before === fileFingerprint(source) && size(file) === sizeOf(before)) same.add(file);
  }
  return same;
}

/** A step's record from what it made (and the input's source, when the step gives one). */
export const stepRecord = (input: string, files: StepFiles, source?: string): StepOutputs => ({
  input,
  ...(source === undefined ? {} : { source }),
  files: Object.fromEntries(files.map(([file, bytes]) => [file, fileFingerprint(bytes)])),
});
