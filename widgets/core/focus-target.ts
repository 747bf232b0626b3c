/**
 * Moves keyboard focus to a light-DOM element by id (skip links cannot target
 * ids inside shadow roots, and a plain fragment jump does not move focus).
 */
export function focusElementById(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
  return true;
}
