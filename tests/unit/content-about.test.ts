import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import aboutImages from '../../data/images/about.json';
import { contentSources, findRoute } from '../../data/routes';
import type { ContentItem } from '../../data/schema/content';

const allText = JSON.stringify(contentSources.find((source) => source.section === 'about')?.entries);
const itemsAt = (path: string): ContentItem[] => {
  const route = findRoute(path)!;
  const id = route.sidebarItems.find((item) => item.path === path)!.id;
  return route.contents.filter((item) => item.content_id === id);
};

describe('About section sample content (spec 1, 9)', () => {
  it('office hours: 10.20 a.m. to 6.00 p.m., lunch 2.00 to 2.30 p.m., closed on the 2nd and 4th Saturday', () => {
    const text = JSON.stringify(itemsAt('/about/office-working-hours'));
    expect(text).toContain('10.20 a.m. to 6.00 p.m.');
    expect(text).toContain('2.00 to 2.30 p.m.');
    expect(text).toContain('2nd and 4th Saturday');
  });

  it('statistical information uses the spec statistics', () => {
    const table = itemsAt('/about/statistical-information').find((item) => item.layout_type === 'simple-table');
    expect(table?.layout_type).toBe('simple-table');
    const rows = table!.layout_type === 'simple-table' ? table!.sections[0].rows : [];
    expect(rows.map((row) => [row.particulars, row.number])).toEqual([
      ['Years', 62],
      ['Departments', 34],
      ['Chairs', 10],
      ['Centers', 19],
      ['Campus in Acre', 853],
      ['Affiliated Colleges', 297],
    ]);
  });

  it('uses the layouts the spec names for each About topic', () => {
    const layouts = (path: string) => itemsAt(path).map((item) => item.layout_type);
    expect(layouts('/about/statistics')).toContain('formal-composite');
    expect(layouts('/about/campus')).toContain('personal-figured');
    expect(layouts('/about/policies')).toContain('comment');
    expect(layouts('/about/former-vice-chancellors')).toContain('image-grid');
    expect(layouts('/about/history/city')).toContain('city-composite');
    expect(layouts('/about/history/contact-information')).toContain('contact-composite');
    expect(layouts('/about/news')).toContain('searchbar-table');
    expect(layouts('/about/holidays')).toContain('searchbar-table');
  });

  it('the contact page has an offices table and registrar office entries', () => {
    const contact = itemsAt('/about/history/contact-information').find(
      (item) => item.layout_type === 'contact-composite',
    );
    expect(contact?.layout_type === 'contact-composite' && contact.offices!.rows.length).toBeGreaterThan(2);
    expect(contact?.layout_type === 'contact-composite' && contact.registrar_office!.rows.length).toBeGreaterThan(0);
  });

  it('has Marathi text marked lang="mr"', () => {
    expect(allText).toMatch(/"lang":"mr"/);
    const marathi = [...allText.matchAll(/\{"text":"([^"]+)","lang":"mr"\}/g)].map((match) => match[1]);
    expect(marathi.length).toBeGreaterThan(5);
    for (const text of marathi) expect(text, text).toMatch(/[\u0900-\u097F]/);
  });

  it('each authority and body is its own short page', () => {
    for (const path of [
      '/about/authorities/senate',
      '/about/authorities/bos',
      '/about/authorities/fee-fixation-committee',
      '/about/authorities/ad-hoc-board',
    ]) {
      expect(itemsAt(path).length, path).toBeGreaterThan(0);
    }
  });

  it('its pictures are generated with their true sizes', () => {
    for (const image of Object.values(aboutImages)) {
      const svg = readFileSync(`public${image.src}`, 'utf8');
      expect(svg, image.src).toContain(`width="${image.width}" height="${image.height}"`);
      expect(image.alt.length).toBeGreaterThan(10);
    }
  });
});
