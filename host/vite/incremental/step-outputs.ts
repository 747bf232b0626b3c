/**
 * The files a step of the build makes from one input of its own (a language's search index from
 * that language's search documents), kept in an incremental build when the input is the last
 * build's: the code is the same (or the build would be full), so the same input makes the same
 * files, and the step need not make them again (at 10,000 pages a language, each language's index
 * took seconds, and comparing its thousands of shards with dist/'s seconds more).
 */

/** What the manifest keeps of one such step: its input's hash, and each file it wrote (dist/-relative) with its size. */
export interface StepOutputs {
  input: string;
  files: Record<string, number>;
}

/** What a step asks and tells (incremental-plugin.ts answers). */
export interface StepOutputCache {
  /**
   * The files `name` made last build, when this build is incremental, its input was `input` and
   * dist/ holds each of them at its size: kept as they are (the step makes none). Otherwise undefined: make them.
   */
  keep(name: string, input: string): string[] | undefined;
  /** The files `name` made in this build from `input` (dist/-relative, with their bytes). */
  made(name: string, input: string, files: ReadonlyArray<[file: string, source: string | Uint8Array]>): void;
}

/**
 * Whether `last` (the last build's record of a step, or undefined) may be kept for `input`: the
 * same input, and every file it wrote there at its size (`size`: the file's size now, undefined when missing).
 */
export function stepKeepable(
  last: StepOutputs | undefined,
  input: string,
  size: (file: string) => number | undefined,
): last is StepOutputs {
  if (!last || last.input !== input) return false;
  const files = Object.entries(last.files);
  return files.length > 0 && files.every(([file, bytes]) => size(file) === bytes);
}

/** A step's record from what it made. */
export const stepRecord = (
  input: string,
  files: ReadonlyArray<[file: string, source: string | Uint8Array]>,
): StepOutputs => ({
  input,
  files: Object.fromEntries(
    files.map(([file, source]) => [file, typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength]),
  ),
});
