import { Fragment } from 'react';
import { BREADCRUMB_SEPARATOR, breadcrumbTrail } from '../data/breadcrumbs';
import { localisedPath, type LanguageCode } from '../data/i18n/languages';
import { titleFor } from '../data/i18n/titles';
import { translate } from '../data/i18n/translate';
import { screenFor } from './screens';

/**
 * The breadcrumb of the site's own pages (help, policies, events, sitemap, …),
 * in the host's light DOM above the page widget: Home >> Help. Content pages draw
 * their own (spec 2.5's form, inside <uni-content-page>); the home page has none.
 */
export function Breadcrumb({ path, lang }: { path: string; lang: LanguageCode }) {
  const trail = breadcrumbTrail(path, screenFor(path, lang).title);
  const titleOf = (crumb: { path: string; title: string }, index: number) =>
    index === 0
      ? translate(lang, 'page.home')
      : index === trail.length - 1
        ? crumb.title
        : (titleFor(lang, crumb.path) ?? crumb.title);
  return (
    <nav aria-label={translate(lang, 'contentPage.breadcrumb')} className="host-breadcrumb">
      {trail.map((crumb, index) => (
        <Fragment key={crumb.path}>
          {index > 0 ? <span aria-hidden="true"> {BREADCRUMB_SEPARATOR} </span> : null}
          {index === trail.length - 1 ? (
            <span aria-current="page">{titleOf(crumb, index)}</span>
          ) : (
            <a href={localisedPath(lang, crumb.path)}>{titleOf(crumb, index)}</a>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
