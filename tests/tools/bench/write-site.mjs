// Writes the bench's synthetic site: a copy of the project (what the production build
// reads, node_modules linked) with the departments of synthetic-site.mjs added as the
// content writers would add them: page files found by name (data/pages/<name>/<name>.<lang>.yaml), menu entries, the titles catalog's
// entries and the PDF files the tables link. No production code knows about the bench.
import {
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  documentPath,
  groupTitles,
  hasDocument,
  menuTitles,
  menuWithDepartments,
  recordCounts,
  sectionName,
  sectionPage,
  siteShape,
  syntheticRecord,
} from './synthetic-site.mjs';

/** What `vite build` reads of the project. */
const PROJECT_ENTRIES = [
  'data',
  'host',
  'public',
  'widgets',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** A fresh copy of the project in `site`, node_modules linked (not copied). */
export function copyProject(root, site) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  for (const entry of PROJECT_ENTRIES) cpSync(join(root, entry), join(site, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
}

const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
};

/** A page file as a webmaster would write it (data/pages/README.md): JSON is YAML too. */
const pageSource = (page) =>
  `# A synthetic department of the bench (tests/tools/bench/synthetic-site.mjs).\n${JSON.stringify(page)}\n`;

/**
 * Writes the records of synthetic-site.mjs for `pages` pages, as a webmaster publishes them
 * (data/records/<kind>/<year>/<slug>.yaml, JSON being YAML), each PDF a hard link to
 * `samplePdf` (the build copies it like any file). Returns how many of each kind.
 */
function writeRecords({ site, pages, pools, sections, categories, samplePdf }) {
  const counts = recordCounts(pages);
  for (const [kind, count] of Object.entries(counts))
    for (let index = 0; index < count; index += 1) {
      const { year, slug, file, record } = syntheticRecord({ kind, index, count, pools, sections, categories });
      write(join(site, 'data/records', kind, year, `${slug}.yaml`), `${JSON.stringify(record)}\n`);
      if (!file) continue;
      mkdirSync(dirname(join(site, 'public', file)), { recursive: true });
      linkSync(samplePdf, join(site, 'public', file));
    }
  return counts;
}

/**
 * Adds `pages` synthetic content pages, in every language of `pools` (English first),
 * to the copy in `site`, and two records a page (`sections` and `categories` are the
 * site's record sections and event categories): returns the shape, the bytes of section
 * files written per language, the number of PDF files of the pages and the records of
 * each kind. `menu` is the site's evaluated menu; `samplePdf` a real PDF every document's
 * file is a copy of.
 */
export function writeSyntheticSite({ site, pages, pools, menu, samplePdf, sections, categories }) {
  const { itemsPerGroup, groups } = siteShape(pages);
  const languages = Object.keys(pools);
  const sourceBytes = Object.fromEntries(languages.map((lang) => [lang, 0]));
  for (const lang of languages) {
    for (const group of groups)
      sourceBytes[lang] += write(
        join(site, 'data/pages', sectionName(group), `${sectionName(group)}.${lang}.yaml`),
        pageSource(sectionPage(group, lang, pools[lang])),
      );
  }

  const titles = (lang) => groups.map((group) => groupTitles(group, lang, pools[lang]));
  // JSON is YAML: the menu file with the synthetic departments (tests/tools/bench/write-site.mjs).
  write(
    join(site, 'data/site/menu.yaml'),
    `${JSON.stringify(menuWithDepartments(menu, groups, titles('en')), null, 2)}\n`,
  );
  for (const lang of languages.filter((code) => code !== 'en')) {
    const file = join(site, `data/i18n/titles/${lang}.json`);
    const catalog = { ...JSON.parse(readFileSync(file, 'utf8')), ...menuTitles(groups, titles(lang)) };
    write(file, `${JSON.stringify(catalog, null, 2)}\n`);
  }

  let documents = 0;
  for (const group of groups)
    for (let page = group.firstPage; page < group.firstPage + group.pageCount; page += 1) {
      if (!hasDocument(page)) continue;
      const file = join(site, 'public', documentPath(group, page));
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(samplePdf, file);
      documents += 1;
    }
  const records = writeRecords({ site, pages, pools, sections, categories, samplePdf });
  return { itemsPerGroup, groups: groups.length, sourceBytes, documents, records };
}

/**
 * Republishes the newest circular of the copy in `site` as a webmaster corrects one on the desk: its
 * English title changed and a corrected PDF uploaded for it (under public/docs, beside the old one,
 * the record pointed at it); the bench then builds incrementally. Returns the file, relative to `site`.
 */
export function republishCircular(site) {
  const folder = join(site, 'data/records/circulars');
  // The newest of the bench's own (JSON, `-bench-` in the name): the site's real ones are YAML.
  const newest = readdirSync(folder)
    .flatMap((folderYear) => readdirSync(join(folder, folderYear)).map((file) => `${folderYear}/${file}`))
    .filter((path) => path.includes('-bench-'))
    .toSorted((a, b) => a.split('/')[1].localeCompare(b.split('/')[1]))
    .at(-1);
  const file = join(folder, newest);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  const corrected = record.file.replace(/\.pdf$/, '-corrected.pdf');
  copyFileSync(join(site, 'public', record.file), join(site, 'public', corrected));
  writeFileSync(
    file,
    `${JSON.stringify({ ...record, file: corrected, title: { ...record.title, en: `${record.title.en} (revised)` } })}\n`,
  );
  return `data/records/circulars/${newest}`;
}
