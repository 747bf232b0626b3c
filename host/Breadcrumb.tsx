import { Fragment } from 'react';
import { breadcrumbTrail } from '../data/breadcrumbs';

/**
 * The breadcrumb of the site's own pages (help, policies, events, sitemap, …),
 * in the host's light DOM above the page widget: Home > Help. Content pages draw
 * their own (spec 2.5's form, inside <uni-content-page>); the home page has none.
 */
export function Breadcrumb({ path, title }: { path: string; title: string }) {
  const trail = breadcrumbTrail(path, title);
  return (
    <nav aria-label="Breadcrumb" className="host-breadcrumb">
      {trail.map((crumb, index) => (
        <Fragment key={crumb.path}>
          {index > 0 ? <span aria-hidden="true"> &gt; </span> : null}
          {index === trail.length - 1 ? (
            <span aria-current="page">{crumb.title}</span>
          ) : (
            <a href={crumb.path}>{crumb.title}</a>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
