import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * `data` written to `file` whole and then renamed (a build stopped halfway leaves the last file,
 * never half of one), through a file of this process's and thread's own: two builds of one project
 * (node_modules linked) may save at once; its folder is made if it is not there. The build's
 * caches between builds are written so.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  mkdirSync(dirname(file), { recursive: true });
  const written = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(written, data);
  renameSync(written, file);
}
