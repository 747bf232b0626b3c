import { LinkMarks } from '../core/link-marks';
import { useId } from 'react';
import { RotationButton, StepButton } from '../core/carousel-controls';
import { useGlide } from '../core/use-glide';
import { heroGlideOptions } from './options';
import { DOT_CLASS, takeOverFromPrelude } from './hand-over';
import { useI18n } from '../core/i18n';
import type { HeroProps } from './props';

/**
 * Spec 2.4 item 1: the hero carousel, the social column and the red vertical
 * `Quick Links` button. Heights are fixed per breakpoint (the host reserves the
 * same heights before the widget loads, so nothing shifts). On a prerendered page it
 * hydrates at the first interaction; until then autoplay-before-hydration.ts moves it.
 */
export function Hero({ data }: HeroProps) {
  const { t, number } = useI18n();
  const slidesId = useId();
  const count = data.slides.length;
  const carousel = useGlide({
    options: heroGlideOptions,
    slideCount: count,
    handOver: takeOverFromPrelude,
  });

  return (
    <div className="flex h-[16rem] items-stretch overflow-hidden bg-white sm:h-[20rem] md:h-[24rem] lg:h-[28rem]">
      <section
        aria-roledescription="carousel"
        aria-label={data.label}
        className="relative min-w-0 flex-1"
        data-index={carousel.index}
        data-rotating={String(carousel.rotating)}
      >
        <div className="glide relative" {...carousel.rootProps}>
          <div className="absolute left-2 top-2 z-10">
            <RotationButton rotationOn={carousel.rotationOn} onToggle={carousel.toggleRotation} controls={slidesId} />
          </div>
          <div className="glide__track" data-glide-el="track">
            <div id={slidesId} className="glide__slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
              {data.slides.map((slide, index) => (
                <div
                  key={slide.id}
                  className="glide__slide h-[16rem] overflow-hidden bg-brand-light sm:h-[20rem] md:h-[24rem] lg:h-[28rem]"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('carousel.position', { index: number(index + 1), count: number(count) })}
                  inert={!carousel.isSlideShown(index)}
                >
                  <img
                    src={slide.image}
                    alt={slide.alt}
                    width={slide.width}
                    height={slide.height}
                    className="block h-full w-full object-cover"
                    loading="eager"
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    draggable={false}
                  />
                </div>
              ))}
            </div>
          </div>
          <div className="absolute left-2 top-1/2 z-10 -translate-y-1/2">
            <StepButton direction="previous" onStep={() => carousel.go('<')} controls={slidesId} />
          </div>
          <div className="absolute right-2 top-1/2 z-10 -translate-y-1/2">
            <StepButton direction="next" onStep={() => carousel.go('>')} controls={slidesId} />
          </div>
          <div
            className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2 gap-1 rounded-full bg-brand-dark/60 px-2"
            role="group"
            aria-label={t('hero.chooseSlide')}
          >
            {data.slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="visible-focus group inline-flex h-6 w-6 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent p-0"
                aria-controls={slidesId}
                aria-current={index === carousel.index ? 'true' : undefined}
                onClick={() => carousel.go(`=${index}`)}
                data-dot={index}
              >
                <span className={index === carousel.index ? DOT_CLASS.current : DOT_CLASS.other} aria-hidden="true" />
                <span className="sr-only">{t('hero.slide', { index: number(index + 1) })}</span>
              </button>
            ))}
          </div>
        </div>
      </section>
      <div className="flex w-11 shrink-0 flex-col items-center justify-between gap-1 overflow-hidden bg-brand-light py-1 sm:w-12">
        <ul className="m-0 flex list-none flex-col items-center gap-0 p-0" aria-label={t('hero.followUs')}>
          {data.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                rel="noopener noreferrer"
                className="visible-focus inline-flex h-8 w-8 items-center justify-center rounded text-brand hover:bg-white sm:h-9 sm:w-9"
                data-network={link.network}
              >
                <span className={`${link.icon} text-xl`} aria-hidden="true" />
                <span className="sr-only">{link.label}</span>
                <LinkMarks href={link.href} />
              </a>
            </li>
          ))}
        </ul>
        <a
          href={data.quickLinks.link}
          className="visible-focus flex w-8 items-center justify-center rounded bg-alert py-2 text-xs font-bold sm:w-9 sm:py-3 sm:text-sm text-white no-underline [writing-mode:vertical-rl] hover:bg-accent"
          data-quick-links=""
        >
          <span className="rotate-180 whitespace-nowrap">{data.quickLinks.title}</span>
        </a>
      </div>
    </div>
  );
}
