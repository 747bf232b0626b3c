import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * `data` written to `file` whole and then renamed (a build stopped halfway leaves the last file,
 * never half of one), through a file of this process's and thread's own: two builds of one project
 * (node_modules linked) may save at once. The build's caches between builds are written so.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const written = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(written, data);
  renameSync(written, file);
}
