import { describe, expect, it } from 'vitest';
import { searchPageScripts } from '../../host/vite/prerender/prerender-plugin';

type Bundle = Parameters<typeof searchPageScripts>[0];
const chunk = (fileName: string, code: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  code,
  imports,
  facadeModuleId,
});

describe("the search page's scripts (prerender-plugin.ts)", () => {
  it("are the page's own script's and the engine's chunks with all they import, each once, largest first", () => {
    const bundle = {
      a: chunk(
        'assets/search-page-1.js',
        'x'.repeat(10),
        ['assets/format-2.js', 'assets/shared-3.js'],
        '/p/host/search-page.ts',
      ),
      b: chunk('assets/format-2.js', 'x'.repeat(500)),
      c: chunk('assets/shared-3.js', 'x'.repeat(5)),
      d: chunk('assets/sharded-index-4.js', 'x'.repeat(50), ['assets/shared-3.js'], '/p/data/search/sharded-index.ts'),
      e: chunk('assets/menu-5.js', 'x'.repeat(900), [], '/p/widgets/menu/element.ts'),
      f: { type: 'asset' as const, fileName: 'assets/widgets-6.css' },
    } as unknown as Bundle;
    expect(searchPageScripts(bundle)).toEqual([
      '/assets/format-2.js',
      '/assets/sharded-index-4.js',
      '/assets/search-page-1.js',
      '/assets/shared-3.js',
    ]);
  });

  it('fails the build when either is missing, rather than preloading nothing', () => {
    const bundle = { a: chunk('assets/search-page-1.js', 'x', [], '/p/host/search-page.ts') } as unknown as Bundle;
    expect(() => searchPageScripts(bundle)).toThrow(/no chunk for/);
  });
});
