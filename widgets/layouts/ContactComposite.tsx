import type { ContactRow, LayoutOf } from '../../data/schema/layouts';
import { site } from '../../data/site';
import { asList, keyOf, T, TextLink, textOf } from '../core/text';
import { SectionHeading } from './parts';
import { useI18n } from '../core/i18n';
import { keyedBy } from '../core/keyed';
import type { MessageKey } from '../../data/i18n/translate';

const icons: Record<ContactRow['icon'], string> = {
  address: 'i-mdi-map-marker',
  phone: 'i-mdi-phone',
  email: 'i-mdi-email',
  fax: 'i-mdi-fax',
  website: 'i-mdi-web',
  person: 'i-mdi-account-tie',
  time: 'i-mdi-clock-outline',
};

/** What a screen reader hears before a row, in the page's language (the icon says it to the eye). */
const rowLabels: Record<ContactRow['icon'], MessageKey> = {
  address: 'contact.address',
  phone: 'contact.phone',
  email: 'contact.email',
  fax: 'contact.fax',
  website: 'contact.website',
  person: 'contact.person',
  time: 'contact.time',
};

/** Where a contact row links: its href, or mailto:/tel: made from the text. */
export function contactHref(row: ContactRow): string | undefined {
  if (row.href) return row.href;
  const text = textOf(asList(row.text)[0]);
  if (row.icon === 'email') return `mailto:${text}`;
  if (row.icon === 'phone') return `tel:${text.replace(/[^+\d]/g, '')}`;
  return undefined;
}

/** The Google Maps search URL for an address (the fixed 'Google Maps' row). */
export function googleMapsUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function ContactRows({ rows }: { rows: ContactRow[] }) {
  const { t, controlLang } = useI18n();
  return (
    <ul className="m-0 list-none space-y-2 p-0">
      {keyedBy(rows, (row) => textOf(asList(row.text)[0])).map(({ key, item: row }) => {
        const href = contactHref(row);
        const lines = asList(row.text);
        return (
          <li key={key} className="flex gap-3" data-icon={row.icon}>
            <span className={`${icons[row.icon]} mt-1 text-lg text-accent`} aria-hidden="true" />
            <span className="sr-only" lang={controlLang}>
              {t(rowLabels[row.icon])}:{' '}
            </span>
            <span>
              {href ? (
                <TextLink link={{ text: lines[0], href }} />
              ) : (
                lines.map((line, lineIndex) => (
                  <span key={keyOf(line, lineIndex)} className="block">
                    <T value={line} />
                  </span>
                ))
              )}
              {href
                ? lines.slice(1).map((line, lineIndex) => (
                    <span key={keyOf(line, lineIndex)} className="block">
                      <T value={line} />
                    </span>
                  ))
                : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const cell = 'border border-gray-300 px-3 py-2 align-top text-left';

/** contact-composite: icon rows per heading, the offices table, registrar office, then 'Holidays in 2025' and 'Google Maps'. */
export function ContactComposite({ item }: { item: LayoutOf<'contact-composite'> }) {
  const { t, controlLang } = useI18n();
  const mapQuery = item.map_query ?? site.address.join(', ');
  return (
    <div className="space-y-6">
      {keyedBy(item.sections, (section) => textOf(section.heading)).map(({ key, item: section }) => (
        <section key={key}>
          <SectionHeading value={section.heading} />
          <ContactRows rows={section.rows} />
        </section>
      ))}
      {item.offices ? (
        <section>
          <SectionHeading value={item.offices.heading} />
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={textOf(item.offices.heading) || t('contact.offices')}
            tabIndex={0}
          >
            <table className="w-full border-collapse text-sm" data-offices-table="">
              <thead className="bg-brand text-white" lang={controlLang}>
                <tr>
                  <th scope="col" className={cell}>
                    {t('contact.office')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('contact.phoneNo')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('contact.emailHeading')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('contact.links')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {keyedBy(item.offices.rows, (row) => textOf(row.office)).map(({ key, item: row }) => (
                  <tr key={key} className="even:bg-gray-50">
                    <td className={cell}>
                      <strong className="block font-semibold">
                        <T value={row.office} />
                      </strong>
                      {row.description ? (
                        <span className="text-gray-700">
                          <T value={row.description} />
                        </span>
                      ) : null}
                    </td>
                    <td className={cell}>
                      <ul className="m-0 list-none p-0">
                        {row.phone.map((phone) => (
                          <li key={phone}>
                            <a
                              className="visible-focus rounded text-brand underline"
                              href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                            >
                              {phone}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className={cell}>
                      <a className="visible-focus rounded text-brand underline break-all" href={`mailto:${row.email}`}>
                        {row.email}
                      </a>
                    </td>
                    <td className={cell}>
                      {row.link ? (
                        <TextLink link={{ text: t('contact.officeLink'), href: row.link }}>
                          {t('contact.officeLink')}
                          <span className="sr-only"> {t('contact.officeWebsite', { office: textOf(row.office) })}</span>
                        </TextLink>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {item.registrar_office ? (
        <section>
          <SectionHeading value={item.registrar_office.heading} />
          <ContactRows rows={item.registrar_office.rows} />
        </section>
      ) : null}
      <ul className="m-0 list-none space-y-2 border-t border-gray-200 p-0 pt-4" data-fixed-rows="" lang={controlLang}>
        <li className="flex gap-3">
          <span className="i-mdi-calendar-star mt-1 text-lg text-accent" aria-hidden="true" />
          <TextLink link={{ text: t('contact.holidays'), href: '/about/holidays' }} />
        </li>
        <li className="flex gap-3">
          <span className="i-mdi-google-maps mt-1 text-lg text-accent" aria-hidden="true" />
          <TextLink link={{ text: t('contact.googleMaps'), href: googleMapsUrl(mapQuery) }} />
        </li>
      </ul>
    </div>
  );
}
