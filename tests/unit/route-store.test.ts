import { describe, expect, it } from 'vitest';
import { forgetRoutes, loadedRoute, loadRoutesFor } from '../../widgets/content-page/route-store';

describe('the route store (widgets/content-page/route-store.ts)', () => {
  it('forgets a section in one language, which the next load brings back; other sections and languages stay', async () => {
    // tests/unit/setup.ts has loaded every section in every language.
    expect(loadedRoute('/about/history', 'mr')?.route.path).toBe('/about/history');
    forgetRoutes('/about/history', 'mr');
    expect(loadedRoute('/about/history', 'mr')).toBeUndefined();
    expect(loadedRoute('/about/authorities', 'mr')).toBeUndefined();
    expect(loadedRoute('/about/history', 'en')?.translated).toBe(true);
    expect(loadedRoute('/academics/computer-science', 'mr')?.route.path).toBe('/academics/computer-science');
    await loadRoutesFor('/about/history', 'mr');
    expect(loadedRoute('/about/history', 'mr')?.route.path).toBe('/about/history');
  });
});
