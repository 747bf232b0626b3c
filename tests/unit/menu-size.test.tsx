import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { menu } from '../../data/menu';
import { isOverLimit, landingPath, MENU_LIST_LIMIT, MENU_LIST_SHOWN } from '../../data/menu-bound';
import type { MenuItem } from '../../data/schema/menu';
import { LanguageProvider } from '../../widgets/core/i18n';
import { Menu } from '../../widgets/menu/Menu';
import { withDepartments } from './menu-departments';

const render = (data: MenuItem[], lang: 'en' | 'mr' = 'en') =>
  renderToString(
    <LanguageProvider lang={lang}>
      <Menu data={data} path="/academics" />
    </LanguageProvider>,
  ).replaceAll('<!-- -->', '');

const bytes = (html: string) => Buffer.byteLength(html);

/**
 * The menu's HTML on every page, at most, whatever the number of departments: the sample's
 * menu (27 KB) with Academics at its longest whole list (16 entries, each with a child).
 */
const MENU_HTML_BUDGET = 40_000;

const academicsDropdown = (html: string) => /id="menu-dropdown-3"[\s\S]*?<\/div><\/li>/.exec(html)![0];

describe('the menu is bounded by design (data/menu-bound.ts)', () => {
  it('10 departments or 200 or 2,000: the HTML on every page stays within its budget and stops growing', () => {
    const sizes = new Map([10, 15, 16, 200, 2000].map((count) => [count, bytes(render(withDepartments(menu, count)))]));
    for (const [count, size] of sizes) expect(size, `${count} departments`).toBeLessThanOrEqual(MENU_HTML_BUDGET);
    // Over the limit only the count in the landing page's link grows (one more digit).
    expect(sizes.get(2000)! - sizes.get(200)!).toBeLessThanOrEqual(2);
    expect(sizes.get(200)!).toBeLessThan(sizes.get(15)!);
  });

  it("the sample's menu is below the limit: every entry and child as the spec lists them, no landing link", () => {
    const html = render(menu);
    const paths = menu.flatMap((item) => [
      item.path,
      ...(item.submenus ?? []).flatMap((submenu) => [
        submenu.path,
        ...(submenu.childSubmenus ?? []).map((child) => child.path),
      ]),
    ]);
    for (const path of paths) expect(html, path).toContain(`href="${path}"`);
    expect(html).not.toMatch(/href="[^"]*\/all"/);
    expect(Math.max(...menu.map((item) => item.submenus?.length ?? 0))).toBeLessThanOrEqual(MENU_LIST_LIMIT);
  });

  it('a list over the limit shows its first entries, then a link to the page that lists them all', () => {
    const dropdown = academicsDropdown(render(withDepartments(menu, 40)));
    // Computer Science, then departments 1 to 11: the first 12 in the file's order.
    expect(dropdown).toContain('href="/academics/computer-science"');
    expect(dropdown).toContain('href="/academics/department-0011"');
    expect(dropdown).not.toContain('href="/academics/department-0012"');
    expect(dropdown.match(/href="\/academics\/department-\d+"/g)).toHaveLength(MENU_LIST_SHOWN - 1);
    expect(dropdown).toMatch(
      /<a href="\/academics\/all" class="[^"]*font-semibold[^"]*">All 41 pages in Academics<span/,
    );
    // The shown departments keep their children (behind their toggle).
    expect(dropdown).toContain('href="/academics/department-0001/heads-desk"');
  });

  it('a list of children over the limit does the same under its submenu', () => {
    const children = Array.from({ length: MENU_LIST_LIMIT + 1 }, (_, index) => ({
      id: index + 1,
      title: `Committee ${index + 1}`,
      path: `/governance/committees/committee-${index + 1}`,
    }));
    const data = menu.map((item) => ({
      ...item,
      submenus: item.submenus?.map((submenu) =>
        submenu.path === '/governance/committees' ? { ...submenu, childSubmenus: children } : submenu,
      ),
    }));
    const html = render(data);
    expect(html).toContain(`href="/governance/committees/committee-${MENU_LIST_SHOWN}"`);
    expect(html).not.toContain(`href="/governance/committees/committee-${MENU_LIST_SHOWN + 1}"`);
    expect(html).toContain(`href="/governance/committees/all"`);
    expect(html).toContain(`All ${MENU_LIST_LIMIT + 1} pages in Committees`);
  });

  it('in Marathi the link says it in Marathi, with Devanagari digits, to the Marathi landing page', () => {
    const marathi = withDepartments(menu, 40).map((item) =>
      item.path === '/academics'
        ? {
            ...item,
            title: 'शैक्षणिक',
            path: '/mr/academics',
            submenus: item.submenus!.map((submenu) => ({ ...submenu, path: `/mr${submenu.path}` })),
          }
        : item,
    );
    expect(academicsDropdown(render(marathi, 'mr'))).toMatch(
      /<a href="\/mr\/academics\/all" [^>]*>शैक्षणिक मधील सर्व ४१ पाने<span/,
    );
  });

  it('a list is over the limit past MENU_LIST_LIMIT entries (none is not over); its landing page is under its owner', () => {
    const entries = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(isOverLimit(undefined)).toBe(false);
    expect(isOverLimit(entries(MENU_LIST_LIMIT))).toBe(false);
    expect(isOverLimit(entries(MENU_LIST_LIMIT + 1))).toBe(true);
    expect(landingPath('/academics')).toBe('/academics/all');
    expect(landingPath('/mr/academics')).toBe('/mr/academics/all');
    // The home page's list lands at /all, not //all.
    expect(landingPath('/')).toBe('/all');
  });
});
