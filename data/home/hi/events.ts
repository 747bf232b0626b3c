import eventRecords from 'virtual:records/events?lang=hi';
import { uniEvents, type Stored } from '../../records/samples';
import type { UniEvent } from '../../schema/home';

/**
 * Upcoming events in Hindi (spec 2.4 item 6, spec 4), in date order: a query over the event
 * records (data/records/events/), whose texts are written there in each language.
 * `category` stays the English key (the widget names it through the catalog); dates read
 * like `SEP 15, 2025` (spec 3). Every event: the events widget's files are made from it
 * (data/records/widget-data-files.ts).
 */
export const events: UniEvent[] = uniEvents(eventRecords as Array<Stored<'events'>>, 'hi');
