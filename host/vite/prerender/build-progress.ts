/**
 * A long phase of the build (the prerender, the compression) shows how far it is: on a
 * terminal, one line redrawn in place (a bar, done of total, the rate and the time left); in a
 * log (CI, a redirected `npm run build`), a plain line every few seconds, so the log stays short.
 */
export interface Progress {
  /** `count` more to do (workers each say how many pages they have once they know). */
  expect(count: number): void;
  /** `count` more done. */
  add(count: number): void;
  /** The phase ended: clears the terminal's line (the phase prints its own summary). */
  end(): void;
}

/** How often a log gets a line, and a terminal a redraw. */
const LOG_EVERY_MS = 5000;
const DRAW_EVERY_MS = 200;
const BAR_WIDTH = 24;

/** `12.3 s`, `2 min 5 s`: the time left. */
const duration = (seconds: number) =>
  seconds < 60 ? `${seconds.toFixed(0)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** One progress line: `prerender [######------]  1,200 / 3,438 pages, 85 a second, 26 s left`. */
export function progressLine(label: string, done: number, total: number, seconds: number, unit: string, bar: boolean) {
  const share = total ? Math.min(1, done / total) : 1;
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? duration((total - done) / rate) : '?';
  const filled = Math.round(share * BAR_WIDTH);
  const drawn = bar ? ` [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]` : '';
  const count = (value: number) => value.toLocaleString('en');
  return `${label}${drawn} ${count(done)} / ${count(total)} ${unit}, ${rate.toFixed(0)} a second, ${left} left`;
}

/**
 * Progress in `unit`s (`pages`, `files`) written to `stream`: a bar when it is a terminal (and
 * `CI` is not set), else a line every 5 s. Nothing at all for a phase that ends within that time.
 */
export function startProgress(label: string, unit: string, stream: NodeJS.WriteStream = process.stdout): Progress {
  const terminal = Boolean(stream.isTTY) && !process.env.CI;
  const started = performance.now();
  /** When the first were done: the rate and the time left count from there, not from the phase's loading. */
  let firstDone: number | undefined;
  let total = 0;
  let done = 0;
  let shownAt = started;
  let drawn = false;
  return {
    expect(count) {
      total += count;
    },
    add(count) {
      done += count;
      const now = performance.now();
      // The first count only starts the clock: a rate needs some time behind it.
      if (firstDone === undefined) {
        firstDone = now;
        return;
      }
      if (now - shownAt < (terminal ? DRAW_EVERY_MS : LOG_EVERY_MS)) return;
      // A terminal's bar waits as long as a log's first line: a short phase draws nothing.
      if (terminal && !drawn && now - started < LOG_EVERY_MS) return;
      shownAt = now;
      const line = progressLine(label, done, total, (now - firstDone) / 1000, unit, terminal);
      if (terminal) {
        stream.write(`\r${line}\u001b[K`);
        drawn = true;
      } else stream.write(`${line}\n`);
    },
    end() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
