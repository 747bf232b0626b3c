import type { LayoutOf } from '../../data/schema/layouts';
import { asList, keyOf, T, TextLink, textOf } from '../core/text';
import { Img } from './parts';
import { keyedBy } from '../core/keyed';
import { LayoutHeading } from './heading-level';

/** personal-figured: profile photo, name, text, and an optional 'more details' link (new tab). */
export function PersonalFigured({ item }: { item: LayoutOf<'personal-figured'> }) {
  return (
    <div className="space-y-8">
      {keyedBy(item.sections, (person) => textOf(person.person_name)).map(({ key, item: person }) => (
        <article key={key} className="flex flex-col gap-6 sm:flex-row" lang={person.lang}>
          <div className="shrink-0 sm:w-1/3">
            <Img
              image={person.profile_image}
              className="block h-auto w-full max-w-[15rem] rounded border-4 border-brand-light"
            />
          </div>
          <div className="min-w-0">
            <LayoutHeading className="m-0 text-xl font-bold text-brand">
              <T value={person.person_name} />
            </LayoutHeading>
            {person.position ? (
              <p className="m-0 mb-3 font-semibold text-accent">
                <T value={person.position} />
              </p>
            ) : null}
            {asList(person.text).map((paragraph, paragraphIndex) => (
              <p key={keyOf(paragraph, paragraphIndex)} className="m-0 mb-3 leading-relaxed">
                <T value={paragraph} />
              </p>
            ))}
            {person.more_details ? (
              <p className="m-0">
                <TextLink link={{ text: person.more_details.text, href: person.more_details.path }} />
              </p>
            ) : null}
          </div>
        </article>
      ))}
    </div>
  );
}
