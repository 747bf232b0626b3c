import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { checkData, DataError } from '../../data/validate';
import { dataUrl } from './asset-url';

/** How a data-driven widget gets its data: bundled sample by default, or the embedder's JSON. */
export interface WidgetDataSource<D> {
  /** The bundled sample data, shown when the page gives none. */
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
  { status: 'ready'; data: D } | { status: 'loading' } | { status: 'invalid' | 'unreachable'; message: string };

const LOADING: WidgetDataState<never> = { status: 'loading' };

const INLINE_JSON = 'script[type="application/json"]';

function inlineJson(host: Element | undefined): string | undefined {
  const script = host ? Array.from(host.children).find((child) => child.matches(INLINE_JSON)) : undefined;
  return script?.textContent ?? undefined;
}

/**
 * Limits on an embedder's `src` data. Widget data is a few kilobytes; a body over
 * the size cap, or a server that has not finished answering within the timeout,
 * is a mistake on the page, reported like invalid data instead of hanging the
 * widget or filling the visitor's memory. (Tests shorten them.)
 */
export const srcDataLimits = { maxBytes: 1024 * 1024, timeoutMs: 10_000 };

/** Data that could not be downloaded: the page's data may be right, the network or the other server is not. */
class UnreachableData extends DataError {}

/** The body as text, refusing it (and cancelling the download) once it passes `maxBytes`. */
async function readCapped(response: Response, source: string, maxBytes: number): Promise<string> {
  const tooLarge = () => new DataError(source, '', `is over the ${maxBytes / 1024} KB limit for a widget's data`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    // oxlint-disable-next-line no-await-in-loop -- a stream is read one chunk after another
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Fetches `src` as text within the limits; aborts when the widget goes away (`signal`) or time runs out. */
async function fetchText(src: string, source: string, signal: AbortSignal): Promise<string> {
  const { maxBytes, timeoutMs } = srcDataLimits;
  const request = new AbortController();
  const stop = () => request.abort();
  signal.addEventListener('abort', stop);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    request.abort();
  }, timeoutMs);
  try {
    // Without cookies: a widget shows public data, and a URL an author names on a CMS page
    // must not read what the visitor's session there may see.
    const response = await fetch(dataUrl(src), { signal: request.signal, credentials: 'omit' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UnreachableData(source, '', `HTTP ${response.status}`);
    }
    return await readCapped(response, source, maxBytes);
  } catch (error) {
    if (signal.aborted || error instanceof DataError) throw error;
    if (timedOut) throw new UnreachableData(source, '', `did not answer within ${timeoutMs / 1000} s`);
    // Network failure, blocked by CORS, or a malformed URL: name the URL, not the browser's vague message.
    throw new UnreachableData(
      source,
      '',
      `could not be fetched (network, server or CORS): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

async function loadJson(
  src: string | undefined,
  inline: string | undefined,
  signal: AbortSignal,
): Promise<{ value: unknown; source: string }> {
  const source = src ? `src "${src}"` : 'inline <script type="application/json">';
  const text = src ? await fetchText(src, source, signal) : (inline ?? '');
  try {
    return { value: JSON.parse(text), source };
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
        const unreachable = error instanceof UnreachableData;
        console.error(`<${tag}>: ${unreachable ? 'data not downloaded' : 'invalid data'}: ${message}`);
        settle({ status: unreachable ? 'unreachable' : 'invalid', message });
      });
    return () => {
      current = false;
      abort.abort();
    };
  }, [tag, source, src, inline, request]);

  if (request === undefined) return { status: 'ready', data: source.sample };
  return result?.request === request ? result.state : LOADING;
}
