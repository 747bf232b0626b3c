import { z } from 'zod';
import { EVENT_FEED_EXTENSION } from '../feed-paths';
import { EVENT_DATE, UniEvent } from './home';
import { FilePath, WebUrl } from './common';
import { NewsRow } from './layouts';

/**
 * A department site can point `<uni-news src>` or `<uni-events src>` at the
 * university's JSON Feed (jsonfeed.org, versions 1 and 1.1) instead of the
 * widgets' own array shape. These schemas accept either and give the widget its
 * usual data; a feed's files stay absolute URLs, since they live on the site
 * that publishes the feed.
 */
const feedVersion = z.string().regex(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/, 'must be a JSON Feed version URL');

const FeedAttachment = z.object({
  url: WebUrl,
  mime_type: z.string(),
  size_in_bytes: z.number().int().nonnegative().optional(),
});
const NewsFeedItem = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  date_published: z.iso.datetime({ offset: true }),
  url: WebUrl.optional(),
  attachments: z.array(FeedAttachment).optional(),
});

/** The calendar day in India of an instant (the feeds publish a day as 00:00 Asia/Kolkata). */
const kolkataDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(new Date(instant));

/**
 * A news row whose file may also be an absolute URL (a feed's attachment), and may say its size in
 * bytes (`file_size`: the kit's own files do), for its 'PDF, 23 KB' mark; without it the mark says 'PDF'.
 */
const FeedNewsRow = NewsRow.extend({
  file: z.union([FilePath, WebUrl]).optional(),
  file_size: z.number().int().nonnegative().optional(),
});
export type FeedNewsRow = z.infer<typeof FeedNewsRow>;

const NewsFeed = z
  .object({ version: feedVersion, language: z.string().optional(), items: z.array(NewsFeedItem) })
  .transform(({ items, language }) =>
    items.map((item, index): FeedNewsRow => {
      const pdf = item.attachments?.find((attachment) => attachment.mime_type === 'application/pdf');
      return {
        // Newest first in a feed; the table numbers rows oldest first.
        serial_no: items.length - index,
        date: kolkataDay(item.date_published),
        file_title: language && language !== 'en' ? { text: item.title, lang: language } : item.title,
        file: pdf?.url ?? item.url,
        // The PDF's size, for the row's 'PDF, 23 KB' mark, as the widget's own array carries it.
        ...(pdf?.size_in_bytes === undefined ? {} : { file_size: pdf.size_in_bytes }),
      };
    }),
  );

/** A JSON Feed announces itself by its `version`; anything else is read as the widget's own array. */
const isJsonFeed = (value: unknown) => typeof value === 'object' && value !== null && 'version' in value;

/**
 * The widget's own array, or a JSON Feed, chosen by the data's shape so a mistake
 * is reported at its field (`[0].date`), not as "matches neither".
 */
function arrayOrFeed<T>(array: z.ZodType<T[]>, feed: z.ZodType<T[], unknown>) {
  return z.unknown().transform((value, ctx): T[] => {
    const result = (isJsonFeed(value) ? feed : array).safeParse(value);
    if (result.success) return result.data;
    for (const { message, path } of result.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: value });
    return z.NEVER;
  });
}

/** `<uni-news>` data: the array of rows, or a news JSON Feed. */
export const NewsRowsOrFeed = arrayOrFeed(z.array(FeedNewsRow), NewsFeed);

const EventFeedItem = z.object({
  [EVENT_FEED_EXTENSION]: z.object({ category: z.string().min(1), date: z.string().regex(EVENT_DATE) }),
  content_text: z.string().min(1),
});
const EventsFeed = z
  .object({ version: feedVersion, items: z.array(EventFeedItem) })
  .transform(({ items }) =>
    items.map((item): UniEvent => ({ ...item[EVENT_FEED_EXTENSION], description: item.content_text })),
  );

/** `<uni-events>` data: the array of events, or the events JSON Feed. */
export const EventsOrFeed = arrayOrFeed(z.array(UniEvent), EventsFeed);
