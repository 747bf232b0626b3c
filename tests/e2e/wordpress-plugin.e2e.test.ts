import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPhp } from '../tools/php.mjs';
import { startForeignOrigin, widgetsReady, type ForeignOrigin } from './embed-fixtures';
import { startSite, type Site } from './site';

/**
 * The WordPress plugin (host/wordpress/university-widgets/): its PHP is valid, its shortcode
 * prints the editor-safe form of a widget and its footer the kit's loader as a module script,
 * and a page made of what it prints shows the widget, sized by its column.
 */
const pluginFolder = fileURLToPath(new URL('../../host/wordpress/university-widgets/', import.meta.url));
const php = findPhp();

/** What the plugin's markup functions return for `calls` (PHP expressions), run by the PHP command line. */
function phpResults(calls: string[]): string[] {
  const script =
    `define('UNIVERSITY_WIDGETS_TESTING', true); require ${JSON.stringify(`${pluginFolder}includes/markup.php`)};` +
    `echo json_encode([${calls.join(',')}]);`;
  return JSON.parse(execFileSync(php, ['-r', script], { encoding: 'utf8' })) as string[];
}

describe('the WordPress plugin', () => {
  it('is valid PHP', () => {
    const files = [
      'university-widgets.php',
      'block/index.asset.php',
      ...readdirSync(`${pluginFolder}includes`).map((name) => `includes/${name}`),
    ];
    for (const file of files) {
      expect(execFileSync(php, ['-l', `${pluginFolder}${file}`], { encoding: 'utf8' }), file).toContain(
        'No syntax errors',
      );
    }
  });

  it('prints the editor-safe form of the widget the shortcode names, with its attributes as data-', () => {
    expect(
      phpResults([
        `university_widgets_markup(['name' => 'events', 'src' => 'https://www.example.ac.in/events.json', 'lang' => 'mr'])`,
        `university_widgets_markup(['tag' => 'uni-news', 'categories' => 'Academic, "Workshop"', 0 => 'positional'])`,
        `university_widgets_markup(['name' => 'events', 'onclick' => 'alert(1)', 'style' => 'color:red', 'data x' => '1'])`,
        `university_widgets_markup(['name' => '<script>'])`,
        `university_widgets_markup([])`,
      ]),
    ).toEqual([
      '<div data-uni-widget="uni-events" data-src="https://www.example.ac.in/events.json" lang="mr"></div>',
      '<div data-uni-widget="uni-news" data-categories="Academic, &quot;Workshop&quot;"></div>',
      '<div data-uni-widget="uni-events"></div>',
      '<!-- university_widget: name="..." must name a widget, such as name="events" -->',
      '<!-- university_widget: name="..." must name a widget, such as name="events" -->',
    ]);
  });

  it("prints the block's widget with the settings that widget declares, from the catalog the build made", () => {
    const catalog = `university_widgets_catalog(${JSON.stringify(`${pluginFolder}block/widgets.json`)})`;
    expect(
      phpResults([
        `university_widgets_block_markup(['widget' => 'uni-events', 'values' => ['categories' => 'Academic', 'lang' => 'hi', 'mode' => '', 'onclick' => 'x', 'limit' => '4'], 'className' => 'wide'], ${catalog})`,
        `university_widgets_block_markup(['widget' => 'uni-news', 'values' => ['src' => '/departments/physics/news.json', 'limit' => 3]], ${catalog})`,
        `university_widgets_block_markup(['widget' => 'uni-embed-docs', 'values' => []], ${catalog})`,
        `university_widgets_block_markup(['widget' => 'uni-nothing"><script>'], ${catalog})`,
      ]),
    ).toEqual([
      '<div data-uni-widget="uni-events" data-categories="Academic" lang="hi" class="wide"></div>',
      '<div data-uni-widget="uni-news" data-src="/departments/physics/news.json" data-limit="3"></div>',
      '<!-- university-widgets/widget: "uni-embed-docs" is not one of the kit\'s widgets -->',
      '<!-- university-widgets/widget: "uni-nothing&quot;&gt;&lt;script&gt;" is not one of the kit\'s widgets -->',
    ]);
  });

  it("loads the kit's loader as a module script from the origin set, and only from an http(s) origin", () => {
    expect(
      phpResults([
        `university_widgets_loader('https://Www.Example.ac.in/some/page?x=1')`,
        `university_widgets_loader('http://127.0.0.1:4173')`,
        `university_widgets_loader('javascript:alert(1)')`,
        `university_widgets_loader('')`,
      ]),
    ).toEqual([
      '<script type="module" src="https://www.example.ac.in/widgets/index.js"></script>',
      '<script type="module" src="http://127.0.0.1:4173/widgets/index.js"></script>',
      '',
      '',
    ]);
  });

  describe('what it prints, on a page of another origin', () => {
    let site: Site;
    let cms: ForeignOrigin;
    beforeAll(async () => {
      site = await startSite();
      cms = await startForeignOrigin();
    });
    afterAll(async () => {
      await cms?.close();
      await site?.close();
    });

    it('shows the widget in a narrow column, laid out for that column', async () => {
      const [widget, loader] = phpResults([
        `university_widgets_markup(['name' => 'events', 'lang' => 'mr'])`,
        `university_widgets_loader(${JSON.stringify(site.url(''))})`,
      ]);
      cms.put(
        '/post.html',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post</title><link rel="icon" href="data:,"></head>` +
          `<body><article style="width:300px">${widget}</article>${loader}</body></html>`,
      );
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${cms.origin}/post.html`);
      await widgetsReady(page, ['uni-events']);
      const layout = await page.evaluate(() => {
        const host = document.querySelector('uni-events')!;
        const panels = Array.from(host.shadowRoot!.querySelectorAll(':has(> [data-events-list])'));
        return {
          lang: host.getAttribute('lang'),
          overflow: host.scrollWidth - host.clientWidth,
          tops: new Set(panels.map((panel) => Math.round(panel.getBoundingClientRect().top))).size,
        };
      });
      expect(layout).toEqual({ lang: 'mr', overflow: 0, tops: 3 });
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
