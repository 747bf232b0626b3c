import type { ReactNode } from 'react';
import type { StaticPage } from '../../data/schema/page';
import { LinkList, Prose } from './Prose';

/** A site page's sections; `children` (a form) follows them. */
export function StaticPageView({ page, children }: { page: StaticPage; children?: ReactNode }) {
  return (
    <Prose title={page.title}>
      {page.sections.map((section, index) => (
        <section key={index} className="space-y-3">
          {section.heading ? <h2 className="m-0 text-xl font-semibold text-brand">{section.heading}</h2> : null}
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph} className="m-0 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.links ? <LinkList links={section.links} /> : null}
        </section>
      ))}
      {children}
    </Prose>
  );
}
