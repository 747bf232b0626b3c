/**
 * React keys for a list whose items carry no id: each key comes from the item's
 * own content, with an occurrence number when that content repeats, so a key
 * follows its item rather than its position.
 */
export function keyedBy<T>(items: readonly T[], identity: (item: T) => string): Array<{ key: string; item: T }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = identity(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count ? `${base}#${count}` : base, item };
  });
}
