import { afterAll, describe, expect, it } from 'vitest';
import { isWidgetDataPath } from '../../data/feed-paths';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { setKitDataLoader } from '../../widgets/core/kit-data';
import '../../widgets/events/element';
import '../../widgets/news/element';

/**
 * The events and news widgets' default data is a file of the kit's site (widgets/core/kit-data.ts):
 * which file a widget reads for its attributes and language, and that a prerendered one hydrates
 * only once the file its server render read is in (its definition's hydrationData).
 */
const asked: string[] = [];
const FAILING = '/hi/feeds/all-events.json';
setKitDataLoader(async (path) => {
  asked.push(path);
  if (path === FAILING) throw new Error(`${path}: HTTP 503`);
  return path.endsWith('latest-news.json') ? { rows: [] } : [];
});
afterAll(() => setKitDataLoader(async () => []));

const hydrationData = (tag: string) => widgetDefinitions.get(tag)!.hydrationData!;
/** How many times the loader was asked for a path (the tests run in any order: each has paths of its own). */
const times = (path: string) => asked.filter((one) => one === path).length;

describe('the widgets’ kit files', () => {
  it('the events accordion reads the upcoming events of its language; mode="all" its page of the events page', async () => {
    await hydrationData('uni-events')({}, 'en');
    await hydrationData('uni-events')({ mode: 'accordion' }, 'hi');
    await hydrationData('uni-events')({ mode: 'all' }, 'mr');
    await hydrationData('uni-events')({ mode: 'all', page: 3 }, 'mr');
    for (const path of [
      '/feeds/upcoming-events.json',
      '/hi/feeds/upcoming-events.json',
      '/mr/feeds/all-events.json',
      '/mr/feeds/all-events/page/3.json',
    ])
      expect(times(path), path).toBe(1);
  });

  it('a widget with its own src reads no kit file before it hydrates', async () => {
    const before = asked.length;
    await hydrationData('uni-events')({ src: '/departments/geology/events.json' }, 'en');
    expect(asked.length).toBe(before);
  });

  it('reads a file once, and hydration fails (the widget stays as prerendered) when the file cannot be read or is no list', async () => {
    await hydrationData('uni-events')({}, 'mr');
    await hydrationData('uni-events')({}, 'mr');
    expect(times('/mr/feeds/upcoming-events.json')).toBe(1);
    await expect(hydrationData('uni-events')({ mode: 'all' }, 'hi')).rejects.toThrow(`${FAILING}: HTTP 503`);
    await expect(hydrationData('uni-news')({}, 'en')).rejects.toThrow('/feeds/latest-news.json: not a list of rows');
    // A failure is not kept: the next widget that needs the file tries again.
    await expect(hydrationData('uni-events')({ mode: 'all' }, 'hi')).rejects.toThrow('HTTP 503');
    expect(times(FAILING)).toBe(2);
  });

  it('the service worker keeps these files for offline reading, and no other feed', () => {
    for (const path of [
      '/feeds/upcoming-events.json',
      '/mr/feeds/all-events.json',
      '/hi/feeds/latest-news.json',
      '/feeds/all-events/page/2.json',
      '/hi/feeds/all-events/page/40.json',
    ])
      expect(isWidgetDataPath(path), path).toBe(true);
    for (const path of [
      '/feeds/events.json',
      '/feeds/news.json',
      '/x/feeds/latest-news.json/',
      '/latest-news.json',
      // Page 1 has one file, all-events.json; no page 0, no leading zero, nothing else in the folder.
      '/feeds/all-events/page/1.json',
      '/feeds/all-events/page/0.json',
      '/feeds/all-events/page/02.json',
      '/feeds/all-events/page/2.json.bak',
      '/feeds/all-events/other.json',
    ])
      expect(isWidgetDataPath(path), path).toBe(false);
  });
});
