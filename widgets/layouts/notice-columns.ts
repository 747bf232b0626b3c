/**
 * Spec 2.6 / 9: an important-notice list is laid out in 1 column for up to 6
 * items, 2 columns for 7 to 12, and 3 columns for more than 12.
 */
export function noticeColumnCount(itemCount: number): 1 | 2 | 3 {
  if (itemCount <= 6) return 1;
  if (itemCount <= 12) return 2;
  return 3;
}

/** Grid classes per column count (literal strings so the style generator sees them); one column on phones. */
export const noticeColumnClasses: Record<1 | 2 | 3, string> = {
  1: 'grid grid-cols-1 gap-x-6 gap-y-1',
  2: 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2',
  3: 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3',
};
