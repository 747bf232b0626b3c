import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForeignOrigin, widgetsReady, type ForeignOrigin } from './embed-fixtures';
import { startSite, type Site } from './site';

/**
 * The webmasters' guide's static-site recipe (docs/webmasters/embedding.md, "A plain static site"),
 * pasted as it is into a department's page on another origin, the kit's address replaced by the
 * test site's: the department's events come from the university's site.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const KIT_ADDRESS = 'https://www.ssu-kolhapur.ac.in';
/** The guide's picture is rewritten only when asked (`UPDATE_SCREENSHOTS=1`). */
const IMAGES = process.env.UPDATE_SCREENSHOTS
  ? join(root, 'docs/webmasters/images')
  : mkdtempSync(join(tmpdir(), 'static-site-shots-'));

/** The recipe's HTML: the first html block after its heading. */
function recipe(): string {
  const guide = readFileSync(join(root, 'docs/webmasters/embedding.md'), 'utf8');
  const section = guide.slice(guide.indexOf('### A plain static site'));
  const html = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!html) throw new Error('docs/webmasters/embedding.md: the static-site recipe has no html block');
  return html;
}

let site: Site;
let department: ForeignOrigin;

beforeAll(async () => {
  site = await startSite();
  department = await startForeignOrigin();
});

afterAll(async () => {
  if (!process.env.UPDATE_SCREENSHOTS) rmSync(IMAGES, { recursive: true, force: true });
  await department?.close();
  await site?.close();
});

describe("the guide's static-site recipe, on a department's own site", () => {
  it("shows the department's events from the university's site", async () => {
    const html = recipe().replaceAll(KIT_ADDRESS, site.url(''));
    const src = /src="(\/departments\/[^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    department.put(
      '/index.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Department of Geology</title>` +
        `<link rel="icon" href="data:,"><style>body{font-family:sans-serif;max-width:760px;margin:0 auto;padding:0 20px}</style></head>` +
        `<body>${html}</body></html>`,
    );
    const events = JSON.parse(readFileSync(join(root, 'dist', src!), 'utf8')) as Array<{ description: string }>;
    const page = await site.browser.newPage({ viewport: { width: 800, height: 700 } });
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${department.origin}/index.html`);
    await widgetsReady(page, ['uni-events']);
    await expect
      .poll(() => page.locator('uni-events').evaluate((host) => host.shadowRoot?.textContent ?? ''))
      .toContain(events[0].description);
    expect(requests).toContain(site.url(src!));
    await page.screenshot({ path: join(IMAGES, 'static-site.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
