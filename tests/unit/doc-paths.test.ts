// Every repository path that a doc (README.md, docs/**/*.md) or a source comment (widgets/,
// host/, data/, tests/, tools/ and the root's config files) names must exist, so that a file
// moved or renamed cannot leave a guide or a comment pointing at nothing.
//
// What counts as a path: a word starting with one of the top-level folders below (`data/…`;
// a leading `/` makes it a site URL, not a path), a relative markdown link target, and an
// upper-case root document (`README.md`), which must sit in the repository's root or beside the
// file naming it; a link's `#anchor` into a markdown file must name one of its headings.
// `<placeholder>` stands for one name, `*` and `**` glob as usual and `{a,b}` expands: a
// pattern must match at least one file or folder. Paths that leave the repository
// (`../shared/…`) and fenced code blocks in docs are not checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TOP_FOLDERS = ['widgets', 'host', 'data', 'tests', 'docs', 'tools', 'public'];
const SOURCE_FOLDERS = new Set(['widgets', 'host', 'data', 'tests', 'tools']);
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const GENERATED = new Set(['node_modules', 'dist', '.audit', '.bench', '.wtr', '.git']);

/** Every file and folder of the repository, relative to its root, with `/` separators. */
function listRepository(): string[] {
  const entries = readdirSync(ROOT, { recursive: true, encoding: 'utf8' });
  const paths = entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => !GENERATED.has(entry.split('/')[0]));
  return paths.map((path) => (statSync(join(ROOT, path)).isDirectory() ? `${path}/` : path));
}

const REPOSITORY = listRepository();
const EXISTING = new Set(REPOSITORY);

const PATH_WORD = new RegExp(String.raw`(?<![\w./@\\-])((?:${TOP_FOLDERS.join('|')})/[\w./<>*{}|,+-]*)`, 'g');
const ROOT_DOCUMENT = /(?<![\w./-])([A-Z][A-Z0-9_-]*\.md)\b/g;
const MARKDOWN_LINK = /\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g;

/** `{a,b}` and `<a|b>` alternatives expanded; other placeholders stay. */
function expandAlternatives(pattern: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}|<([^<>]*\|[^<>]*)>/.exec(pattern);
  if (!match) return [pattern];
  const options = (match[1] ?? match[2]).split(match[1] === undefined ? '|' : ',');
  return options.flatMap((option) => expandAlternatives(pattern.replace(match[0], option.trim())));
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/?|\*|<[^<>/]*>)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^$()[\]\\|{}]/g, '\\$&');
      if (part.startsWith('**')) return '(?:.*/)?';
      return '[^/]*';
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

function exists(path: string): boolean {
  const normal = posix.normalize(path);
  if (!/[*<]/.test(normal)) return EXISTING.has(normal) || EXISTING.has(`${normal}/`);
  const pattern = patternToRegExp(normal);
  return REPOSITORY.some((entry) => pattern.test(entry));
}

/** A word without the punctuation after it, and without a `>` that closes an HTML tag around it. */
function trimPunctuation(word: string): string {
  const trimmed = word.replace(/[.,:;|]+$/, '');
  const unopened = trimmed.split('>').length > trimmed.split('<').length;
  return unopened ? trimmed.slice(0, -1) : trimmed;
}

/** The missing paths a text names; `folder` is the naming file's folder, for relative names. */
function missingPaths(text: string, folder: string, links: boolean): string[] {
  const named = [...text.matchAll(PATH_WORD)].map((match) => trimPunctuation(match[1]));
  const missing = named.filter((word) => !expandAlternatives(word).every(exists));
  for (const [, name] of text.matchAll(ROOT_DOCUMENT)) {
    if (!exists(name) && !exists(posix.join(folder, name))) missing.push(name);
  }
  if (links) {
    for (const [link, target, anchor] of text.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z+.-]*:|^\//i.test(target)) continue;
      const path = posix.join(folder, decodeURI(target));
      if (path.startsWith('../')) continue;
      if (target && !exists(path)) missing.push(target);
      else if (anchor && (target === '' || path.endsWith('.md'))) {
        const headings = target ? readFileSync(join(ROOT, path), 'utf8') : text;
        if (!headingAnchors(headings).has(anchor)) missing.push(link.slice(2, -1));
      }
    }
  }
  return missing;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The anchors GitHub gives a markdown file's headings: lower case, punctuation dropped, spaces as `-`. */
function headingAnchors(markdown: string): Set<string> {
  const headings = withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*$/gm);
  return new Set(
    [...headings].map(([, heading]) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

function commentsOf(path: string): string {
  const { comments } = parseSync(path, readFileSync(join(ROOT, path), 'utf8'));
  return comments.map((comment) => comment.value).join('\n');
}

const docs = REPOSITORY.filter((path) => path === 'README.md' || /^docs\/.*\.md$/.test(path));
const sources = REPOSITORY.filter(
  (path) => SOURCE_FILE.test(path) && (!path.includes('/') || SOURCE_FOLDERS.has(path.split('/')[0])),
);

describe('paths named in docs and comments', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = withoutFences(readFileSync(join(ROOT, doc), 'utf8'));
    expect(missingPaths(text, dirname(doc), true)).toEqual([]);
  });

  it('every source comment names only paths that exist', () => {
    const stale = sources.flatMap((source) =>
      missingPaths(commentsOf(source), dirname(source), false).map((path) => `${source}: ${path}`),
    );
    expect(stale).toEqual([]);
  });

  it('finds a missing path, a placeholder and an alternative', () => {
    expect(missingPaths('see `data/no-such-file.ts`', '.', true)).toEqual(['data/no-such-file.ts']);
    expect(missingPaths('`widgets/<name>/element.ts`, `widgets/*/examples.ts`', '.', true)).toEqual([]);
    expect(missingPaths('`data/i18n/messages/{en,xx}.json`', '.', true)).toEqual(['data/i18n/messages/{en,xx}.json']);
    expect(missingPaths('see TOOLCHAIN.md', 'host', false)).toEqual(['TOOLCHAIN.md']);
    expect(missingPaths('[guide](no-such-guide.md)', 'docs', true)).toEqual(['no-such-guide.md']);
    const toSection = '[feeds](../administrators/deployment.md#feeds-and-offline-reading)';
    expect(missingPaths(toSection, 'docs/developers', true)).toEqual([]);
    expect(missingPaths('[x](../administrators/deployment.md#no-such-part)', 'docs/developers', true)).toEqual([
      '../administrators/deployment.md#no-such-part',
    ]);
    expect(missingPaths('## Here\n[x](#here) [y](#there)', 'docs', true)).toEqual(['#there']);
  });
});
