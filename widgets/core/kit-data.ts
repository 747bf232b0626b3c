import { useEffect, useState } from 'react';
import type { LanguageCode } from '../../data/i18n/languages';
import { withAssetUrls } from './asset-url';
import { loadJson, UnreachableData } from './fetch-data';
import type { HydrationData } from './definitions';

/**
 * A data widget's default data kept as a JSON file of the kit's site rather than in its code (the
 * events and news widgets: data/records/widget-data-files.ts), so the widget's scripts stay the
 * same when the university publishes, and what it downloads stays bounded (issue #26). Embedded
 * on another site the file comes from the kit's site, as a `src` naming the university's feeds does.
 */

/** The file holding a widget's default data, for the attributes and the language it renders with. */
export type KitDataFile = (attributes: Record<string, unknown>, lang: LanguageCode) => string;

/** A kit file, once read: its rows, or why the widget cannot show them. */
export type KitDataState = { status: 'ready'; data: unknown } | { status: 'invalid' | 'unreachable'; message: string };

/** Where a kit file's JSON comes from: fetched in the browser; the build reads the records (setKitDataLoader). */
export type KitDataLoader = (path: string) => Promise<unknown>;

async function fetchKitFile(path: string): Promise<unknown> {
  const { value } = await loadJson(path, undefined, new AbortController().signal);
  return value;
}

let loader: KitDataLoader = fetchKitFile;

/** Replaces the browser's loader: the prerender gives the files' data as the build makes them. */
export function setKitDataLoader(replacement: KitDataLoader): void {
  loader = replacement;
}

/** Files read so far (a failure is not kept: the next widget that needs the file tries again). */
const ready = new Map<string, KitDataState>();
const pending = new Map<string, Promise<KitDataState>>();

/** Reads (once) a kit file; it settles with the state, never rejects. */
export function loadKitData(path: string): Promise<KitDataState> {
  const known = ready.get(path);
  if (known) return Promise.resolve(known);
  let load = pending.get(path);
  if (!load) {
    load = loader(path).then(
      (value): KitDataState => {
        // The build wrote it from checked records; a list of another shape is another build's file.
        if (!Array.isArray(value)) return { status: 'invalid', message: `${path}: not a list of rows` };
        const state = { status: 'ready' as const, data: withAssetUrls(value) };
        ready.set(path, state);
        return state;
      },
      (error: unknown): KitDataState => ({
        status: error instanceof UnreachableData ? 'unreachable' : 'invalid',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    const forget = () => pending.delete(path);
    void load.then(forget);
    pending.set(path, load);
  }
  return load;
}

/**
 * A prerendered widget hydrates with the file its server render read (the attributes and language
 * the build rendered with), else it would render other HTML (React error 418); without it, it
 * stays as prerendered (widgets/core/renderer.ts). An embedder's `src` is the widget's own business.
 */
export function kitDataForHydration(file: KitDataFile): HydrationData {
  return async (serverProps, lang) => {
    if (serverProps.src) return;
    const state = await loadKitData(file(serverProps, lang));
    if (state.status !== 'ready') throw new Error(state.message);
  };
}

/**
 * The kit file's data for a widget (undefined when `path` is: the widget shows other data): at
 * once when read before (the prerender, hydration), else loading, then ready or why not (logged
 * once for the webmaster, naming the widget).
 */
export function useKitData(tag: string, path: string | undefined): KitDataState | { status: 'loading' } | undefined {
  const [settled, setSettled] = useState<{ path: string; state: KitDataState }>();
  useEffect(() => {
    // Not skipped when the file is read already: another widget's read may have ended between this
    // render (loading) and this effect, and this widget must render again to show it.
    if (path === undefined) return;
    let current = true;
    void loadKitData(path).then((state) => {
      if (!current) return;
      if (state.status !== 'ready')
        console.error(
          `<${tag}>: ${state.status === 'unreachable' ? 'data not downloaded' : 'invalid data'}: ${state.message}`,
        );
      setSettled({ path, state });
    });
    return () => {
      current = false;
    };
  }, [tag, path]);
  if (path === undefined) return undefined;
  return ready.get(path) ?? (settled?.path === path ? settled.state : { status: 'loading' });
}
