// The synthetic site of `npm run bench`: what a university site of N content pages looks
// like in this kit's content model (data/route-table.ts), as plain data. Pure functions;
// tests/tools/bench/write-site.mjs writes them as section files, tests/unit/bench-site.test.ts checks them.
//
// The shape: every content page is a sidebar item of a page group, and a group is a menu
// entry (a submenu with children). A real site of 10,000 pages is not 10,000 menu entries
// nor one sidebar of 10,000 items; it is many departments with tens of pages each. Both
// the menu (on every page) and a group's sidebar (on each of its pages) grow with the
// site, so the bench grows both alike: about √N items per sidebar, hence √N departments
// (100 departments of 100 pages at 10,000), each a submenu of Academics with one child in
// the menu; the department's section file adds the rest as sub-topics.
// From 16 departments on (with Computer Science, 17 entries under Academics), the menu shows
// the first 12 and links the landing page that lists them all, /academics/all (data/menu-bound.ts).

/** Fewest and most items in a synthetic sidebar. */
export const SIDEBAR_LIMITS = { fewest: 10, most: 100 };
/** The menu entry under which the synthetic departments sit. */
export const PARENT_PATH = '/academics';

/** The section whose latest records the departments' own pages show (a section of data/schema/records.ts). */
export const RECORDS_SECTION = 'academics';

/** A small seeded random generator (numbers in [0, 1)), so every run writes the same site. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A number from a text (FNV-1a), to seed one language's text of one department. */
function seedOf(text) {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.codePointAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * How many departments, and which pages each holds, for `pages` content pages (at
 * least 2: a department is its root and its menu child); sizes differ by one at most.
 */
export function siteShape(pages) {
  if (!Number.isInteger(pages) || pages < 2) throw new Error(`the synthetic site needs 2 pages or more, not ${pages}`);
  const itemsPerGroup = Math.min(SIDEBAR_LIMITS.most, Math.max(SIDEBAR_LIMITS.fewest, Math.round(Math.sqrt(pages))));
  const groupCount = Math.ceil(pages / itemsPerGroup);
  const smaller = Math.floor(pages / groupCount);
  const larger = pages % groupCount;
  const groups = Array.from({ length: groupCount }, (_, index) => ({
    number: index + 1,
    firstPage: index * smaller + Math.min(index, larger),
    pageCount: smaller + (index < larger ? 1 : 0),
  }));
  return { itemsPerGroup, groups };
}

const padded = (number) => String(number).padStart(3, '0');

/** A department's paths: its root (menu, sidebar item 1), its menu child (item 2), then its sub-topics. */
export function groupPaths(group) {
  const root = `${PARENT_PATH}/department-${padded(group.number)}`;
  return Array.from({ length: group.pageCount }, (_, index) => (index === 0 ? root : `${root}/topic-${index}`));
}

/** The section file that holds a department: `department-007` (.bench/site/data/pages/department-007/). */
export const sectionName = (group) => `department-${padded(group.number)}`;

/** Every third page of the site lists one PDF document. */
export const hasDocument = (page) => page % 3 === 0;

/** The file of a page's document. */
export const documentPath = (group, page) => `/docs/bench/${sectionName(group)}/document-${page}.pdf`;

/**
 * The words a language's synthetic text is drawn from: the real site's own text in
 * that language (search documents written in it), body words and title words apart.
 */
export function wordPools(documents, lang) {
  const own = documents.filter((document) => document.lang === lang);
  const split = (text) => text.split(/\s+/).filter((word) => word.length > 1);
  return {
    words: own.flatMap((document) => split(document.text)),
    titleWords: own.flatMap((document) => split(document.title)),
  };
}

/** Draws texts from the pools with a seeded generator. */
function writer(pools, seed) {
  const next = random(seed);
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (pool, count) => Array.from({ length: count }, () => pool[Math.floor(next() * pool.length)]).join(' ');
  return {
    between,
    words: (count) => pick(pools.words, count),
    title: (count) => pick(pools.titleWords, count),
  };
}

/** The department's title and its menu child's title in one language (menu, titles catalog, sidebar). */
export function groupTitles(group, lang, pools) {
  const write = writer(pools, seedOf(`${lang}:${sectionName(group)}:titles`));
  return { root: write.title(3), child: write.title(2) };
}

/**
 * One content page's items (the sidebar item `id`): a headed composite of 3–6
 * paragraphs of 40–100 words, a table of 4 rows × 3 cells, and on every third
 * page of the site a table with one PDF document.
 */
function pageContents(write, id, documentFile) {
  const paragraphs = Array.from({ length: write.between(3, 6) }, () => write.words(write.between(40, 100)));
  const half = Math.ceil(paragraphs.length / 2);
  const columns = ['c1', 'c2', 'c3'].map((accessor) => ({ heading: write.title(1), accessor }));
  const contents = [
    {
      content_id: id,
      layout_type: 'formal-composite',
      sections: [
        { heading: write.title(3), type: 'paragraph', content: paragraphs.slice(0, half) },
        { heading: write.title(4), type: 'paragraph', content: paragraphs.slice(half) },
      ],
    },
    {
      content_id: id,
      layout_type: 'multiple-table',
      sections: [
        {
          title: write.title(3),
          columns,
          rows: Array.from({ length: 4 }, () =>
            Object.fromEntries(columns.map(({ accessor }) => [accessor, write.words(2)])),
          ),
        },
      ],
    },
  ];
  if (documentFile)
    contents.push({
      content_id: id,
      layout_type: 'multiple-file-table',
      sections: [
        {
          columns: [
            { heading: write.title(1), accessor: 'serial_no' },
            { heading: write.title(1), accessor: 'file_title' },
          ],
          rows: [{ serial_no: 1, file_title: write.title(5), file: documentFile }],
        },
      ],
    });
  return contents;
}

/**
 * A department's section page in one language (the `PageContent` of data/schema/content.ts):
 * the same paths, ids and documents in every language, the text drawn from that language's words.
 */
export function sectionPage(group, lang, pools) {
  const titles = groupTitles(group, lang, pools);
  const write = writer(pools, seedOf(`${lang}:${sectionName(group)}`));
  const paths = groupPaths(group);
  const sidebarItems = paths.map((path, index) => ({
    id: index + 1,
    itemText: index === 0 ? titles.root : index === 1 ? titles.child : write.title(write.between(2, 4)),
    path,
    // A department's own page opens its updates box with the section's latest circulars and
    // notices (a query over the records, as the real site's section pages do); the rest are written out.
    updates: Array.from({ length: 5 }, (_, update) =>
      index === 0 && update === 0
        ? { id: 1, latest: 3, section: RECORDS_SECTION }
        : { id: update + 1, text: write.words(write.between(5, 9)), path: paths[(index + update + 1) % paths.length] },
    ),
  }));
  const contents = sidebarItems.flatMap((item, index) => {
    const page = group.firstPage + index;
    return pageContents(write, item.id, hasDocument(page) ? documentPath(group, page) : undefined);
  });
  const month = String(1 + (group.number % 12)).padStart(2, '0');
  const day = String(1 + (group.number % 28)).padStart(2, '0');
  return { path: paths[0], lastUpdated: `2025-${month}-${day}`, sidebarItems, contents };
}

/** The site's menu with the departments added under PARENT_PATH (English titles; other languages use the titles catalog). */
export function menuWithDepartments(menu, groups, englishTitles) {
  return menu.map((item) => {
    if (item.path !== PARENT_PATH) return item;
    const submenus = item.submenus ?? [];
    const firstId = submenus.reduce((max, submenu) => Math.max(max, submenu.id), 0) + 1;
    const added = groups.map((group, index) => {
      const [root, child] = groupPaths({ ...group, pageCount: 2 });
      const titles = englishTitles[index];
      return {
        id: firstId + index,
        title: titles.root,
        path: root,
        childSubmenus: [{ id: 1, title: titles.child, path: child }],
      };
    });
    return { ...item, submenus: [...submenus, ...added] };
  });
}

/** The titles catalog entries (data/i18n/titles/<lang>.json) of the departments' menu paths in one language. */
export function menuTitles(groups, titles) {
  return Object.fromEntries(
    groups.flatMap((group, index) => {
      const [root, child] = groupPaths({ ...group, pageCount: 2 });
      return [
        [root, titles[index].root],
        [child, titles[index].child],
      ];
    }),
  );
}

/**
 * The records of a site of `pages` content pages a language: two a page (20,000 at 10,000), as
 * a university publishing circulars, notices and events for years reaches: half circulars, three
 * tenths notices, a fifth events, dated evenly over RECORD_YEARS.
 */
export const RECORD_YEARS = { first: 2016, last: 2025 };
const RECORD_SHARES = [
  ['circulars', 0.5],
  ['notices', 0.3],
  ['events', 0.2],
];

/** How many records of each kind: `{ circulars, notices, events }`. */
export function recordCounts(pages) {
  return Object.fromEntries(RECORD_SHARES.map(([kind, share]) => [kind, Math.round(2 * pages * share)]));
}

const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * The `index`-th record of `kind` (of `count`) as its file holds it, with its year and slug
 * (data/records/<kind>/<year>/<slug>.yaml): titles in every language of `pools` (English
 * first), a section of `sections` in turn (the real site's, passed in), a PDF for every circular
 * and for four notices in five, a last day for two notices in three, a category of `categories`
 * for events. The same on every run.
 */
export function syntheticRecord({ kind, index, count, pools, sections, categories }) {
  const languages = Object.keys(pools);
  const writers = Object.fromEntries(
    languages.map((lang) => [lang, writer(pools[lang], seedOf(`${lang}:${kind}:${index}`))]),
  );
  const text = (words) => Object.fromEntries(languages.map((lang) => [lang, writers[lang].title(words)]));
  const first = Date.UTC(RECORD_YEARS.first, 0, 1);
  const span = Date.UTC(RECORD_YEARS.last, 11, 31) - first;
  const date = isoDay(first + Math.floor((span * index) / Math.max(1, count) / DAY_MS) * DAY_MS);
  const year = date.slice(0, 4);
  const slug = `${date}-bench-${kind}-${index + 1}`;
  const file = `/docs/bench/${kind}/${year}/${slug}.pdf`;
  const section = sections[index % sections.length];
  if (kind === 'circulars')
    return {
      kind,
      year,
      slug,
      file,
      record: { title: text(8), date, section, file, reference: `BENCH/${year}/${index + 1}` },
    };
  if (kind === 'notices') {
    const expires = index % 3 === 2 ? {} : { expires: isoDay(Date.parse(date) + 30 * DAY_MS) };
    const withFile = index % 5 !== 4;
    return {
      kind,
      year,
      slug,
      file: withFile ? file : undefined,
      record: { title: text(8), date, section, ...(withFile ? { file } : {}), ...expires },
    };
  }
  if (kind === 'events')
    return {
      kind,
      year,
      slug,
      record: { title: text(4), description: text(14), date, category: categories[index % categories.length] },
    };
  throw new Error(`the bench writes no records of kind "${kind}"`);
}
