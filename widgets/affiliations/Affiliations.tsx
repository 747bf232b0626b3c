import { LinkMarks } from '../core/link-marks';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { RotationButton, StepButton } from '../core/carousel-controls';
import { carouselPage, useGlide } from '../core/use-glide';
import { affiliationsGlideOptions } from './options';
import { useI18n } from '../core/i18n';
import type { AffiliationsProps } from './props';

const external = (link: string) => (link.startsWith('https://') ? { rel: 'noopener noreferrer' } : {});

/** True once the carousel is near the viewport: then its logos load (so slides moving in are never blank) and Glide mounts. */
function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/**
 * Spec 2.4 item 3: the affiliated-institutions carousel. Hover or keyboard
 * focus on a logo shows its title and a `Details` button (pure CSS, so Glide's
 * clones behave the same). The page of the first slide in view is tracked and
 * said in a live region (silent while the slides rotate by themselves).
 */
export function Affiliations({ data }: AffiliationsProps) {
  const { t, number } = useI18n();
  const headingId = useId();
  const slidesId = useId();
  const count = data.length;
  // Glide (and its timers) start only when the carousel nears the viewport; until then CSS lays the slides out the same way.
  const [sectionRef, near] = useNearViewport();
  const carousel = useGlide({ options: affiliationsGlideOptions, slideCount: count, active: near });
  const { page, pages } = carouselPage(carousel.index, carousel.perView, count);

  return (
    <div ref={sectionRef} className="bg-white">
      <div className="mx-auto max-w-screen-2xl px-4 py-6">
        <h2 id={headingId} className="m-0 mb-4 text-2xl font-bold leading-8 text-brand">
          {t('affiliations.heading')}
        </h2>
        <section
          aria-roledescription="carousel"
          aria-labelledby={headingId}
          data-index={carousel.index}
          data-per-view={carousel.perView}
          data-rotating={String(carousel.rotating)}
        >
          <div className="glide" {...carousel.rootProps}>
            <div className="glide__track" data-glide-el="track">
              <div id={slidesId} className="glide__slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
                {data.map((logo, index) => (
                  <div
                    key={logo.id}
                    className="glide__slide w-1/2 px-1 min-[481px]:w-1/3 min-[769px]:w-1/5 min-[1025px]:w-1/7 min-[1281px]:w-1/9"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('carousel.position', { index: number(index + 1), count: number(count) })}
                    inert={!carousel.isSlideShown(index)}
                  >
                    <div className="group relative flex h-24 items-center justify-center overflow-hidden rounded-lg border border-gray-200 border-solid bg-white">
                      <img
                        src={logo.src}
                        alt={logo.title}
                        width={logo.width}
                        height={logo.height}
                        loading={near ? 'eager' : 'lazy'}
                        decoding="async"
                        draggable={false}
                        className="block h-full w-auto max-w-full object-contain"
                      />
                      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-brand/95 p-1 text-center opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 motion-safe:transition-opacity">
                        <span
                          className="text-xs font-semibold leading-tight text-white"
                          aria-hidden="true"
                          data-logo-title=""
                        >
                          {logo.title}
                        </span>
                        <a
                          href={logo.link}
                          {...external(logo.link)}
                          className="visible-focus rounded bg-white px-2 py-0.5 text-xs font-bold text-brand no-underline hover:bg-brand-light"
                        >
                          {t('affiliations.details')}
                          <span className="sr-only">{t('affiliations.detailsAbout', { title: logo.title })}</span>
                          <LinkMarks href={logo.link} />
                        </a>
                      </div>
                    </div>
                  </div>
                ))}
              </div>
            </div>
            <div className="mt-3 flex h-10 items-center justify-center gap-3">
              <RotationButton rotationOn={carousel.rotationOn} onToggle={carousel.toggleRotation} controls={slidesId} />
              <StepButton direction="previous" onStep={() => carousel.go('<')} controls={slidesId} />
              <p
                className="m-0 min-w-28 text-center text-sm font-semibold text-brand"
                aria-live={carousel.rotating ? 'off' : 'polite'}
                aria-atomic="true"
                data-page=""
              >
                {t('carousel.pageOf', { index: number(page), count: number(pages) })}
              </p>
              <StepButton direction="next" onStep={() => carousel.go('>')} controls={slidesId} />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
