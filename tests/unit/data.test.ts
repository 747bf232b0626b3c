import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bundledData, checkAllData, routeBodies } from '../../data/check-all';
import { footerLinks } from '../../data/footer';
import { menu } from '../../data/menu';
import { findRoute, routes } from '../../data/routes';
import { Menu } from '../../data/schema/menu';
import { site } from '../../data/site';
import { translate } from '../../data/i18n/translate';
import { checkData, DataError } from '../../data/validate';

describe('bundled data', () => {
  it('passes its schemas', () => {
    expect(checkAllData()).toEqual([]);
  });

  it('invalid data is reported with the file and the field', () => {
    const broken = structuredClone(menu);
    (broken[3] as { path: string }).path = 'governance';
    expect(checkAllData([{ file: 'data/site/menu.yaml', value: broken, schema: Menu }])).toEqual([
      'data/site/menu.yaml: [3].path: must be a site path like /about/history',
    ]);
  });

  it('checkData throws a DataError naming source and nested field', () => {
    const schema = z.object({ rows: z.array(z.object({ date: z.string() })) });
    const check = () => checkData(schema, { rows: [{ date: 'x' }, { date: 5 }] }, 'data/news.json');
    expect(check).toThrow(DataError);
    expect(check).toThrow(/^data\/news\.json: rows\[1\]\.date: .*string/);
  });

  it('checks each route’s own fields, and each content and sidebar the routes show once', () => {
    const routesChecked = bundledData.filter((entry) => entry.file === 'data/routes.ts');
    const bodies = routeBodies(routes);
    // A section's routes share its page's content and sidebar: far fewer to check than routes.
    expect(bodies.length).toBeLessThan(routes.length / 2);
    expect(new Set(bodies.map((body) => body.path)).size).toBe(bodies.length);
    const shown = new Set(bodies.map((body) => body.sidebarItems));
    expect(routes.every((route) => shown.has(route.sidebarItems))).toBe(true);
    const check = (value: unknown) =>
      checkAllData(routesChecked.map((entry, index) => ({ ...entry, value: index === 0 ? value : bodies })));
    const untitled = routes.map((route, index) => (index === 5 ? { ...route, title: '' } : route));
    expect(check(untitled)[0]).toMatch(/^data\/routes\.ts: \[5\]\.title: /);
    // A sidebar item made from the menu (no page file names it) is checked with what the route shows.
    const [first, ...rest] = bodies;
    const badItem = { ...first!.sidebarItems[0]!, path: 'no-slash' };
    const broken = [{ ...first!, sidebarItems: [badItem, ...first!.sidebarItems.slice(1)] }, ...rest];
    expect(
      checkAllData(routesChecked.map((entry, index) => ({ ...entry, value: index === 0 ? routes : broken }))),
    ).toContain('data/routes.ts: [0].sidebarItems[0].path: must be a site path like /about/history');
  });

  it('lists every data set it checks', () => {
    expect(bundledData.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(['data/site/identity.yaml', 'data/site/footer.yaml', 'data/routes.ts']),
    );
  });
});

describe('menu (spec 2.2)', () => {
  it('has the 11 top entries with the spec paths', () => {
    expect(menu.map((item) => [item.title, item.path])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Academics', '/academics'],
      ['Governance', '/governance'],
      ['Research', '/research'],
      ['Student', '/student'],
      ['IQAC', '/iqac'],
      ['Incubation Center', '/incubation-center'],
      ['International Affairs Cell', '/international-affairs'],
      [`NEP2020 ${site.shortName}`, '/nep'],
      ['Disclosure', '/disclosure'],
    ]);
  });

  it('has the About Us submenus of the spec, each on its own path', () => {
    const about = menu.find((item) => item.path === '/about')!;
    expect(about.submenus!.map((s) => s.title)).toEqual([
      'About Us',
      'Authorities And Bodies',
      'Mission Vision and Goals',
      'Chancellor',
      'Vice Chancellor desk',
      'Former Vice Chancellors',
      'Organization Structure',
      'University Officers',
      'Office Working Hours',
      'Organogram',
      'Statistical Information',
      'Holidays',
    ]);
    const paths = about.submenus!.map((s) => s.path);
    expect(paths.slice(0, 5)).toEqual([
      '/about/history',
      '/about/authorities',
      '/about/statistics',
      '/about/campus',
      '/about/policies',
    ]);
    expect(about.submenus![1].childSubmenus!.map((c) => c.title)).toEqual([
      'Senate',
      'Management Council',
      'Academic Council',
      'Board of Deans',
      'Student Council declaration',
      'Faculties',
      'BOS',
      'Ad-Hoc Board',
      'Board of University Department and Interdisciplinary studies',
      'Fee Fixation Committee',
    ]);
  });

  it('gives no two menu entries the same path', () => {
    const all = menu.flatMap((item) => [
      item.path,
      ...(item.submenus ?? []).flatMap((s) => [s.path, ...(s.childSubmenus ?? []).map((c) => c.path)]),
    ]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has the Governance and Student submenus of the spec under their sections', () => {
    const slugs = (path: string) =>
      menu.find((item) => item.path === path)!.submenus!.map((s) => s.path.split('/').pop());
    expect(slugs('/governance')).toEqual(['statutes', 'committees', 'officers', 'policies', 'reports', 'meetings']);
    expect(slugs('/student')).toEqual([
      'syllabus',
      'facilities',
      'swayam',
      'scholarships',
      'support-schemes',
      'coachings',
      'development',
      'nss',
      'ncc',
      'examinations',
      'digital-degree',
      'sfc',
      'grievance',
      'placement',
      'alumni',
    ]);
    const children = (section: string, slug: string) =>
      menu
        .find((item) => item.path === section)!
        .submenus!.find((s) => s.path.endsWith(slug))!
        .childSubmenus!.map((c) => c.path.split('/').pop());
    expect(children('/student', 'facilities')).toEqual([
      'boys-hostel',
      'girls-hostel',
      'sports',
      'bbk-resource-center',
    ]);
    expect(children('/student', 'scholarships')).toEqual([
      'merit',
      'maharashtra',
      'central',
      'university-prizes',
      'prizes-scholarship',
      'research',
    ]);
    expect(children('/student', 'examinations')).toEqual([
      'timetable',
      'name-lists',
      'summary',
      'hall-tickets',
      'seating',
      'sfc',
      'marksheets',
    ]);
    expect(children('/student', 'digital-degree')).toEqual(['apply', 'download', 'verification', 'faq']);
    expect(children('/student', 'grievance')).toEqual(['register', 'status', 'policy', 'contact']);
    expect(children('/governance', 'committees')).toEqual(['academic', 'finance', 'executive', 'planning']);
  });
});

describe('route table', () => {
  it('has a content page for every menu path but Home', () => {
    expect(findRoute('/')).toBeUndefined();
    for (const item of menu) {
      const paths = [
        item.path,
        ...(item.submenus ?? []).flatMap((s) => [s.path, ...(s.childSubmenus ?? []).map((c) => c.path)]),
      ];
      for (const path of paths.filter((candidate) => candidate !== '/')) expect(findRoute(path), path).toBeDefined();
    }
    expect(routes.length).toBeGreaterThan(90);
  });
  it('ignores a trailing slash', () => {
    expect(findRoute('/about/')?.path).toBe('/about');
  });
});

describe('footer and texts', () => {
  it('has 20 footer quick links, none a dead #', () => {
    expect(footerLinks).toHaveLength(20);
    for (const link of footerLinks) expect(link.link).toMatch(/^\/quick-links#[a-z0-9-]+$/);
  });
  it('keeps the spec error texts', () => {
    expect(translate('en', 'notFound.heading')).toBe('404 - Page Not Found');
    expect(translate('en', 'notFound.text')).toBe("The page you're looking for doesn't exist.");
    expect(translate('en', 'contentPage.relatedPages')).toBe('Related Pages');
    expect(translate('en', 'contentPage.updatesNews')).toBe('Updates/News');
    expect(translate('en', 'contentPage.noUpdates')).toBe('No updates available');
    expect(translate('en', 'table.noData')).toBe('No Data Found');
  });
});
