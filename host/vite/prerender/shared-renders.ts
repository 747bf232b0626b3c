import { localisedPath, type LanguageCode } from '../../../data/i18n/languages';
import { menu } from '../../../data/menu';
import { isActiveTopItem } from '../../../widgets/menu/active-item';

/**
 * The widgets whose server render many pages share: each one's key says everything its HTML
 * depends on, so that pages with the same key get the same render, made once a worker (React's
 * output, not a copy of it: it hydrates as it is). At 1,000 pages a language the menu, the header
 * and the access bar were a third of a page's render. A widget left out, or props a key does not
 * know (undefined), is rendered on every page. tests/unit/shared-renders.test.tsx renders every
 * page of the site both ways and compares the HTML.
 */
const KEYS: Record<string, (props: Record<string, unknown>) => string | undefined> = {
  // Their one attribute is the language.
  'uni-access-bar': languageOnly,
  'uni-header': languageOnly,
  // The bundled menu (no `src`, no inline data) sees the page only through which top items are
  // active and whether the page is one of them (widgets/menu/DesktopMenu.tsx, MobileMenu.tsx), with
  // the items' paths as written or with the language's prefix.
  'uni-menu': ({ lang, path = '/', ...others }) => {
    if (Object.keys(others).length || typeof lang !== 'string' || typeof path !== 'string') return undefined;
    const item = (itemPath: string) => {
      const prefixed = localisedPath(lang as LanguageCode, itemPath);
      return `${Number(isActiveTopItem(itemPath, path))}${Number(itemPath === path)}${Number(prefixed === path)}`;
    };
    return `${lang}:${menu.map((top) => item(top.path)).join(',')}`;
  },
};

function languageOnly({ lang, ...others }: Record<string, unknown>): string | undefined {
  return Object.keys(others).length || typeof lang !== 'string' ? undefined : lang;
}

/** A worker's shared renders, by tag and key. */
export type SharedRenders = Map<string, string>;

/** The render of `tag` with `props` from `shared`, or made by `render` (and kept there when it can be shared). */
export function sharedRender(
  shared: SharedRenders | undefined,
  tag: string,
  props: Record<string, unknown>,
  render: () => string,
): string {
  const key = shared && KEYS[tag]?.(props);
  if (key === undefined) return render();
  const id = `${tag} ${key}`;
  let html = shared!.get(id);
  if (html === undefined) shared!.set(id, (html = render()));
  return html;
}
