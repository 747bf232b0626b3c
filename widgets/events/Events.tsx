import { useId, useState } from 'react';
import type { UniEvent } from '../../data/schema/home';
import { eventCategoryLabel } from '../../data/i18n/event-categories';
import { useI18n } from '../core/i18n';
import { SubscribeLinks } from '../core/subscribe-links';
import {
  PANEL_COUNT,
  eventIsoDate,
  groupByCategory,
  initiallyOpen,
  selectCategories,
  localEventDate,
  toggleCategory,
  type EventGroup,
} from './event-logic';
import { keyedBy } from '../core/keyed';
import type { EventsProps } from './props';

function useCategoryName(): (category: string) => string {
  const { lang } = useI18n();
  return (category) => eventCategoryLabel(lang, category);
}

function EventItem({ event }: { event: UniEvent }) {
  const { lang } = useI18n();
  const { monthDay, year } = localEventDate(event.date, lang);
  return (
    <li className="flex items-start gap-3 py-2" data-event="">
      {/* Never wraps (`SEP 15`, `१५ सप्टें`, `15 सित॰` on one line): wide enough for every month in each language, wider if a font needs it. */}
      <time
        dateTime={eventIsoDate(event.date)}
        className="flex min-w-18 shrink-0 flex-col items-center whitespace-nowrap rounded bg-accent p-1 text-white"
      >
        <span className="text-sm font-bold leading-tight" data-month-day="">
          {monthDay}
        </span>
        <span className="text-xs leading-tight" data-year="">
          {year}
        </span>
      </time>
      <p className="m-0 text-sm leading-snug">{event.description}</p>
    </li>
  );
}

function EventList({ events }: { events: UniEvent[] }) {
  return (
    <ul className="m-0 list-none divide-y divide-gray-200 p-0">
      {keyedBy(events, (event) => `${event.date} ${event.description}`).map(({ key, item: event }) => (
        <EventItem key={key} event={event} />
      ))}
    </ul>
  );
}

/** One accordion panel (WAI-ARIA accordion pattern): header buttons with aria-expanded/aria-controls, labelled regions. */
function AccordionPanel({ groups, panel }: { groups: EventGroup[]; panel: number }) {
  const { t, pageUrl } = useI18n();
  const categoryName = useCategoryName();
  const [open, setOpen] = useState<string | null>(() => initiallyOpen(panel, groups));
  const baseId = useId();
  return (
    <div
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 border-solid bg-white shadow-sm"
      data-events-panel={panel + 1}
    >
      <div className="h-[290px] overflow-y-auto" data-events-list="">
        {groups.map((group, index) => {
          const expanded = open === group.category;
          const headerId = `${baseId}-header-${index}`;
          const regionId = `${baseId}-region-${index}`;
          return (
            <div key={group.category} className="border-b border-gray-200 border-solid">
              <h3 className="m-0 text-base">
                <button
                  type="button"
                  id={headerId}
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onClick={() => setOpen((current) => toggleCategory(current, group.category))}
                  className={
                    expanded
                      ? 'visible-focus flex w-full cursor-pointer items-center justify-between border-0 bg-brand px-3 py-2 text-left text-base font-semibold text-white'
                      : 'visible-focus flex w-full cursor-pointer items-center justify-between border-0 bg-white px-3 py-2 text-left text-base font-semibold text-brand hover:bg-brand-light'
                  }
                >
                  <span>{categoryName(group.category)}</span>
                  {expanded ? (
                    <span className="i-mdi-chevron-up text-xl" aria-hidden="true" />
                  ) : (
                    <span className="i-mdi-chevron-down text-xl" aria-hidden="true" />
                  )}
                </button>
              </h3>
              <div id={regionId} role="region" aria-labelledby={headerId} hidden={!expanded} className="px-3">
                {/* Collapsed regions stay empty: a lighter page (3 panels x 15 events) with the same result. */}
                {expanded ? <EventList events={group.events} /> : null}
              </div>
            </div>
          );
        })}
      </div>
      <div className="border-t border-gray-200 border-solid p-2 text-right">
        {/* The name says what there is more of, in the language's own word order (the visible words begin it). */}
        <a
          href={pageUrl('/events')}
          aria-label={t('events.showMoreLabel')}
          className="visible-focus inline-block rounded px-2 py-1 text-sm font-semibold text-accent underline underline-offset-2 hover:text-brand"
        >
          {t('events.showMore')}
        </a>
      </div>
    </div>
  );
}

function Accordion({ groups, subscribe }: { groups: EventGroup[]; subscribe: boolean }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-light">
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="m-0 text-2xl font-bold leading-8 text-brand">
            {t('events.heading')}
          </h2>
          {subscribe ? <SubscribeLinks feed="events" /> : null}
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {Array.from({ length: PANEL_COUNT }, (_, panel) => (
            <AccordionPanel key={panel} groups={groups} panel={panel} />
          ))}
        </div>
      </div>
    </section>
  );
}

function AllEvents({ groups, subscribe }: { groups: EventGroup[]; subscribe: boolean }) {
  const { t, title } = useI18n();
  const categoryName = useCategoryName();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 text-3xl font-bold text-brand">{title('/events', t('events.heading'))}</h1>
        {subscribe ? <SubscribeLinks feed="events" /> : null}
      </div>
      {groups.length === 0 ? <p className="m-0">{t('events.none')}</p> : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.category}
            className="rounded-lg border border-gray-200 border-solid bg-white p-4 shadow-sm"
            data-events-category={group.category}
          >
            <h2 className="m-0 mb-2 text-xl font-semibold text-brand">{categoryName(group.category)}</h2>
            <EventList events={group.events} />
            {subscribe ? <SubscribeLinks feed="events" category={group.category} /> : null}
          </section>
        ))}
      </div>
    </div>
  );
}

/** Spec 2.4 item 6 and spec 4: upcoming events as three accordion panels, or (mode `all`) a page of the events page by category. */
export function Events({ data, mode, categories, bundledData = false }: EventsProps) {
  const groups = groupByCategory(selectCategories(data, categories));
  return mode === 'all' ? (
    <AllEvents groups={groups} subscribe={bundledData} />
  ) : (
    <Accordion groups={groups} subscribe={bundledData} />
  );
}
