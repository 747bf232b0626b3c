import { useId, useState } from 'react';
import { shareLink, shareMessage } from './share';
import { useI18n } from '../core/i18n';
import type { FeaturedVideoProps } from './props';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Where the platform goes in the `video.watchOn` message (a character no message has). */
const PLATFORM_MARK = '\u0000';

/**
 * Spec 2.4 item 5: the featured video (poster, play button, Marathi caption,
 * Share, `Watch on` badge) and a list of thumbnails. Play opens the video on
 * its platform in a new tab; Share uses the Web Share API or copies the link,
 * and says what happened in a live region.
 */
export function FeaturedVideo({ data }: FeaturedVideoProps) {
  const headingId = useId();
  const { t, number } = useI18n();
  const [message, setMessage] = useState('');
  const { featured } = data;
  // The platform's logo stands where the language puts the platform's name: `Watch on ▶`, `▶ वर पाहा`.
  const [watchBefore, watchAfter] = t('video.watchOn', { platform: PLATFORM_MARK }).split(PLATFORM_MARK);

  const share = async () => {
    setMessage('');
    const outcome = await shareLink({ title: featured.caption, url: featured.url });
    setMessage(shareMessage(outcome, featured.url, t));
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {data.heading}
        </h2>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <div className="relative overflow-hidden rounded-lg bg-brand-dark">
              <img
                src={featured.poster}
                alt=""
                width={featured.width}
                height={featured.height}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full"
              />
              <a
                href={featured.url}
                {...NEW_TAB}
                className="visible-focus group absolute inset-0 flex items-center justify-center no-underline"
                data-play=""
              >
                <span className="flex h-16 w-16 items-center justify-center rounded-full bg-alert text-white shadow-lg group-hover:scale-110 motion-safe:transition-transform">
                  <span className="i-mdi-play text-5xl" aria-hidden="true" />
                </span>
                <span className="sr-only">
                  {t('video.play')} <span lang={featured.captionLang}>{featured.caption}</span>{' '}
                  {t('video.opensPlatform', { platform: data.platform })}
                </span>
              </a>
              <button
                type="button"
                onClick={share}
                className="visible-focus absolute right-3 top-3 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-0 bg-black/70 p-0 text-white hover:bg-black"
                data-share=""
              >
                <span className="i-mdi-share-variant text-xl" aria-hidden="true" />
                <span className="sr-only">{t('video.share')}</span>
              </button>
              <a
                href={featured.url}
                {...NEW_TAB}
                className="visible-focus absolute bottom-3 right-3 inline-flex items-center gap-1 rounded bg-black/80 px-2 py-1 text-sm font-semibold text-white no-underline hover:bg-black"
                data-watch-on=""
              >
                {watchBefore}
                <span className={`${data.platformIcon} text-lg text-[#ff4e45]`} aria-hidden="true" />
                <span className="sr-only">{data.platform}</span>
                {watchAfter}
                <span className="sr-only"> {t('widget.opensNewTab')}</span>
              </a>
            </div>
            <p lang={featured.captionLang} className="m-0 mt-3 text-lg font-semibold text-brand" data-caption="">
              {featured.caption}
            </p>
            <p role="status" className="m-0 mt-1 min-h-6 text-sm text-gray-700" data-share-message="">
              {message}
            </p>
          </div>
          <ul
            className="m-0 grid list-none grid-cols-1 content-start gap-3 p-0 sm:grid-cols-2 lg:grid-cols-1"
            aria-label={t('video.more')}
          >
            {data.items.map((item, index) => (
              <li key={item.id}>
                <a
                  href={item.url}
                  {...NEW_TAB}
                  className="visible-focus flex items-start gap-3 rounded p-1 text-gray-900 no-underline hover:bg-brand-light"
                  data-video-item=""
                >
                  <img
                    src={item.thumbnailUrl}
                    alt=""
                    width={item.width}
                    height={item.height}
                    loading="lazy"
                    decoding="async"
                    className="block h-auto w-32 shrink-0 rounded"
                  />
                  <span className="text-sm font-semibold leading-snug">
                    {item.title}
                    <span className="sr-only">
                      {' '}
                      {t('video.itemOf', { index: number(index + 1), count: number(data.items.length) })}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
