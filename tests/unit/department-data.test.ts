import { describe, expect, it } from 'vitest';
import { departmentDataPath } from '../../data/feed-paths';
import { departmentData } from '../../data/records/departments';
import { EventsOrFeed, NewsRowsOrFeed } from '../../data/schema/json-feed';

/** A department site's widgets read what the department published, in the shapes their schemas check. */
describe("the departments' data files", () => {
  it('one per department with records, each passing the schema of <uni-events src> and <uni-news src>', () => {
    for (const lang of ['en', 'mr', 'hi'] as const) {
      const departments = departmentData(lang);
      expect(departments.map((entry) => entry.department)).toEqual(['computer-science', 'geology', 'music']);
      for (const { department, events, news } of departments) {
        expect(EventsOrFeed.safeParse(events).success, `${lang} ${department} events`).toBe(true);
        expect(NewsRowsOrFeed.safeParse(news).success, `${lang} ${department} news`).toBe(true);
      }
    }
  });

  it("holds only the department's own records, in its language", () => {
    const [computerScience] = departmentData('en');
    expect(computerScience!.events).toEqual([
      {
        category: 'Workshop',
        date: 'SEP 26, 2025',
        description:
          'Hands-on workshop on Python for data analysis for research scholars, Department of Computer Science.',
      },
    ]);
    expect(departmentData('mr')[0]!.events[0]).toMatchObject({ category: 'Workshop', date: 'SEP 26, 2025' });
    expect((departmentData('mr')[0]!.events[0] as { description: string }).description).toMatch(/[\u0900-\u097F]/);
  });

  it('lives under the language prefix, like the feeds', () => {
    expect(departmentDataPath('en', 'geology', 'events')).toBe('/departments/geology/events.json');
    expect(departmentDataPath('mr', 'geology', 'news')).toBe('/mr/departments/geology/news.json');
  });
});
