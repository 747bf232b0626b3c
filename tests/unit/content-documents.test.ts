import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import contentImages from '../../data/images/content.json';
import { generatedPages, staticPages } from '../../data/pages';
import { contentSources, findRoute, pageGroups } from '../../data/routes';
import { PageContent } from '../../data/schema/content';
import { layoutTypes } from '../../data/schema/layouts';
import { site } from '../../data/site';
import university from '../../data/generate/university.json';
import circulars from 'virtual:records/circulars?lang=en';
import notices from 'virtual:records/notices?lang=en';
import tenders from 'virtual:records/tenders?lang=en';
import { recordPageTitles } from '../../data/records/record-pages';

/**
 * The sample documents and the content that links to them: every file the
 * content data names is a real PDF under public/, every generated PDF is in
 * the manifest public/docs/index.json, and every manifest entry is used.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = join(root, 'public');
const manifest: Array<{ path: string; title: string; date: string; ref: string; pages: number; bytes: number }> =
  JSON.parse(readFileSync(join(publicDir, 'docs/index.json'), 'utf8'));

/** Every string anywhere inside a value (objects, arrays), with the key path where it was found. */
function strings(value: unknown, where = ''): Array<{ where: string; text: string }> {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, where ? `${where}.${key}` : key));
  return [];
}

const allEntries = contentSources.flatMap((source) => source.entries);
const allContent = allEntries.flatMap(({ file, page }) => strings(page).map((entry) => ({ ...entry, file })));
const fileRefs = allContent.filter(({ text }) => /^\/(docs|images)\/\S+\.[a-z0-9]{2,5}$/i.test(text));
const docRefs = fileRefs.filter(({ text }) => text.startsWith('/docs/'));

function pdfFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pdfFilesUnder(full);
    return name.endsWith('.pdf') ? [`/${relative(publicDir, full).split('\\').join('/')}`] : [];
  });
}

describe('sample documents (public/docs)', () => {
  it('the generator reads the same university identity as data/site/identity.yaml', () => {
    expect(university.name).toBe(site.name);
    expect(university.shortName).toBe(site.shortName);
    expect(university.email).toBe(site.email);
    expect(university.phone).toBe(site.phone.display);
    expect(site.address.join(', ')).toContain(university.address[0]);
  });

  it('every PDF under public/docs/ is listed in index.json, and every entry exists', () => {
    const onDisk = pdfFilesUnder(join(publicDir, 'docs')).sort();
    expect(manifest.map((entry) => entry.path).sort()).toEqual(onDisk);
    expect(onDisk.length).toBeGreaterThan(100);
  });

  it('every listed file is a small, real PDF whose metadata matches the manifest', () => {
    for (const entry of manifest) {
      const bytes = readFileSync(join(publicDir, entry.path));
      expect(bytes.subarray(0, 5).toString('latin1'), entry.path).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1'), entry.path).toContain('%%EOF');
      expect(bytes.length, entry.path).toBe(entry.bytes);
      expect(bytes.length, entry.path).toBeLessThan(10 * 1024);
      expect(entry.date, entry.path).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(entry.title.length, entry.path).toBeGreaterThan(5);
      expect(entry.ref, entry.path).toMatch(new RegExp(`^${site.shortName}/`));
      expect(entry.pages, entry.path).toBeGreaterThanOrEqual(1);
      expect(entry.pages, entry.path).toBeLessThanOrEqual(2);
    }
  });

  it('every document in index.json is linked from the content data, a record, or listed in data/pages/README.md', () => {
    const readme = readFileSync(join(root, 'data/pages/README.md'), 'utf8');
    // News is linked from the content pages' tables; circulars from their section's listing, whose later
    // pages are data of their own (data/listing-pages.ts); notices and tenders from What's new and the archive.
    const recordFiles = strings([circulars, notices, tenders]).map(({ text }) => text);
    const linked = new Set([...docRefs.map(({ text }) => text), ...recordFiles]);
    const unused = manifest.map((entry) => entry.path).filter((path) => !linked.has(path) && !readme.includes(path));
    expect(unused).toEqual([]);
  });
});

describe('generators (data/generate/*.mjs)', () => {
  it('the committed PDFs, manifest, SVGs and data/images/content.json are exactly what the scripts write', () => {
    const out = mkdtempSync(join(tmpdir(), 'ssu-generate-'));
    try {
      execFileSync(process.execPath, [join(root, 'data/generate/make-pdfs.mjs'), `--out=${out}`], { stdio: 'pipe' });
      execFileSync(process.execPath, [join(root, 'data/generate/make-content-images.mjs'), `--out=${out}`], {
        stdio: 'pipe',
      });
      const generated = [
        'public/docs/index.json',
        'data/images/content.json',
        ...manifest.map((entry) => `public${entry.path}`),
        ...Object.values(contentImages).map((image) => `public${image.src}`),
      ];
      for (const file of generated) {
        expect(
          readFileSync(join(out, file)).equals(readFileSync(join(root, file))),
          `${file} differs from its generator's output: rerun the script`,
        ).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('files and links in the content pages (data/pages/)', () => {
  it('every file path the content names exists under public/, and every /docs/ file starts with %PDF', () => {
    expect(docRefs.length).toBeGreaterThan(100);
    for (const { file, where, text } of fileRefs) {
      const full = join(publicDir, text);
      expect(existsSync(full), `${file}: ${where}: ${text} is missing under public/`).toBe(true);
    }
    for (const { file, where, text } of docRefs)
      expect(readFileSync(join(publicDir, text)).subarray(0, 4).toString('latin1'), `${file}: ${where}`).toBe('%PDF');
  });

  it('every site path the content links to is a page of the site', () => {
    const pagePaths = new Set<string>([
      ...staticPages.map((page) => page.path),
      ...recordPageTitles('en').map((page) => page.path),
      ...generatedPages.map((page) => page.path),
      '/',
    ]);
    const links = allContent.filter(
      ({ where, text }) => /(^|\.)(path|href)$/.test(where) && text.startsWith('/') && !/^\/(docs|images)\//.test(text),
    );
    expect(links.length).toBeGreaterThan(50);
    for (const { file, where, text } of links) {
      expect(pagePaths.has(text) || findRoute(text) !== undefined, `${file}: ${where}: ${text} is not a page`).toBe(
        true,
      );
    }
  });

  it('images named by the content are the generated ones, with their intrinsic sizes', () => {
    const known = new Map<string, { width: number; height: number }>(
      Object.values(contentImages).map((image) => [image.src, image]),
    );
    for (const image of Object.values(contentImages)) {
      const svg = readFileSync(join(publicDir, image.src), 'utf8');
      expect(svg, image.src).toContain(
        `width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`,
      );
      expect(svg, image.src).toContain('role="img"');
      expect(svg.length, image.src).toBeLessThan(10 * 1024);
      expect(image.alt.length, image.src).toBeGreaterThan(10);
    }
    const ownImages = allContent.filter(
      ({ where, text }) => where.endsWith('.src') && text.startsWith('/images/content/') && known.has(text),
    );
    expect(ownImages.length).toBeGreaterThan(20);
  });
});

/** The sections the content writer wrote (About and the news are the framework's). */
const writerSections = new Set(['governance', 'student', 'computer-science', 'others']);
const writerEntries = contentSources
  .filter((source) => writerSections.has(source.section))
  .flatMap((source) => source.entries);
const pagesOf = (section: string) =>
  contentSources.find((source) => source.section === section)?.entries.map((entry) => entry.page) ?? [];

describe('sections of the content writer', () => {
  it('pass the page schema, and every sidebar item has 5 updates and at least one content item', () => {
    expect(writerEntries.length).toBeGreaterThan(10);
    for (const { file, page } of writerEntries) {
      expect(() => PageContent.parse(page), file).not.toThrow();
      for (const item of page.sidebarItems) {
        expect(item.updates, `${file}: ${item.path}`).toHaveLength(5);
        expect(
          page.contents.some((content) => content.content_id === item.id),
          `${file}: ${item.path} has no content`,
        ).toBe(true);
      }
    }
  });

  it('use the layouts the brief names, and together with the other sections all 19', () => {
    const used = new Set(writerEntries.flatMap(({ page }) => page.contents.map((item) => item.layout_type)));
    for (const layout of [
      'multiple-table',
      'simple-table',
      'searchbar-table',
      'multiple-file-table',
      'pdf_list',
      'bullet-list',
      'paragraph-image',
      'CollapsableImageGrid',
      'paragraph',
      'studentlogin',
      'multiple-list-cards',
      'governance-contact-composite',
      'comment',
    ] as const) {
      expect(used.has(layout), layout).toBe(true);
    }
    const everywhere = new Set(allEntries.flatMap(({ page }) => page.contents.map((item) => item.layout_type)));
    expect(layoutTypes.filter((layout) => !everywhere.has(layout))).toEqual([]);
  });
});

describe('spec facts in the content writer’s sections', () => {
  it('every menu path of Academics, Governance, Research, Student, IQAC, Incubation, International Affairs, NEP and Disclosure has its own sidebar item with content', () => {
    const own = writerEntries.map((entry) => entry.page);
    const roots = [
      '/academics',
      '/governance',
      '/research',
      '/student',
      '/iqac',
      '/incubation-center',
      '/international-affairs',
      '/nep',
      '/disclosure',
    ];
    const groups = pageGroups.filter((group) =>
      roots.some((sectionRoot) => group.root === sectionRoot || group.root.startsWith(`${sectionRoot}/`)),
    );
    expect(groups.length).toBeGreaterThanOrEqual(14);
    for (const group of groups) {
      const page = own.find((candidate) => candidate.path === group.root);
      expect(page, group.root).toBeDefined();
      for (const member of group.members) {
        const item = page!.sidebarItems.find((candidate) => candidate.path === member.path);
        expect(item, member.path).toBeDefined();
        expect(
          page!.contents.some((content) => content.content_id === item!.id),
          member.path,
        ).toBe(true);
      }
    }
  });

  it('Computer Science programme intake: MCA 60, MSc 60, integrated BSc-MSc AI and ML 30, BCA 60, PG Diploma in Data Science 40, PhD by vacancies', () => {
    const page = pagesOf('computer-science')[0]!;
    const tables = page.contents.flatMap((item) => (item.layout_type === 'multiple-table' ? item.sections : []));
    const programmes = tables.find((table) => table.rows.some((row) => 'intake_capacity' in row))?.rows ?? [];
    const intake = Object.fromEntries(programmes.map((row) => [row.programme, row.intake_capacity]));
    expect(intake).toEqual({
      'Master of Computer Applications (MCA)': 60,
      'M.Sc. Computer Science': 60,
      'Integrated B.Sc.-M.Sc. in Artificial Intelligence and Machine Learning': 30,
      'Bachelor of Computer Applications (BCA)': 60,
      'PG Diploma in Data Science': 40,
      'Ph.D. in Computer Science': 'By vacancies',
    });
  });

  it('the NCC page uses the paragraph layout with Vision, Mission and Motto Of NCC ("Unity and Discipline") and image columns', () => {
    const student = pagesOf('student').find((page) => page.path === '/student')!;
    const ncc = student.sidebarItems.find((item) => item.path === '/student/ncc')!;
    const item = student.contents.find(
      (content) => content.content_id === ncc.id && content.layout_type === 'paragraph',
    );
    if (item?.layout_type !== 'paragraph') throw new Error('NCC has no paragraph layout');
    const headings = item.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Vision', 'Mission', 'Motto Of NCC']));
    expect(item.sections.find((section) => section.heading === 'Motto Of NCC')?.paragraph?.[0]).toContain(
      'Unity and Discipline',
    );
    expect(item.sections.some((section) => (section.images?.length ?? 0) >= 2)).toBe(true);
    expect(item.sections.some((section) => section.lang === 'mr')).toBe(true);
  });

  it('shows both table states the spec names: a multiple-table without tables, and file rows without a file', () => {
    const own = writerEntries.map((entry) => entry.page);
    const items = own.flatMap((page) => page.contents);
    expect(items.some((item) => item.layout_type === 'multiple-table' && item.sections.length === 0)).toBe(true);
    expect(items.some((item) => item.layout_type === 'multiple-table' && item.sections.length > 0)).toBe(true);
    const fileTables = items.flatMap((item) => (item.layout_type === 'multiple-file-table' ? item.sections : []));
    expect(
      fileTables.some((table) => table.rows.some((row) => row.file_title !== undefined && row.file === undefined)),
    ).toBe(true);
  });
});
