import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../host/vite/collect-garbage';

describe('collectGarbage', () => {
  it('collects what nothing holds any more, without --expose-gc', async () => {
    let held: number[] | undefined = Array.from({ length: 100_000 }, (_, index) => index);
    const weak = new WeakRef(held);
    held = undefined;
    // A WeakRef keeps its target to the end of the task that made or read it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(weak.deref()).toBeUndefined();
  });
});
