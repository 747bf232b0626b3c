import type { StaticPage } from '../../data/schema/page';
import { LinkList, Prose } from './Prose';
import { keyedBy } from '../core/keyed';

type Section = StaticPage['sections'][number];
const sectionIdentity = (section: Section) =>
  section.heading ?? section.paragraphs?.[0] ?? section.links?.[0]?.title ?? '';

export function StaticPageView({ page }: { page: StaticPage }) {
  return (
    <Prose title={page.title}>
      {keyedBy(page.sections, sectionIdentity).map(({ key, item: section }) => (
        <section key={key} className="space-y-3">
          {section.heading ? <h2 className="m-0 text-xl font-semibold text-brand">{section.heading}</h2> : null}
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph} className="m-0 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.links ? <LinkList links={section.links} /> : null}
        </section>
      ))}
    </Prose>
  );
}
