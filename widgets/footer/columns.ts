/** Spec 2.3: links are split into columns of ceil(count / columns) links each. */
export function splitIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const perColumn = Math.ceil(items.length / columns);
  if (perColumn === 0) return [];
  return Array.from({ length: Math.ceil(items.length / perColumn) }, (_, index) =>
    items.slice(index * perColumn, (index + 1) * perColumn),
  );
}
