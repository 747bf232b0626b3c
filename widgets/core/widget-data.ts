import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { checkData } from '../../data/validate';
import { loadJson, UnreachableData } from './fetch-data';
import { useKitData } from './kit-data';

/** How a data-driven widget gets its data: bundled sample (or a kit file) by default, or the embedder's JSON. */
export interface WidgetDataSource<D> {
  /** The bundled sample data, shown when the page gives none (and names no kit file). */
  sample: D;
  /** The schema the embedder's JSON must satisfy; imported only when such JSON is present. */
  schema: () => Promise<ZodType<D>>;
}

/**
 * `invalid`: the data arrived but is not what the widget shows (not JSON, wrong shape, too large);
 * `unreachable`: it never arrived (network down, the server's error, no CORS permission, no answer in time).
 * The widget tells the visitor which, and logs the reason for the webmaster.
 */
export type WidgetDataState<D> =
  | { status: 'ready'; data: D; /** the kit's own data (sample or kit file), not the embedder's */ own: boolean }
  | { status: 'loading' }
  | { status: 'invalid' | 'unreachable'; message: string };

const LOADING: WidgetDataState<never> = { status: 'loading' };

const INLINE_JSON = 'script[type="application/json"]';

function inlineJson(host: Element | undefined): string | undefined {
  const script = host ? Array.from(host.children).find((child) => child.matches(INLINE_JSON)) : undefined;
  return script?.textContent ?? undefined;
}

/**
 * The host's inline JSON, kept current: a CMS may append the `<script>` child (or
 * change its text) after the element has been upgraded, e.g. while the page streams in.
 */
function useInlineJson(host: Element | undefined): string | undefined {
  const [inline, setInline] = useState(() => inlineJson(host));
  useEffect(() => {
    if (!host) return;
    const read = () => setInline(inlineJson(host));
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  return inline;
}

/**
 * Resolves a widget's data. Bundled sample data is ready on the first render
 * (no flash, works under server rendering), and so is a kit file (`kitFile`, kit-data.ts)
 * read before (the prerender, hydration), else it loads; embedder data is fetched or parsed,
 * then checked against the schema. Invalid data logs one error naming the tag
 * and the field. `src` wins over inline JSON when both are given.
 */
export function useWidgetData<D>(
  tag: string,
  source: WidgetDataSource<D>,
  src: string | undefined,
  host: Element | undefined,
  kitFile?: string,
): WidgetDataState<D> {
  const inlineText = useInlineJson(host);
  const inline = src ? undefined : inlineText;
  // Which embedder data the result belongs to: a result for older inputs reads as loading.
  const request = src || inline !== undefined ? JSON.stringify([src, inline]) : undefined;
  const [result, setResult] = useState<{ request: string; state: WidgetDataState<D> }>();
  const kitData = useKitData(tag, request === undefined ? kitFile : undefined);

  useEffect(() => {
    if (request === undefined) return;
    let current = true;
    const abort = new AbortController();
    const settle = (state: WidgetDataState<D>) => current && setResult({ request, state });
    Promise.all([loadJson(src, inline, abort.signal), source.schema()])
      .then(([{ value, source: origin }, schema]) => checkData(schema, value, origin))
      .then((data) => settle({ status: 'ready', data, own: false }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        const unreachable = error instanceof UnreachableData;
        console.error(`<${tag}>: ${unreachable ? 'data not downloaded' : 'invalid data'}: ${message}`);
        settle({ status: unreachable ? 'unreachable' : 'invalid', message });
      });
    return () => {
      current = false;
      abort.abort();
    };
  }, [tag, source, src, inline, request]);

  if (kitData?.status === 'ready') return { status: 'ready', data: kitData.data as D, own: true };
  if (kitData) return kitData;
  if (request === undefined) return { status: 'ready', data: source.sample, own: true };
  return result?.request === request ? result.state : LOADING;
}
