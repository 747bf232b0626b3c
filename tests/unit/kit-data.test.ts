import { afterAll, describe, expect, it } from 'vitest';
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

describe('the widgets’ kit files', () => {
  it('the events accordion reads the upcoming events of its language; mode="all" every event', async () => {
    await hydrationData('uni-events')({}, 'en');
    await hydrationData('uni-events')({ mode: 'accordion' }, 'mr');
    await hydrationData('uni-events')({ mode: 'all' }, 'mr');
    expect(asked.splice(0)).toEqual([
      '/feeds/upcoming-events.json',
      '/mr/feeds/upcoming-events.json',
      '/mr/feeds/all-events.json',
    ]);
  });

  it('a widget with its own src reads no kit file before it hydrates', async () => {
    await hydrationData('uni-events')({ src: '/departments/geology/events.json' }, 'en');
    expect(asked.splice(0)).toEqual([]);
  });

  it('reads a file once, and hydration fails (the widget stays as prerendered) when the file cannot be read or is no list', async () => {
    await hydrationData('uni-events')({}, 'en');
    expect(asked.splice(0)).toEqual([]);
    await expect(hydrationData('uni-events')({ mode: 'all' }, 'hi')).rejects.toThrow(`${FAILING}: HTTP 503`);
    await expect(hydrationData('uni-news')({}, 'en')).rejects.toThrow('/feeds/latest-news.json: not a list of rows');
    // A failure is not kept: the next widget that needs the file tries again.
    await expect(hydrationData('uni-events')({ mode: 'all' }, 'hi')).rejects.toThrow('HTTP 503');
    expect(asked.splice(0)).toEqual([FAILING, '/feeds/latest-news.json', FAILING]);
  });
});
