/**
 * Spec 2.2: Home is active only when the path equals '/'; any other top item
 * is active when the current path contains the item's path.
 */
export function isActiveTopItem(itemPath: string, currentPath: string): boolean {
  return itemPath === '/' ? currentPath === '/' : currentPath.includes(itemPath);
}
