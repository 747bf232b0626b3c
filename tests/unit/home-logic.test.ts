import { describe, expect, it, vi } from 'vitest';
import { events } from '../../data/home/events';
import { affiliationsGlideOptions } from '../../widgets/affiliations/options';
import { carouselPage, perViewAt } from '../../widgets/core/use-glide';
import {
  eventIsoDate,
  groupByCategory,
  initiallyOpen,
  selectCategories,
  splitEventDate,
  toggleCategory,
} from '../../widgets/events/event-logic';
import { shareLink, shareMessage } from '../../widgets/featured-video/share';
import { translator } from '../../data/i18n/translate';
import { heroGlideOptions } from '../../widgets/hero/options';

describe('event dates (spec 3)', () => {
  it('split at the comma into month-day and year', () => {
    expect(splitEventDate('SEP 15, 2025')).toEqual({ monthDay: 'SEP 15', year: '2025' });
    expect(splitEventDate('NOV 2, 2025')).toEqual({ monthDay: 'NOV 2', year: '2025' });
    expect(splitEventDate('TBA')).toEqual({ monthDay: 'TBA', year: '' });
    for (const event of events) {
      const { monthDay, year } = splitEventDate(event.date);
      expect(monthDay).toMatch(/^[A-Z]{3} \d{1,2}$/);
      expect(year).toBe('2025');
    }
  });

  it('read as ISO dates for <time datetime>', () => {
    expect(eventIsoDate('SEP 15, 2025')).toBe('2025-09-15');
    expect(eventIsoDate('NOV 2, 2025')).toBe('2025-11-02');
    expect(eventIsoDate('XYZ 2, 2025')).toBeUndefined();
    expect(eventIsoDate('15 Sep 2025')).toBeUndefined();
  });
});

describe('event grouping and accordion state (spec 4)', () => {
  it('groups by category in order of first appearance', () => {
    const groups = groupByCategory(events);
    expect(groups.map((group) => [group.category, group.events.length])).toEqual([
      ['School/Sports', 3],
      ['Academic', 3],
      ['Cultural', 3],
      ['Workshop', 3],
      ['Examination', 3],
    ]);
    const mixed = groupByCategory([
      { category: 'B', date: 'JAN 1, 2026', description: 'b1' },
      { category: 'A', date: 'JAN 2, 2026', description: 'a1' },
      { category: 'B', date: 'JAN 3, 2026', description: 'b2' },
    ]);
    expect(mixed.map((group) => [group.category, group.events.map((event) => event.description)])).toEqual([
      ['B', ['b1', 'b2']],
      ['A', ['a1']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('one open at a time: a closed one opens (and replaces the open one), the open one closes', () => {
    expect(toggleCategory(null, 'Academic')).toBe('Academic');
    expect(toggleCategory('School/Sports', 'Academic')).toBe('Academic');
    expect(toggleCategory('Academic', 'Academic')).toBeNull();
  });

  it('three panels: the first starts with School/Sports open, the other two with none', () => {
    const groups = groupByCategory(events);
    expect([0, 1, 2].map((panel) => initiallyOpen(panel, groups))).toEqual(['School/Sports', null, null]);
    expect(initiallyOpen(0, [])).toBeNull();
  });
});

describe('carousel options (spec 9)', () => {
  it('hero: infinite loop, 1 slide shown and moved, autoplay 3000 ms, transition 500 ms, pause on hover', () => {
    expect(heroGlideOptions).toMatchObject({
      type: 'carousel',
      perView: 1,
      perSwipe: '',
      autoplay: 3000,
      animationDuration: 500,
      hoverpause: true,
    });
    expect(heroGlideOptions.breakpoints).toBeUndefined();
  });

  it('affiliated: autoplay 2500 ms, transition 500 ms, 9 in view initially', () => {
    expect(affiliationsGlideOptions).toMatchObject({
      type: 'carousel',
      perView: 9,
      autoplay: 2500,
      animationDuration: 500,
      hoverpause: true,
    });
  });

  it('affiliated: slides in view by window width (Glide max-width breakpoints)', () => {
    const table: Array<[width: number, perView: number]> = [
      [1920, 9],
      [1537, 9],
      [1536, 9],
      [1281, 9],
      [1280, 7],
      [1025, 7],
      [1024, 5],
      [769, 5],
      [768, 3],
      [481, 3],
      [480, 2],
      [320, 2],
    ];
    for (const [width, perView] of table)
      expect(perViewAt(affiliationsGlideOptions, width), `${width} px`).toBe(perView);
    expect(affiliationsGlideOptions.breakpoints).toEqual({
      1536: { perView: 9 },
      1280: { perView: 7 },
      1024: { perView: 5 },
      768: { perView: 3 },
      480: { perView: 2 },
    });
  });

  it('the page of the first slide in view', () => {
    expect(carouselPage(0, 9, 16)).toEqual({ page: 1, pages: 2 });
    expect(carouselPage(9, 9, 16)).toEqual({ page: 2, pages: 2 });
    expect(carouselPage(5, 5, 16)).toEqual({ page: 2, pages: 4 });
    expect(carouselPage(15, 5, 16)).toEqual({ page: 4, pages: 4 });
    expect(carouselPage(15, 2, 16)).toEqual({ page: 8, pages: 8 });
    expect(carouselPage(0, 0, 0)).toEqual({ page: 1, pages: 1 });
  });
});

describe('Share (featured video)', () => {
  const target = { title: 'Documentary', url: 'https://www.youtube.com/watch?v=ssuDocu2025' };
  const clipboard = () =>
    ({ writeText: vi.fn<(text: string) => Promise<void>>(async () => {}) }) as unknown as Clipboard;

  it('uses the Web Share API where present', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    const nav = { share, clipboard: clipboard() };
    expect(await shareLink(target, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Documentary', url: target.url });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor cancels the share sheet', async () => {
    const nav = {
      share: vi.fn<() => Promise<void>>(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))),
      clipboard: clipboard(),
    };
    expect(await shareLink(target, nav)).toBe('cancelled');
    expect(shareMessage('cancelled', target.url, translator('en'))).toBe('');
  });

  it('copies the link when there is no Web Share API, or sharing is refused', async () => {
    const nav = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(target.url);
    const refused = {
      share: vi.fn<() => Promise<void>>(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
      clipboard: clipboard(),
    };
    expect(await shareLink(target, refused)).toBe('copied');
    expect(shareMessage('copied', target.url, translator('en'))).toBe('Link copied to the clipboard.');
  });

  it('shows the link to copy by hand when the clipboard fails', async () => {
    const nav = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('failed');
    expect(shareMessage('failed', target.url, translator('en'))).toBe(
      `Copy this link to share the video: ${target.url}`,
    );
  });
});

describe('events: the categories attribute', () => {
  it('keeps the named categories in the order given, whatever their case', () => {
    const chosen = selectCategories(events, 'workshop, Academic');
    expect([...new Set(chosen.map((event) => event.category))]).toEqual(['Workshop', 'Academic']);
    expect(chosen).toHaveLength(6);
    expect(selectCategories(events, '')).toHaveLength(15);
    expect(selectCategories(events, undefined)).toHaveLength(15);
  });
});
