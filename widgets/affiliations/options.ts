import type { CarouselOptions } from '../core/use-glide';

/**
 * The affiliated-institutions carousel as Glide options (spec 2.4 item 3, spec 9):
 * autoplay every 2500 ms, 500 ms transition; 9 slides in view initially and at
 * 1536 px and below, 7 at 1280, 5 at 1024, 3 at 768, 2 at 480 (Glide breakpoints
 * are max-widths: the smallest one the window fits in wins).
 */
export const affiliationsGlideOptions: CarouselOptions = {
  type: 'carousel',
  perView: 9,
  perSwipe: '',
  focusAt: 0,
  gap: 0,
  autoplay: 2500,
  animationDuration: 500,
  hoverpause: true,
  breakpoints: {
    1536: { perView: 9 },
    1280: { perView: 7 },
    1024: { perView: 5 },
    768: { perView: 3 },
    480: { perView: 2 },
  },
};
