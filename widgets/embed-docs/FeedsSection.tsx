import { EVENT_CATEGORIES } from '../../data/records/event-categories';
import { feedPaths } from '../../data/feed-paths';
import { eventCategoryLabel } from '../../data/i18n/event-categories';
import { site } from '../../data/site';
import { useI18n } from '../core/i18n';
import { Section } from './Section';

const codeClass = 'font-mono text-sm';

/** `/embed`: the university's feeds (news and events), and how the news and events widgets read them. */
export function FeedsSection() {
  const { lang, t } = useI18n();
  const paths = feedPaths(lang);
  const absolute = (path: string) => site.siteUrl + path;
  const feeds = [
    { label: t('feeds.newsRss'), url: absolute(paths.newsRss) },
    { label: t('feeds.newsAtom'), url: absolute(paths.newsAtom) },
    { label: t('feeds.newsJson'), url: absolute(paths.newsJson) },
    { label: t('feeds.eventsCalendar'), url: absolute(paths.eventsIcs) },
    ...EVENT_CATEGORIES.map((category) => ({
      label: t('subscribe.categoryCalendar', { category: eventCategoryLabel(lang, category) }),
      url: absolute(paths.categoryIcs(category)),
    })),
    { label: t('embedFeeds.eventsJson'), url: absolute(paths.eventsJson) },
  ];
  const snippet = `<uni-news src="${absolute(paths.newsJson)}" limit="5"></uni-news>\n<uni-events src="${absolute(paths.eventsJson)}" categories="Academic, Workshop"></uni-events>`;
  return (
    <Section title={t('embedFeeds.title')} id="embed-feeds">
      <p className="m-0 max-w-prose">{t('embedFeeds.intro')}</p>
      <ul className="m-0 flex list-disc flex-col gap-1 pl-5">
        {feeds.map((feed) => (
          <li key={feed.url}>
            {feed.label}: <code className={`${codeClass} break-all`}>{feed.url}</code>
          </li>
        ))}
      </ul>
      <p className="m-0 max-w-prose">{t('embedFeeds.widgetsRead')}</p>
      <figure className="m-0" aria-label={t('embedFeeds.snippetLabel')}>
        <pre className="m-0 whitespace-pre-wrap break-all rounded bg-gray-900 p-3 text-sm leading-relaxed text-gray-100">
          <code className="font-mono">{snippet}</code>
        </pre>
      </figure>
    </Section>
  );
}
