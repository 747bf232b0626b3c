/**
 * Runs `task` over `items`, `limit` at a time, results in the items' order. Page checks
 * spend most of their time waiting for the network to go quiet: a few tabs at once keep
 * the suite's time down without changing what each check sees.
 */
export async function inParallel(items, limit, task) {
  const results = Array.from({ length: items.length });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
