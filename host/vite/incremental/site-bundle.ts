import { createHash } from 'node:crypto';
import type { Rolldown } from 'vite';
import type { BuildRecord } from './build-plan.ts';
import { bytesOf } from './unchanged-outputs.ts';

/**
 * The site's own bundle (Rolldown's chunks and assets in dist/assets/, and index.html) is made from
 * code alone: a circular, an event or a page is in no script (their text is in JSON files). Its
 * record says what it read and wrote, and what the steps after it read of it; an incremental build
 * whose bundle read nothing that changed does not bundle again: it keeps dist/assets/ as it is and
 * takes those facts from the record (incremental-plugin.ts).
 */
export interface SiteBundleRecord extends BuildRecord {
  /** index.html as the bundle wrote it: every page's template (the prerender then writes the home page over it). */
  template: string;
  /** The service worker's shell: the entry chunks, the offline page's widget and all they import. */
  shell: string[];
  /** The widgets' stylesheet (`assets/widgets-….css`), as pages link it. */
  stylesheet: string;
}

/** The bundle's template file, written over by the home page once the pages are prerendered. */
export const TEMPLATE_FILE = 'index.html';

/**
 * What the build bundles in place of the site's index.html when its bundle is kept: a page with
 * no script nor stylesheet, so that Rolldown loads no module of the site (its files and the
 * empty entry are left out of what is written).
 */
export const EMPTY_PAGE = '<!doctype html>\n<html><head></head><body></body></html>\n';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The bundle's own files (dist/assets/, the template aside) with their content's hash: what it wrote. */
export function bundleOutputs(output: Rolldown.OutputBundle): Record<string, string> {
  return Object.fromEntries(
    Object.values(output)
      .filter((file) => file.fileName.startsWith('assets/'))
      .map((file) => [file.fileName, sha256(bytesOf(file))]),
  );
}

/**
 * Which files of a kept bundle this build leaves where they are: those its record says it wrote
 * and this build's bundle does not hold (the files other plugins emit into assets/ every build,
 * the search page's scripts, are written or left out as any other).
 */
export const keptBundleFiles = (record: SiteBundleRecord, output: Rolldown.OutputBundle): string[] =>
  Object.keys(record.outputs).filter((file) => !(file in output));

/**
 * The first module of the bundle that no record can name (moduleInputKey gave none), for the
 * build's log: such a bundle leaves no record and is made again every build.
 */
export const unnamedModule = (ids: readonly string[], keys: ReadonlyArray<string | undefined>): string | undefined =>
  ids[keys.indexOf(undefined)];
