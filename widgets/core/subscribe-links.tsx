import { feedPaths } from '../../data/feed-paths';
import { eventCategoryLabel } from '../../data/i18n/event-categories';
import { assetUrl } from './asset-url';
import { useI18n } from './i18n';

const linkClass =
  'visible-focus inline-flex items-center gap-1 rounded px-1 text-sm text-brand underline underline-offset-2 hover:text-accent';

/**
 * 'Subscribe' links to the university's feeds in the widget's language: the news
 * feed (RSS) or the events calendar (iCalendar), all categories or one. Widgets
 * show them only with their bundled sample: an embedder's own data has no feed here.
 */
export function SubscribeLinks({ feed, category }: { feed: 'news' | 'events'; category?: string }) {
  const { lang, t } = useI18n();
  const paths = feedPaths(lang);
  const link =
    feed === 'news'
      ? { href: paths.newsRss, icon: 'i-mdi-rss', text: t('subscribe.newsFeed'), type: 'application/rss+xml' }
      : {
          href: category ? paths.categoryIcs(category) : paths.eventsIcs,
          icon: 'i-mdi-calendar-plus',
          text: category
            ? t('subscribe.categoryCalendar', { category: eventCategoryLabel(lang, category) })
            : t('subscribe.calendar'),
          type: 'text/calendar',
        };
  return (
    <a href={assetUrl(link.href)} type={link.type} className={linkClass} data-subscribe={feed}>
      <span className={`${link.icon} shrink-0`} aria-hidden="true" />
      {link.text}
    </a>
  );
}
