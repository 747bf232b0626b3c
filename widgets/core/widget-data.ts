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
  | { status: 'ready'; data: D }
  | { status: 'loading' }
  | { status: 'invalid'; message: string };

const INLINE_JSON = 'script[type="application/json"]';

function inlineJson(host: Element | undefined): string | undefined {
  const script = host ? Array.from(host.children).find((child) => child.matches(INLINE_JSON)) : undefined;
  return script?.textContent ?? undefined;
}

async function loadJson(src: string | undefined, inline: string | undefined): Promise<{ value: unknown; source: string }> {
  if (src) {
    const response = await fetch(src);
    if (!response.ok) throw new DataError(`src "${src}"`, '', `HTTP ${response.status}`);
    return { value: await response.json().catch(() => Promise.reject(new DataError(`src "${src}"`, '', 'not valid JSON'))), source: `src "${src}"` };
  }
  const source = 'inline <script type="application/json">';
  try {
    return { value: JSON.parse(inline ?? ''), source };
  } catch {
    throw new DataError(source, '', 'not valid JSON');
  }
}

/**
 * Resolves a widget's data. Bundled sample data is ready on the first render
 * (no flash, works under server rendering); embedder data is fetched or parsed,
 * then checked against the schema. Invalid data logs one error naming the tag.
 */
export function useWidgetData<D>(tag: string, source: WidgetDataSource<D>, src: string | undefined, host: Element | undefined): WidgetDataState<D> {
  const inline = inlineJson(host);
  const external = Boolean(src) || inline !== undefined;
  const [state, setState] = useState<WidgetDataState<D>>(external ? { status: 'loading' } : { status: 'ready', data: source.sample });

  useEffect(() => {
    if (!external) {
      setState({ status: 'ready', data: source.sample });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    Promise.all([loadJson(src, inline), source.schema()])
      .then(([{ value, source: origin }, schema]) => checkData(schema, value, origin))
      .then((data) => current && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`<${tag}>: invalid data: ${message}`);
        setState({ status: 'invalid', message });
      });
    return () => {
      current = false;
    };
  }, [tag, source, src, inline, external]);

  return state;
}
