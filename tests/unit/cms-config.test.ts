import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_CONFIG_FILE, cmsConfig, renderCmsConfig } from '../../host/admin/cms-config';
import type { CmsField } from '../../host/admin/cms-field';
import { pageFormat } from '../../host/admin/page-format';
import { recordFormat } from '../../host/admin/record-format';
import { siteFormat } from '../../host/admin/site-format';
import { SiteIdentity } from '../../data/schema/site';
import { RECORD_KINDS } from '../../data/schema/records';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = cmsConfig();
const records = config.collections.flatMap((c) => ('folder' in c ? [c] : []));
const pages = config.collections.find((c) => c.name === 'pages')!;
const collection = (name: string) => records.find((c) => c.name === name)!;
const fieldOf = (kind: string, name: string): CmsField => collection(kind).fields.find((f) => f.name === name)!;

describe('the desk configuration', () => {
  it('is the one the record schemas generate (run `npm run cms-config` after changing them)', () => {
    expect(readFileSync(`${root}${CMS_CONFIG_FILE}`, 'utf8')).toBe(renderCmsConfig());
  });

  it('has one folder collection per kind, with every field of its schema', () => {
    expect(records.map((c) => c.name)).toEqual(Object.keys(RECORD_KINDS));
    for (const [kind, schema] of Object.entries(RECORD_KINDS)) {
      expect(collection(kind).folder).toBe(`data/records/${kind}`);
      expect(collection(kind).media_folder).toBe(`/public/docs/${kind}`);
      expect(collection(kind).fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
    }
  });

  it('asks for English and Marathi titles of circulars, English only of news', () => {
    const required = (kind: string) =>
      Object.fromEntries(fieldOf(kind, 'title').fields!.map((f) => [f.name, f.required]));
    expect(required('circulars')).toEqual({ en: true, mr: true, hi: false });
    expect(required('news')).toEqual({ en: true, mr: false, hi: false });
    expect(fieldOf('circulars', 'title').fields!.map((f) => f.label)).toEqual([
      'English',
      'Marathi (मराठी)',
      'Hindi (हिन्दी)',
    ]);
  });

  it('picks dates as days, PDFs as files, categories from the list', () => {
    expect(fieldOf('notices', 'expires')).toMatchObject({
      widget: 'datetime',
      required: false,
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(fieldOf('circulars', 'file')).toMatchObject({ widget: 'file', required: true });
    expect(fieldOf('notices', 'file').required).toBe(false);
    expect(fieldOf('events', 'category').options).toContain('Cultural');
    expect(fieldOf('circulars', 'department').pattern![0]).toBe('^[a-z0-9]+(-[a-z0-9]+)*$');
  });

  it('has a pages collection: each page file in each language, its titles, sidebar texts and paragraphs', () => {
    expect('files' in pages && pages.format).toBe('page-yaml');
    const files = 'files' in pages ? pages.files : [];
    const history = files.find((f) => f.file === 'data/pages/about/history.en.yaml')!;
    expect(history.label).toBe('About › History (English)');
    expect(files.find((f) => f.file === 'data/pages/about/history.mr.yaml')!.label).toBe('About › History (Marathi)');
    const [source, sidebar, contents] = history.fields;
    expect(source).toMatchObject({ name: 'source', widget: 'hidden' });
    expect(sidebar!.fields!.map((f) => f.name)).toEqual(['itemText']);
    expect(contents!.types).toHaveLength(19);
    const layout = (type: string) => contents!.types!.find((t) => t.name === type)!.fields!;
    expect(layout('news-composite').map((f) => [f.name, f.widget])).toEqual([
      ['title', 'string'],
      ['paragraph', 'list'],
    ]);
    expect(layout('paragraph')[1]!.fields!.map((f) => f.name)).toEqual(['heading', 'paragraph']);
  });

  it('has a site collection: the identity, the menu, the footer and login form in each language, from their schemas', () => {
    const site = config.collections.find((c) => c.name === 'site')!;
    const files = 'files' in site ? site.files : [];
    expect(site.format).toBe('site-yaml');
    expect(files.map((f) => [f.file, f.label])).toEqual([
      ['data/site/identity.yaml', "University's identity"],
      ['data/site/menu.yaml', 'Main menu'],
      ['data/site/footer.yaml', 'Footer (English)'],
      ['data/site/mr/footer.yaml', 'Footer (Marathi)'],
      ['data/site/hi/footer.yaml', 'Footer (Hindi)'],
      ['data/site/login.yaml', 'Login form (English)'],
      ['data/site/mr/login.yaml', 'Login form (Marathi)'],
      ['data/site/hi/login.yaml', 'Login form (Hindi)'],
      ['data/site/generated-pages.yaml', 'Titles of the generated pages'],
      ['data/site/record-pages.yaml', "Texts of What's new and the archive"],
    ]);
    const identity = files[0]!.fields as CmsField[];
    expect(identity.slice(1).map((f) => f.name)).toEqual(Object.keys(SiteIdentity.shape));
    expect(identity.find((f) => f.name === 'foundedYear')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(identity.find((f) => f.name === 'feedbackEndpoint')!.required).toBe(false);
    const [, entries] = files[1]!.fields as CmsField[];
    expect(entries).toMatchObject({ name: 'items', widget: 'list', allow_add: false, summary: '{{fields.title}}' });
    expect(entries!.fields!.find((f) => f.name === 'submenus')!.fields!.map((f) => f.name)).toEqual([
      'id',
      'title',
      'path',
      'childSubmenus',
    ]);
  });

  it('parses as YAML, without aliases', () => {
    expect(parse(renderCmsConfig())).toEqual(JSON.parse(JSON.stringify(config)));
    expect(renderCmsConfig()).not.toMatch(/[&*]a\d/);
  });
});

describe('the record format', () => {
  it('leaves out what the webmaster left blank and writes the form order', () => {
    const text = recordFormat.toFile(
      { date: '2026-01-12', title: { mr: ' अर्ज ', en: 'Form', hi: '' }, expires: '', department: '  ' },
      ['title', 'date', 'expires'],
    );
    expect(text).toBe('title:\n  en: Form\n  mr: अर्ज\ndate: 2026-01-12\n');
    expect(recordFormat.fromFile(text)).toEqual({ title: { en: 'Form', mr: 'अर्ज' }, date: '2026-01-12' });
  });
});

describe('the page format', () => {
  const file = [
    'path: /about/history # the page root',
    'lastUpdated: 2025-11-18',
    'sidebarItems:',
    '  - { id: 1, itemText: About Us, path: /about/history, updates: [] }',
    'contents:',
    '  - content_id: 1',
    '    layout_type: news-composite',
    '    paragraph:',
    "      - 'First: one.'",
    '      - Second.',
    '',
  ].join('\n');

  afterEach(() => vi.useRealTimers());
  /** The day the save happens: 18:45 UTC on 31 December is already 1 January in India. */
  const savedOn = () => vi.useFakeTimers({ now: new Date('2026-12-31T18:45:00Z'), toFake: ['Date'] });

  it('writes back only the texts the webmaster changed, the rest as written, and dates the page by the day in India', () => {
    savedOn();
    const read = pageFormat.fromFile(file) as { contents: { paragraph: string[] }[]; sidebarItems: unknown[] };
    read.contents[0]!.paragraph[1] = ' Second, corrected. ';
    // Decap drops what the collection does not declare: kept all the same.
    read.sidebarItems = [{ itemText: 'About' }];
    expect(pageFormat.toFile(read)).toBe(
      file
        .replace('lastUpdated: 2025-11-18', 'lastUpdated: 2027-01-01')
        .replace('itemText: About Us', 'itemText: About')
        .replace('- Second.', '- Second, corrected.'),
    );
  });

  it('leaves the date alone when no text changed', () => {
    savedOn();
    const read = pageFormat.fromFile(file) as { contents: { paragraph: string[] }[] };
    read.contents[0]!.paragraph[1] = 'Second. ';
    expect(pageFormat.toFile(read)).toBe(file);
  });

  it('shows a text in another language as its text, and keeps its language when it changes', () => {
    const marathi = file.replace('- Second.', '- { text: दुसरा., lang: mr }');
    const read = pageFormat.fromFile(marathi) as { contents: { paragraph: string[] }[] };
    expect(read.contents[0]!.paragraph[1]).toBe('दुसरा.');
    read.contents[0]!.paragraph[1] = 'दुसरा, दुरुस्त.';
    savedOn();
    // Quoted where the comma would end the text (in a flow mapping).
    expect(pageFormat.toFile(read)).toBe(marathi.replace('दुसरा.', '"दुसरा, दुरुस्त."').replace('2025-11-18', '2027-01-01'));
  });

  it('keeps a text the webmaster cleared (the build refuses an empty one)', () => {
    const read = pageFormat.fromFile(file) as { contents: { paragraph: string[] }[] };
    read.contents[0]!.paragraph[0] = '  ';
    expect(pageFormat.toFile(read)).toBe(file);
  });

  it('refuses a save that removed or moved an item (a text applied by place would land elsewhere)', () => {
    const removed = pageFormat.fromFile(file) as { contents: { paragraph: string[] }[] };
    removed.contents[0]!.paragraph.pop();
    expect(() => pageFormat.toFile(removed)).toThrow(/contents\.0\.paragraph: .* not its items/);
    const moved = pageFormat.fromFile(file) as { sidebarItems: { id: number }[] };
    moved.sidebarItems[0]!.id = 2;
    expect(() => pageFormat.toFile(moved)).toThrow(/sidebarItems\.0\.id/);
  });
});

describe('the site format', () => {
  const menu = [
    '# The main menu.',
    '- id: 1',
    '  title: Home # the first entry',
    '  path: /',
    '- id: 2',
    "  title: 'About Us'",
    '  path: /about',
    '',
  ].join('\n');

  it('shows a list file as its entries, and writes back only the value the webmaster changed', () => {
    const read = siteFormat.fromFile(menu) as { items: { title: string }[] };
    expect(read.items.map((item) => item.title)).toEqual(['Home', 'About Us']);
    read.items[1]!.title = ' About the University ';
    expect(siteFormat.toFile(read)).toBe(menu.replace("'About Us'", "'About the University'"));
  });

  it('changes a number, keeps a text the webmaster cleared, refuses a removed entry', () => {
    const identity = 'name: Sahyadri State University # the full name\nfoundedYear: 1962\n';
    const read = siteFormat.fromFile(identity);
    expect(siteFormat.toFile({ ...read, name: '  ', foundedYear: 1963 })).toBe(identity.replace('1962', '1963'));
    const removed = siteFormat.fromFile(menu) as { items: unknown[] };
    removed.items.pop();
    expect(() => siteFormat.toFile(removed)).toThrow(/^items: .* not its items/);
  });
});
