import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { checkData, DataError } from '../../data/validate';

/** How a data-driven widget gets its data: bundled sample by default, or the embedder's JSON. */
export interface WidgetDataSource<D> {
  /** The bundled sample data, shown when the page gives none. */
  sample: D;
  /** The schema the embedder's JSON must satisfy; imported only when such JSON is present. */
  schema: () => Promise<ZodType<D>>;
}

export type WidgetDataState<D> =
  { status: 'ready'; data: D } | { status: 'loading' } | { status: 'invalid'; message: string };

const LOADING: WidgetDataState<never> = { status: 'loading' };

const INLINE_JSON = 'script[type="application/json"]';

function inlineJson(host: Element | undefined): string | undefined {
  const script = host ? Array.from(host.children).find((child) => child.matches(INLINE_JSON)) : undefined;
  return script?.textContent ?? undefined;
}

async function loadJson(
  src: string | undefined,
  inline: string | undefined,
  signal: AbortSignal,
): Promise<{ value: unknown; source: string }> {
  if (src) {
    const source = `src "${src}"`;
    let response: Response;
    try {
      response = await fetch(src, { signal });
    } catch (error) {
      // Network failure, blocked by CORS, or a malformed URL: name the URL, not the browser's vague message.
      if (signal.aborted) throw error;
      throw new DataError(
        source,
        '',
        `could not be fetched (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (!response.ok) throw new DataError(source, '', `HTTP ${response.status}`);
    const text = await response.text();
    try {
      return { value: JSON.parse(text), source };
    } catch {
      throw new DataError(source, '', 'not valid JSON');
    }
  }
  const source = 'inline <script type="application/json">';
  try {
    return { value: JSON.parse(inline ?? ''), source };
  } catch {
    throw new DataError(source, '', 'not valid JSON');
  }
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
 * (no flash, works under server rendering); embedder data is fetched or parsed,
 * then checked against the schema. Invalid data logs one error naming the tag
 * and the field. `src` wins over inline JSON when both are given.
 */
export function useWidgetData<D>(
  tag: string,
  source: WidgetDataSource<D>,
  src: string | undefined,
  host: Element | undefined,
): WidgetDataState<D> {
  const inlineText = useInlineJson(host);
  const inline = src ? undefined : inlineText;
  // Which embedder data the result belongs to: a result for older inputs reads as loading.
  const request = src || inline !== undefined ? JSON.stringify([src, inline]) : undefined;
  const [result, setResult] = useState<{ request: string; state: WidgetDataState<D> }>();

  useEffect(() => {
    if (request === undefined) return;
    let current = true;
    const abort = new AbortController();
    const settle = (state: WidgetDataState<D>) => current && setResult({ request, state });
    Promise.all([loadJson(src, inline, abort.signal), source.schema()])
      .then(([{ value, source: origin }, schema]) => checkData(schema, value, origin))
      .then((data) => settle({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`<${tag}>: invalid data: ${message}`);
        settle({ status: 'invalid', message });
      });
    return () => {
      current = false;
      abort.abort();
    };
  }, [tag, source, src, inline, request]);

  if (request === undefined) return { status: 'ready', data: source.sample };
  return result?.request === request ? result.state : LOADING;
}
