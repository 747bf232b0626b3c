import type { CarouselOptions } from '../core/use-glide';

/**
 * The hero carousel as Glide options (spec 2.4 item 1, spec 9): infinite loop,
 * one slide shown and moved at a time, autoplay every 3000 ms, 500 ms
 * transition, pause on hover.
 */
export const heroGlideOptions: CarouselOptions = {
  type: 'carousel',
  perView: 1,
  perSwipe: '',
  focusAt: 0,
  gap: 0,
  autoplay: 3000,
  animationDuration: 500,
  hoverpause: true,
};
