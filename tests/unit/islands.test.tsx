import { beforeAll, describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../widgets/core/definitions';
import { HYDRATE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '../../widgets/runtime/protocol';
import { widgetLoaders } from '../../widgets/registry';
import { loadAllWidgets, renderIslands } from '../../host/vite/prerender/render-page';
import { Island } from '../../widgets/core/island';

describe('islands: when a prerendered widget loads its code', () => {
  // Every widget module, as the build loads them (slow on a busy machine).
  beforeAll(loadAllWidgets, 120_000);

  it('every widget declares it once, in its definition', () => {
    for (const tag of Object.keys(widgetLoaders)) {
      const hydrate = widgetDefinitions.get(tag)?.hydrate;
      const rule = typeof hydrate === 'function' ? hydrate({}) : hydrate;
      expect(['never', 'visible', 'idle', 'interaction', 'live'], tag).toContain(rule);
    }
    // Final HTML ships no JavaScript; carousels and buttons do.
    expect(widgetDefinitions.get('uni-statistics')?.hydrate).toBe('never');
    expect(widgetDefinitions.get('uni-footer')?.hydrate).toBe('never');
    expect(widgetDefinitions.get('uni-hero')?.hydrate).toBe('interaction');
    expect(widgetDefinitions.get('uni-menu')?.hydrate).toBe('interaction');
  });

  it('a site page hydrates only when it works in the browser: the feedback form (it fills in ?page=) and the offline page (it lists what is saved), in any language, once the browser is idle', () => {
    const html = renderIslands(
      <>
        <Island tag="uni-page" path="/mr/feedback" />
        <Island tag="uni-page" path="/feedback" />
        <Island tag="uni-page" path="/privacy-policy" />
        <Island tag="uni-page" path="/hi/offline" />
      </>,
    );
    expect(html.match(new RegExp(`${HYDRATE_ATTRIBUTE}="(\\w+)"`, 'g'))).toEqual([
      `${HYDRATE_ATTRIBUTE}="idle"`,
      `${HYDRATE_ATTRIBUTE}="idle"`,
      `${HYDRATE_ATTRIBUTE}="never"`,
      `${HYDRATE_ATTRIBUTE}="idle"`,
    ]);
  });

  it('the prerenderer writes it on each tag, keeping the tag`s attributes', () => {
    const html = renderIslands(
      <>
        <Island tag="uni-statistics" />
        <Island tag="uni-menu" path="/about" />
      </>,
    );
    expect(html).toContain(`<uni-statistics ${HYDRATE_ATTRIBUTE}="never"><div ${MOUNT_ATTRIBUTE}="{}">`);
    expect(html).toContain(`<uni-menu path="/about" ${HYDRATE_ATTRIBUTE}="interaction"><div ${MOUNT_ATTRIBUTE}=`);
  });
});
