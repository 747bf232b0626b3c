import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menu } from '../../data/menu';
import {
  activeSidebarId,
  buildRoutes,
  contentSources,
  findRoute,
  menuPageGroups,
  pageGroups,
  routes,
} from '../../data/routes';
import { PageContent, RouteEntry } from '../../data/schema/content';
import { checkData } from '../../data/validate';

/** Every English content page with the file it is written in. */
const entries = contentSources.flatMap((source) => source.entries);

/** Every path of the main menu but Home (top entries, submenus, children). */
const menuPaths = menu
  .flatMap((item) => [
    item.path,
    ...(item.submenus ?? []).flatMap((submenu) => [
      submenu.path,
      ...(submenu.childSubmenus ?? []).map((child) => child.path),
    ]),
  ])
  .filter((path) => path !== '/');

describe('page groups from the menu', () => {
  it('a top entry lists itself and its submenus without children; a submenu with children lists itself and them', () => {
    const about = pageGroups.find((group) => group.root === '/about')!;
    expect(about.members.map((member) => member.path)).toEqual([
      '/about',
      '/about/statistics',
      '/about/campus',
      '/about/policies',
      '/about/former-vice-chancellors',
      '/about/organization-structure',
      '/about/university-officers',
      '/about/office-working-hours',
      '/about/organogram',
      '/about/statistical-information',
      '/about/holidays',
    ]);
    const history = pageGroups.find((group) => group.root === '/about/history')!;
    expect(history.members.map((member) => [member.title, member.parentTitle])).toEqual([
      ['About Us', 'About Us'],
      ['About the city', 'About Us'],
      ['Google Map', 'About Us'],
      ['Contact Information', 'About Us'],
      ['How to reach', 'About Us'],
      ['About University', 'About Us'],
    ]);
  });
  it('puts every menu path in exactly one group', () => {
    const grouped = pageGroups.flatMap((group) => group.members.map((member) => member.path));
    expect([...grouped].sort()).toEqual([...menuPaths].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('route table (spec 2.1, 2.5)', () => {
  it('every menu path resolves to a content page with sidebar items and contents', () => {
    for (const path of menuPaths) {
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      expect(route!.sidebarItems.length, path).toBeGreaterThan(0);
      expect(route!.contents.length, `${path} has contents`).toBeGreaterThan(0);
    }
    expect(findRoute('/')).toBeUndefined();
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('every menu path shows at least one content item of a known layout when opened', () => {
    for (const path of menuPaths) {
      const route = findRoute(path)!;
      const active = activeSidebarId(route);
      expect(
        route.contents.filter((item) => item.content_id === active).length,
        `${path} (item ${active}) shows content`,
      ).toBeGreaterThan(0);
    }
  });

  it('each sidebar item is a link with its own URL that opens the same page with that item active', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      for (const item of route.sidebarItems) {
        const target = findRoute(item.path)!;
        expect(target, item.path).toBeDefined();
        expect(target.sidebarItems).toBe(route.sidebarItems);
        expect(activeSidebarId(target)).toBe(item.id);
      }
    }
  });

  it("a page's root path shows item 1, a child path its own item", () => {
    expect(activeSidebarId(findRoute('/about/history')!)).toBe(1);
    const city = findRoute('/about/history/city')!;
    expect(city.sidebarItems.find((item) => item.id === activeSidebarId(city))!.itemText).toBe('About the city');
    expect(city.title).toBe('About the city');
    expect(city.parentTitle).toBe('About Us');
    expect(findRoute('/about/campus')!.parentTitle).toBe('About Us');
    expect(findRoute('/student/facilities/sports')!.parentTitle).toBe('Facilities');
  });

  it('every sidebar item of the sample data has 5 updates and content (spec 2.5)', () => {
    for (const { file, page } of entries) {
      for (const item of page.sidebarItems) {
        expect(item.updates, `${file} ${item.path}`).toHaveLength(5);
        expect(
          page.contents.some((content) => content.content_id === item.id),
          `${file} ${item.path} has content`,
        ).toBe(true);
      }
    }
  });

  it('every section page belongs to a menu page group and lists all its member paths', () => {
    for (const { file, page } of entries) {
      const group = pageGroups.find((candidate) => candidate.root === page.path);
      expect(group, `${file}: ${page.path} is the root of a menu page group`).toBeDefined();
      for (const member of group!.members) {
        expect(
          page.sidebarItems.map((item) => item.path),
          `${file}: ${page.path} lists ${member.path}`,
        ).toContain(member.path);
      }
    }
  });

  it('every file, update and image the content pages point to exists under public/', () => {
    const text = JSON.stringify(entries);
    const local = [...text.matchAll(/"(\/(?:docs|images)\/[^"]+)"/g)].map((match) => match[1]);
    expect(local.length).toBeGreaterThan(10);
    for (const path of local) expect(existsSync(`public${path}`), path).toBe(true);
    const updateFiles = routes
      .flatMap((route) => route.sidebarItems.flatMap((item) => item.updates.map((update) => update.path)))
      .filter((path) => /^\/(docs|images)\//.test(path));
    for (const path of updateFiles) expect(existsSync(`public${path}`), path).toBe(true);
  });

  it('passes the RouteEntry schema', () => {
    expect(() => checkData(RouteEntry.array(), routes, 'data/routes.ts')).not.toThrow();
  });
});

describe('route building without content', () => {
  const groups = menuPageGroups([
    { id: 1, title: 'Home', path: '/' },
    {
      id: 2,
      title: 'Research',
      path: '/research',
      submenus: [
        {
          id: 1,
          title: 'Centres',
          path: '/research/centres',
          childSubmenus: [{ id: 1, title: 'Nano', path: '/research/centres/nano' }],
        },
      ],
    },
  ]);

  it('still gives every menu path a page (breadcrumb and title), with sidebar items from the menu and no updates', () => {
    const built = buildRoutes(groups, []);
    expect(built.map((route) => [route.path, route.title, route.parentTitle])).toEqual([
      ['/research', 'Research', 'Research'],
      ['/research/centres', 'Centres', 'Research'],
      ['/research/centres/nano', 'Nano', 'Centres'],
    ]);
    expect(built[1].sidebarItems.map((item) => [item.id, item.itemText, item.path, item.updates.length])).toEqual([
      [1, 'Centres', '/research/centres', 0],
      [2, 'Nano', '/research/centres/nano', 0],
    ]);
    expect(built.every((route) => route.contents.length === 0)).toBe(true);
  });

  it('adds sub-topics of a section file as routes, and menu paths the file forgot as extra items', () => {
    const page = checkData(
      PageContent,
      {
        path: '/research',
        sidebarItems: [
          { id: 1, itemText: 'Research', path: '/research', updates: [] },
          { id: 2, itemText: 'Projects', path: '/research/projects', updates: [] },
        ],
        contents: [{ content_id: 2, layout_type: 'bullet-list', sections: ['A project'] }],
      },
      'test',
    );
    const built = buildRoutes(groups, [page]);
    const projects = built.find((route) => route.path === '/research/projects')!;
    expect(projects.parentTitle).toBe('Research');
    expect(activeSidebarId(projects)).toBe(2);
  });

  it('rejects a section page whose content_id has no sidebar item, or whose item 1 is not the page path, naming the field', () => {
    const bad = {
      path: '/research',
      sidebarItems: [{ id: 1, itemText: 'Research', path: '/research/x', updates: [] }],
      contents: [{ content_id: 3, layout_type: 'bullet-list', sections: [] }],
    };
    expect(() => checkData(PageContent, bad, 'data/pages/others/research.en.yaml')).toThrow(
      /data\/pages\/others\/research\.en\.yaml: sidebarItems: item 1's path must be the page path/,
    );
    expect(() =>
      checkData(
        PageContent,
        { ...bad, sidebarItems: [{ ...bad.sidebarItems[0], path: '/research' }] },
        'data/pages/others/research.en.yaml',
      ),
    ).toThrow('data/pages/others/research.en.yaml: contents[0].content_id: no sidebar item with id 3');
  });

  it('names the file and field of a bad layout field', () => {
    const bad = {
      path: '/research',
      sidebarItems: [{ id: 1, itemText: 'R', path: '/research', updates: [] }],
      contents: [{ content_id: 1, layout_type: 'pdf_list', sections: [{ file_name: 'x', file: 'not-a-path' }] }],
    };
    expect(() => checkData(PageContent.array(), [bad], 'data/pages/student/student.en.yaml')).toThrow(
      /^data\/pages\/student\/student\.en\.yaml: \[0\]\.contents\[0\]\.sections\[0\]\.file: must be a file path/,
    );
    const unknown = { ...bad, contents: [{ content_id: 1, layout_type: 'carousel' }] };
    expect(() => checkData(PageContent, unknown, 'data/pages/student/student.en.yaml')).toThrow(
      /contents\[0\]\.layout_type/,
    );
  });
});
