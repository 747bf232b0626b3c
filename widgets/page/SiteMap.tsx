import { useEffect, useState } from 'react';
import { contentIndex, type ContentIndexEntry } from '../../data/content-index';
import { sitemapTree, type SitemapNode } from '../../data/sitemap';
import { useI18n } from '../core/i18n';
import { Prose } from './Prose';

const linkClass = 'visible-focus rounded text-brand underline';
const listStyles = ['list-disc', 'list-[circle]', 'list-[square]'];

function Branch({ nodes, depth }: { nodes: SitemapNode[]; depth: number }) {
  const { title, pageUrl } = useI18n();
  return (
    <ul className={`m-0 space-y-1 pl-6 ${listStyles[Math.min(depth, listStyles.length - 1)]}`}>
      {nodes.map((node) => (
        <li key={node.path}>
          <a href={pageUrl(node.path)} className={depth === 0 ? `${linkClass} font-semibold` : linkClass}>
            {title(node.path, node.title)}
          </a>
          {node.children.length ? <Branch nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every content path: the build's (data/content-index.ts), or in the browser the part of the index
 * the site map shows, downloaded by this page alone (a chunk of its own, which grows with the
 * menu: a long sidebar's items are on its landing page, data/sitemap.ts).
 */
function useSiteIndex(): ReadonlyArray<Pick<ContentIndexEntry, 'path' | 'title' | 'listedOn'>> | undefined {
  const [index, setIndex] = useState<ReadonlyArray<Pick<ContentIndexEntry, 'path' | 'title' | 'listedOn'>> | undefined>(
    contentIndex,
  );
  useEffect(() => {
    if (!index) void import('virtual:site-map-index').then((module) => setIndex(() => module.siteMapIndex));
  }, [index]);
  return index;
}

/** GIGW's sitemap page: every page of the site, from the same list as sitemap.xml, nested as in the menu. */
export function SiteMap() {
  const { t, title } = useI18n();
  const index = useSiteIndex();
  return (
    <Prose title={title('/sitemap', t('sitemap.title'))}>
      {index ? <Branch nodes={sitemapTree(index)} depth={0} /> : null}
    </Prose>
  );
}
