import type { MenuItem } from '../../data/schema/menu';

const padded = (number: number) => String(number).padStart(4, '0');

/**
 * The menu with `count` departments added under Academics, as a growing university adds them
 * (and as the bench's synthetic site does): each a submenu with one child, titles of one length.
 */
export function withDepartments(menu: MenuItem[], count: number): MenuItem[] {
  return menu.map((item) => {
    if (item.path !== '/academics') return item;
    const submenus = item.submenus ?? [];
    const departments = Array.from({ length: count }, (_, index) => {
      const path = `/academics/department-${padded(index + 1)}`;
      return {
        id: submenus.length + index + 1,
        title: `Department of Studies ${padded(index + 1)}`,
        path,
        childSubmenus: [{ id: 1, title: "Head's Desk", path: `${path}/heads-desk` }],
      };
    });
    return { ...item, submenus: [...submenus, ...departments] };
  });
}
