import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressLine, startProgress } from '../../host/vite/prerender/build-progress';

/** A stream that keeps what is written; `isTTY` as a terminal's or a log's. */
const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream & {
    written: string[];
  };
};

describe("the build's progress (host/vite/prerender/build-progress.ts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('says how many are done of how many, the rate and the time left, with a bar on a terminal', () => {
    expect(progressLine('prerender', 1200, 3438, 10, 'pages', true)).toBe(
      'prerender [########----------------] 1,200 / 3,438 pages, 120 a second, 19 s left',
    );
    expect(progressLine('prerender', 100, 30438, 10, 'pages', false)).toBe(
      'prerender 100 / 30,438 pages, 10 a second, 50 min 34 s left',
    );
  });

  it('writes a log a line every 5 s and nothing for a phase shorter than that', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.stubEnv('CI', 'true');
    const log = stream(false);
    const progress = startProgress('prerender', 'pages', log);
    progress.expect(100);
    progress.add(10);
    vi.advanceTimersByTime(4000);
    progress.add(10);
    expect(log.written).toEqual([]);
    vi.advanceTimersByTime(2000);
    progress.add(10);
    expect(log.written).toEqual(['prerender 30 / 100 pages, 5 a second, 14 s left\n']);
    progress.end();
    expect(log.written).toHaveLength(1);
  });

  it('redraws one line on a terminal, and clears it at the end', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.stubEnv('CI', '');
    const terminal = stream(true);
    const progress = startProgress('prerender', 'pages', terminal);
    progress.expect(50);
    progress.add(5);
    vi.advanceTimersByTime(6000);
    progress.add(5);
    expect(terminal.written).toHaveLength(1);
    expect(terminal.written[0]).toBe(
      `\rprerender [#####${'-'.repeat(19)}] 10 / 50 pages, 2 a second, 24 s left\u001b[K`,
    );
    progress.end();
    expect(terminal.written.at(-1)).toBe('\r\u001b[K');
  });
});
