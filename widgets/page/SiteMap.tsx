import { routeIndex } from 'virtual:route-index';
import { sitemapTree, type SitemapNode } from '../../data/sitemap';
import { Prose } from './Prose';

const linkClass = 'focus-ring rounded text-brand underline';
const listStyles = ['list-disc', 'list-[circle]', 'list-[square]'];

function Branch({ nodes, depth }: { nodes: SitemapNode[]; depth: number }) {
  return (
    <ul className={`m-0 space-y-1 pl-6 ${listStyles[Math.min(depth, listStyles.length - 1)]}`}>
      {nodes.map((node) => (
        <li key={node.path}>
          <a href={node.path} className={depth === 0 ? `${linkClass} font-semibold` : linkClass}>
            {node.title}
          </a>
          {node.children.length ? <Branch nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** GIGW's sitemap page: every page of the site, from the same list as sitemap.xml, nested as in the menu. */
export function SiteMap() {
  return (
    <Prose title="Sitemap">
      <Branch nodes={sitemapTree(routeIndex)} depth={0} />
    </Prose>
  );
}
