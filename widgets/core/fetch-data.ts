import { DataError } from '../../data/validate';
import { dataUrl } from './asset-url';

/**
 * Downloading a widget's JSON: an embedder's `src` (widget-data.ts) and the kit's own data files
 * (kit-data.ts), within limits, each failure told apart as data that never arrived or data that is wrong.
 */

/**
 * Limits on an embedder's `src` data. Widget data is a few kilobytes; a body over
 * the size cap, or a server that has not finished answering within the timeout,
 * is a mistake on the page, reported like invalid data instead of hanging the
 * widget or filling the visitor's memory. (Tests shorten them.)
 */
export const srcDataLimits = { maxBytes: 1024 * 1024, timeoutMs: 10_000 };

/** Data that could not be downloaded: the page's data may be right, the network or the other server is not. */
export class UnreachableData extends DataError {}

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
export async function fetchText(src: string, source: string, signal: AbortSignal): Promise<string> {
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

export async function loadJson(
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
