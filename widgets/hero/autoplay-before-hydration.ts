import { DOT_CLASS, hasPrelude, registerPrelude, type PreludeState } from './hand-over';
import { heroGlideOptions } from './options';
import { widgetRoot } from '../runtime/widget-root';

/*
 * The hero on a prerendered page autoplays before React loads: React and Glide (about
 * 75 KB gzip) load at the visitor's first interaction with the carousel, and until then
 * this small controller moves the prerendered slides on the same schedule (every 3000 ms,
 * 500 ms transition, forward in an endless loop), pauses while the pointer or focus is on
 * the carousel, and never starts under prefers-reduced-motion. It keeps the markup's
 * state true as it goes (slides out of view inert, the current dot, data-index), and hands
 * its place to the component when that hydrates (hand-over.ts).
 *
 * It moves each slide with a transform rather than the row (the row clips its overflow
 * until Glide sizes it): slide k shows at position k + offset[k], in slide widths.
 */
const EASING = 'cubic-bezier(0.165, 0.84, 0.44, 1)';

export function startPrelude(element: Element): void {
  const root = widgetRoot(element).querySelector<HTMLElement>('.glide');
  const region = root?.closest<HTMLElement>('[aria-roledescription="carousel"]');
  if (!root || !region || hasPrelude(root)) return;
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.glide__slide'));
  const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-dot]'));
  const { autoplay, animationDuration } = heroGlideOptions;
  let index = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const still = slides.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches;

  const place = (offsets: (slide: number) => number, animate: boolean) => {
    slides.forEach((slide, k) => {
      slide.style.transition = animate ? `transform ${animationDuration}ms ${EASING}` : 'none';
      slide.style.transform = `translateX(${offsets(k) * 100}%)`;
    });
  };

  const show = (next: number) => {
    if (next === 0 && index === slides.length - 1) {
      // Past the last slide: the first one waits on its right, both move left, then all reset unseen.
      place((k) => (k === 0 ? 1 : -index), false);
      void root.offsetWidth;
      place((k) => (k === 0 ? 0 : -index - 1), true);
      setTimeout(() => !stopped && place(() => 0, false), animationDuration);
    } else place(() => -next, true);
    index = next;
    slides.forEach((slide, k) => slide.toggleAttribute('inert', k !== index));
    dots.forEach((dot, k) => {
      if (k === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      const mark = dot.querySelector('[aria-hidden]');
      if (mark) mark.className = k === index ? DOT_CLASS.current : DOT_CLASS.other;
    });
    region.dataset.index = String(index);
  };

  const schedule = () => {
    clearTimeout(timer);
    const rotating = !stopped && !still && !hovered && !focused;
    region.dataset.rotating = String(rotating);
    if (!rotating) return;
    timer = setTimeout(() => {
      show((index + 1) % slides.length);
      schedule();
    }, autoplay);
  };

  const onPointer = (event: PointerEvent) => {
    hovered = event.type === 'pointerenter';
    schedule();
  };
  const onFocus = (event: FocusEvent) => {
    focused = event.type === 'focusin' || root.contains(event.relatedTarget as Node | null);
    schedule();
  };
  root.addEventListener('pointerenter', onPointer);
  root.addEventListener('pointerleave', onPointer);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onFocus);

  registerPrelude(root, (): PreludeState => {
    stopped = true;
    clearTimeout(timer);
    for (const type of ['pointerenter', 'pointerleave'] as const) root.removeEventListener(type, onPointer);
    for (const type of ['focusin', 'focusout'] as const) root.removeEventListener(type, onFocus);
    // Glide positions the row itself from the index it is given.
    for (const slide of slides) {
      slide.style.removeProperty('transition');
      slide.style.removeProperty('transform');
    }
    return { index, hovered, focused };
  });
  schedule();
}
