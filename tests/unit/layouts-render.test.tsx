import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayoutItem, layoutTypes } from '../../data/schema/layouts';
import type { ContentItem } from '../../data/schema/content';
import { LayoutView } from '../../widgets/layouts/LayoutView';
import { examples, layoutExamples } from '../../widgets/layouts/examples';
import { ContentPage, ContentPageView } from '../../widgets/content-page/ContentPage';
import { findRoute } from '../../data/routes';
import { LanguageProvider } from '../../widgets/core/i18n';
import unoConfig from '../../uno.config';

const html = (item: ContentItem) => renderToString(<LayoutView item={item} />);
/** Parses server markup with a tiny DOM-free check: counts of a pattern. */
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('every layout renders on the server with data-layout = its type', () => {
  it.each(layoutTypes)('%s', (type) => {
    const item = layoutExamples[type];
    expect(() => LayoutItem.parse(item)).not.toThrow();
    const out = html(item);
    expect(out.startsWith(`<section data-layout="${type}"`), out.slice(0, 80)).toBe(true);
  });
  it('every named example is valid data', () => {
    for (const [name, { item }] of Object.entries(examples))
      expect(LayoutItem.safeParse(item).success, name).toBe(true);
  });
});

describe('layout rules', () => {
  it('an unknown layout type renders nothing', () => {
    expect(html({ content_id: 1, layout_type: 'carousel' } as unknown as ContentItem)).toBe('');
  });

  it("a table without data says 'No Data Found'; a multiple-table without tables says 'No tables found'", () => {
    expect(html(examples['searchbar-table without data'].item)).toContain('No Data Found');
    expect(html(examples['multiple-table without tables'].item)).toContain('No tables found');
    expect(html(examples['multiple-table without tables'].item)).not.toContain('<table');
    expect(html(layoutExamples['multiple-table'])).toContain('No Data Found');
  });

  it('shows a header row unless isHeader is false', () => {
    expect(html(layoutExamples['multiple-table'])).toContain('<thead');
    expect(html(examples['table without header'].item)).not.toContain('<thead');
  });

  it('file cells: view opens in a new tab, download carries the file name; both disabled without a file', () => {
    const out = html(layoutExamples['multiple-file-table']);
    expect(out).toMatch(/<a href="\/docs\/about\/authorities\/senate-members\.pdf" target="_blank"[^>]*>.*?view<\/a>/);
    expect(out).toMatch(/<a href="\/docs\/about\/authorities\/senate-members\.pdf" download="senate-members\.pdf"/);
    expect(out).toMatch(/<span role="link" aria-disabled="true"[^>]*>.*?view<\/span>/);
    expect(out).toMatch(/<button type="button" disabled=""[^>]*>.*?Download<\/button>/);
    expect(count(out, /aria-disabled="true"/)).toBe(1);
    expect(out).toContain('text-gray-600');
  });

  it('pdf_list rows have view and Download; a download without file_name falls back to document.pdf', () => {
    const out = html({
      content_id: 1,
      layout_type: 'searchbar-table',
      sections: [
        { columns: [{ heading: 'Title', accessor: 'file_title' }], rows: [{ file_title: 'X', file: '/docs/x.pdf' }] },
      ],
    });
    expect(out).toContain('download="document.pdf"');
    const list = html(layoutExamples.pdf_list);
    expect(count(list, />Download</g)).toBe(2);
    expect(count(list, />view</g)).toBe(2);
  });

  it('viewable and downloadble false hide the controls', () => {
    const out = html(examples['files not viewable or downloadable'].item);
    expect(out).not.toContain('>view<');
    expect(out).not.toContain('Download');
  });

  it('simple-table lists: numbered, lettered, none; bullets, none, prefix texts; wrappable header and auto width', () => {
    const out = html(layoutExamples['simple-table']);
    for (const kind of [
      'order-number',
      'order-letter',
      'order-none',
      'unorder-bullet',
      'unorder-none',
      'unorder-prefixed',
    ])
      expect(out).toContain(`data-list="${kind}"`);
    expect(out).toContain('<ol class="m-0 list-alpha pl-5" type="a"');
    expect(out).toContain('<strong class="font-semibold">Phone:');
    expect(out).toContain('data-auto-width="true"');
    expect(out).not.toMatch(/<th[^>]*whitespace-nowrap/);
    const notWrapped = html({ ...layoutExamples['simple-table'], wrappable: false, isAutoWidth: false });
    expect(notWrapped).toMatch(/<th[^>]*whitespace-nowrap/);
    expect(notWrapped).toContain('data-auto-width="false"');
  });

  it('bold_heading rows span all columns; Description shows its title and list', () => {
    const out = html(layoutExamples['simple-table']);
    expect(out).toMatch(/<th colSpan="8" scope="colgroup"[^>]*>Descriptions<\/th>/);
    expect(out).toMatch(
      /<strong class="block font-semibold">Faculties<\/strong><ul class="m-0 list-disc pl-5" data-list="unorder-bullet"><li>Science<\/li><li>Commerce<\/li><\/ul>/,
    );
  });

  it('important notices are laid out in 1, 2 or 3 columns by their item count', () => {
    expect(html(layoutExamples['city-composite'])).toContain('data-columns="3"');
    expect(html(layoutExamples['news-composite'])).toContain('data-columns="1"');
    const seven = {
      ...layoutExamples['formal-composite'],
      important_notices: [{ title: 'N', listItems: ['1', '2', '3', '4', '5', '6', '7'] }],
    };
    expect(html(seven)).toContain('data-columns="2"');
  });

  it('contact-composite ends with Holidays in 2025 (/about/holidays) and Google Maps (a maps search, new tab)', () => {
    const out = html(layoutExamples['contact-composite']);
    expect(out).toMatch(/<a href="\/about\/holidays"[^>]*>Holidays in 2025<\/a>/);
    expect(out).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+" target="_blank" rel="noopener noreferrer"[^>]*>Google Maps/,
    );
    expect(out).toMatch(/rel="noopener noreferrer"[^>]*>Click here/);
    expect(out).toContain('Phone No.');
  });

  it('external links get rel="noopener noreferrer"', () => {
    const out = html(layoutExamples['personal-figured']);
    expect(out).toMatch(
      /<a href="https:\/\/rajbhavan-maharashtra\.gov\.in\/" target="_blank" rel="noopener noreferrer"/,
    );
  });

  it('comment on the server: line breaks as <br>, tags stripped (no script), signature shown', () => {
    const out = html(layoutExamples.comment);
    expect(out).toContain('Dear students,<br>Welcome to SSU.');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<strong>SSU');
    for (const text of [
      'Prof. (Dr.) Sunanda Kulkarni',
      'Vice-Chancellor',
      'Office of the Vice-Chancellor',
      'Sahyadri State University',
    ])
      expect(out).toContain(text);
  });

  it("CollapsableImageGrid shows 'visible' items and a Show More button for the rest", () => {
    const out = html(layoutExamples.CollapsableImageGrid);
    expect(out).toContain('Show More');
    expect(out).toContain('aria-expanded="false"');
    expect(count(out, /<img /g)).toBe(2 + 2);
  });

  it('paragraph boxes Vision, Mission and Motto Of NCC', () => {
    expect(count(html(layoutExamples.paragraph), /data-boxed="true"/g)).toBe(3);
  });

  it('studentlogin renders the sign-in form from data', () => {
    const out = html(layoutExamples.studentlogin);
    expect(out).toContain('Please enter your email and password to continue.');
    const input = (name: string) =>
      (out.match(/<input [^>]*>/g) ?? []).find((tag) => tag.includes(`name="${name}"`)) ?? '';
    expect(input('email')).toContain('type="email"');
    expect(input('email')).toContain('required=""');
    expect(input('password')).toContain('type="password"');
    expect(input('password')).toContain('required=""');
    expect(out).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(out).toMatch(/<a href="\/forgot-password"[^>]*>Forgot Password\?<\/a>/);
    expect(out).toContain('Create An Account');
  });

  it('headings inside an item sit under its h2 title, or take h2 themselves when it has none (never h1 then h3)', () => {
    const levels = (item: ContentItem) => [...html(item).matchAll(/<h(\d)/g)].map(([, level]) => Number(level));
    const titled = layoutExamples['personal-figured'];
    expect(levels({ ...titled, title: 'Chancellor' })).toEqual([2, 3]);
    expect(levels({ ...titled, title: undefined })).toEqual([2]);
    const untitledParagraph = levels({ ...layoutExamples.paragraph, title: undefined });
    expect(untitledParagraph.length).toBeGreaterThan(1);
    expect(untitledParagraph.every((level) => level === 2)).toBe(true);
  });

  it('every <img> has width and height', () => {
    for (const item of Object.values(layoutExamples)) {
      for (const img of html(item).match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/width="\d+" height="\d+"/);
    }
  });
});

describe('content page on the server', () => {
  it("breadcrumb reads 'Home >> {menu levels >>} {parent} >> {current}' with Home linking to /", () => {
    const out = renderToString(<ContentPage path="/about/history/city" />);
    const crumb = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/
      .exec(out)![1]
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;/g, '>')
      .replace(/<!-- -->/g, '');
    expect(crumb).toBe('Home >> About Us >> About Us >> About the city');
    expect(out).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
  });

  it('three columns on large screens: sidebar 1/5, main 3/5, updates 1/4', () => {
    const out = renderToString(<ContentPage path="/about" />);
    // 1/5 : 3/5 : 1/4 of the row, as fractions of what the gaps leave.
    expect(out).toContain('lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)_minmax(0,1.25fr)]');
    expect(out).toMatch(/<nav[^>]*class="[^"]*lg:col-start-1[^"]*"[^>]*data-sidebar/);
    expect(out).toMatch(/<div class="[^"]*lg:col-start-2[^"]*" data-main/);
    expect(out).toMatch(/<aside[^>]*class="[^"]*lg:row-span-2[^"]*"[^>]*data-updates/);
    expect(out).toContain('flex-col');
    expect(out).toContain('Related Pages');
    expect(out).toContain('Updates/News');
  });

  it("below 1024 px: the sidebar is an 'In this section' disclosure after the title, before the content, closed, naming the page", () => {
    const out = renderToString(<ContentPage path="/about/history/city" />);
    const title = out.indexOf('<h1');
    const sidebar = out.indexOf('data-sidebar=');
    expect(title).toBeGreaterThan(out.indexOf('data-breadcrumb'));
    expect(sidebar).toBeGreaterThan(title);
    expect(out.indexOf('data-layout=')).toBeGreaterThan(sidebar);
    // The updates follow the content.
    expect(out.indexOf('data-updates')).toBeGreaterThan(out.indexOf('data-layout='));
    const nav = /<nav[^>]*data-sidebar[\s\S]*?<\/nav>/.exec(out)![0];
    // A disclosure below lg, always open from lg (its summary hidden): uno.config.ts.
    expect(nav).toMatch(/<details class="disclosure-until-lg"(?![^>]*\sopen)[^>]*>/);
    const summary = /<summary[\s\S]*?<\/summary>/.exec(nav)![0].replace(/<!-- -->|<[^>]+>/g, '');
    expect(summary).toBe('In this section:About the city');
    expect(count(nav, /<a /g)).toBe(findRoute('/about/history')!.sidebarItems.length);
  });

  it("the sidebar is one nav landmark named by its heading, in the page's language; its disclosure too", () => {
    for (const [lang, label] of [
      ['mr', 'या विभागात'],
      ['hi', 'इस अनुभाग में'],
    ] as const) {
      const out = renderToString(
        <LanguageProvider lang={lang}>
          <ContentPage path="/about/history" />
        </LanguageProvider>,
      );
      // The breadcrumb is the other nav; no second nav of the section's pages.
      expect(count(out, /<nav /g)).toBe(2);
      expect(out).not.toContain(`aria-label="${label}"`);
      expect(out).toContain('<nav aria-labelledby="related-pages-heading"');
      expect(out).toMatch(/<h2 id="related-pages-heading"[^>]*>[^<]*[\u0900-\u097F]/);
      const summary = /<summary[\s\S]*?<\/summary>/.exec(out)![0].replace(/<[^>]+>|<!-- -->/g, '');
      expect(summary.startsWith(`${label}:`), summary).toBe(true);
    }
  });

  it('item 1 is active on the root path: bold, chevron, aria-current; its content and 5 updates show', () => {
    const out = renderToString(<ContentPage path="/about/history" />);
    // One current link: the sidebar's links are in the page once, for both widths.
    const sidebar = /<nav[^>]*data-sidebar[\s\S]*?<\/nav>/.exec(out)![0];
    expect(count(sidebar, /aria-current="page" data-sidebar-id="1"/g)).toBe(1);
    expect(count(out, /aria-current="page" data-sidebar-id/g)).toBe(1);
    expect(count(out, /data-sidebar-id="1"/g)).toBe(1);
    // Bold: `section-link-current` is a shortcut of uno.config.ts, its rules include font-bold.
    expect(out).toMatch(
      /aria-current="page" data-sidebar-id="1" class="[^"]*section-link-current[^"]*"><span class="i-mdi-chevron-right/,
    );
    expect(unoConfig.shortcuts).toMatchObject({ 'section-link-current': expect.stringMatching(/\bfont-bold\b/) });
    expect(out).toContain('data-content-id="1"');
    expect(count(/<aside[\s\S]*<\/aside>/.exec(out)![0], /<li /g)).toBe(5);
  });

  it("says 'No updates available' when the active item has none, and shows nothing when no item matches", () => {
    const route = findRoute('/about/history')!;
    const bare = { ...route, sidebarItems: route.sidebarItems.map((item) => ({ ...item, updates: [] })), contents: [] };
    const out = renderToString(<ContentPageView route={bare} />);
    expect(out).toContain('No updates available');
    expect(out).not.toContain('data-layout');
    expect(out).toContain('<h1');
  });

  it('renders nothing for a path that is not a content page', () => {
    expect(renderToString(<ContentPage path="/no/such/page" />)).toBe('');
  });
});
