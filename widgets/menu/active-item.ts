import { splitLanguagePath } from '../../data/i18n/languages';

/**
 * Spec 2.2: Home is active only when the path equals '/'; any other top item
 * is active when the current path contains the item's path. Both paths may carry
 * a language prefix (`/mr`, `/mr/about`): the comparison is on the page itself.
 * The prerender shares one render of the menu among the pages whose items are active alike
 * (host/vite/prerender/shared-renders.ts): a new way the menu reads the page's path goes there too.
 */
export function isActiveTopItem(itemPath: string, currentPath: string): boolean {
  const item = splitLanguagePath(itemPath).path;
  const current = splitLanguagePath(currentPath).path;
  return item === '/' ? current === '/' : current.includes(item);
}
