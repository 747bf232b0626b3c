import type { LayoutOf } from '../../data/schema/layouts';
import { keyOf, T, textOf } from '../core/text';
import { SectionHeading } from './parts';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';

const contactIcons = { email: 'i-mdi-email', phone: 'i-mdi-phone', fax: 'i-mdi-fax' } as const;
const contactLabels = { email: 'contact.email', phone: 'contact.phone', fax: 'contact.fax' } as const;

/** governance-contact-composite: headings, address lines and e-mail/telephone rows. */
export function GovernanceContactComposite({ item }: { item: LayoutOf<'governance-contact-composite'> }) {
  const { t } = useI18n();
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => (
        <section key={key} className="rounded border border-gray-200 p-4">
          <SectionHeading value={section.heading} />
          {section.address?.length ? (
            <address className="mb-2 not-italic">
              {section.address.map((line, lineIndex) => (
                <span key={keyOf(line, lineIndex)} className="block">
                  <T value={line} />
                </span>
              ))}
            </address>
          ) : null}
          {section.contacts?.length ? (
            <ul className="m-0 list-none space-y-1 p-0">
              {section.contacts.map((contact) => (
                <li key={contact.type + contact.value} className="flex items-center gap-2">
                  <span className={`${contactIcons[contact.type]} text-accent`} aria-hidden="true" />
                  <span className="font-semibold">
                    {contact.label ? <T value={contact.label} /> : t(contactLabels[contact.type])}:
                  </span>
                  {contact.type === 'fax' ? (
                    contact.value
                  ) : (
                    <a
                      className="visible-focus rounded text-brand underline break-all"
                      href={
                        contact.type === 'email'
                          ? `mailto:${contact.value}`
                          : `tel:${contact.value.replace(/[^+\d]/g, '')}`
                      }
                    >
                      {contact.value}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
