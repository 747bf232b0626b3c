import { useMemo } from 'react';
import type { LayoutOf } from '../../data/schema/layouts';
import { sanitiseMessage, stripToSafeHtml } from '../core/sanitize';
import { useI18n } from '../core/i18n';
import { useHydrated } from '../core/use-client-value';
import { T } from '../core/text';
import { Img } from './parts';

/**
 * comment: a message written as markup with line breaks converted to <br>,
 * signed with name, position, department and university. The first render
 * on the server and at hydration shows the tag-stripped text; the browser then
 * shows the DOMPurify-sanitised markup.
 */
export function Comment({ item }: { item: LayoutOf<'comment'> }) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const externalLabel = t('links.external');
  const html = useMemo(
    () => (hydrated ? sanitiseMessage(item.message, externalLabel) : stripToSafeHtml(item.message)),
    [hydrated, item.message, externalLabel],
  );
  return (
    <article className="space-y-4">
      {item.image ? (
        <Img image={item.image} className="float-right mb-2 ml-4 block h-auto w-32 rounded sm:w-40" />
      ) : null}
      <div
        className="leading-relaxed [&_a]:text-brand [&_a]:underline [&_p]:m-0 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6"
        data-message=""
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <footer className="clear-both border-t border-gray-200 pt-3" data-signature="">
        <p className="m-0 font-bold text-brand">
          <T value={item.signature.name} />
        </p>
        <p className="m-0">
          <T value={item.signature.position} />
        </p>
        {item.signature.department ? (
          <p className="m-0">
            <T value={item.signature.department} />
          </p>
        ) : null}
        <p className="m-0">
          <T value={item.signature.university} />
        </p>
      </footer>
    </article>
  );
}
