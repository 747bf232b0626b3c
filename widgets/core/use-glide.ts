import Glide, { type GlideOptions } from '@glidejs/glide';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { breakpointWidth } from './container-width';

/**
 * The carousel hook around Glide (shared by every carousel widget).
 *
 * - Glide mounts in an effect on an element inside the shadow root and is
 *   destroyed in the cleanup, so its timers stop when the element is removed.
 * - Auto-rotation (WCAG 2.2.2, WAI-ARIA carousel pattern) runs only while the
 *   visitor's choice is "on" (initially on, off under prefers-reduced-motion),
 *   the pointer is not over the carousel and focus is not inside it.
 * - Glide's own keyboard handler is off: it listens on the whole document, so
 *   arrow keys anywhere on the page would move every carousel.
 * - Slides not in view are `inert` (set by the component from `isSlideShown`);
 *   Glide's clones are hidden from assistive technology and taken out of the
 *   tab order, but keep hover, so CSS hover effects work on them too.
 * - The breakpoints apply to the widget's width, not the window's; when one changes
 *   the number of slides in view, Glide is mounted again at the same index with that
 *   number (Glide sizes its clones only when it mounts).
 * - `active: false` defers mounting (a carousel far below the fold costs
 *   nothing until it nears the viewport).
 */

export type CarouselOptions = GlideOptions & { perView: number; autoplay: number; animationDuration: number };

export interface CarouselConfig {
  options: CarouselOptions;
  slideCount: number;
  /** Whether the visitor asked for reduced motion; injectable so tests can try both answers. */
  reducedMotion?: () => boolean;
  /** Mount Glide only once this is true (e.g. when the carousel nears the viewport); default true. */
  active?: boolean;
  /**
   * Stops whatever moved the prerendered carousel before hydration and says where it
   * left it (slide, pointer, focus), so Glide starts there. Keep it a stable function.
   */
  handOver?: (root: HTMLElement) => { index: number; hovered: boolean; focused: boolean } | undefined;
}

export interface Carousel {
  /** Spread on the element that holds `[data-glide-el="track"]`; keep that element's className constant. */
  rootProps: {
    ref: (element: HTMLDivElement | null) => void;
    onMouseOver: () => void;
    onMouseOut: (event: MouseEvent<HTMLElement>) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Index of the first slide in view. */
  index: number;
  /** Slides in view now (Glide's perView after breakpoints). */
  perView: number;
  /** The visitor's choice: the pause/play control shows "pause" while this is true. */
  rotationOn: boolean;
  /** Whether the slides are advancing by themselves right now. */
  rotating: boolean;
  toggleRotation: () => void;
  /** Glide's move pattern: `>` next, `<` previous, `=2` slide 2. */
  go: (pattern: string) => void;
  isSlideShown: (slide: number) => boolean;
}

export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Glide's breakpoint rule: the smallest breakpoint whose max-width the width fits in wins; else the base value. */
export function perViewAt(options: Pick<CarouselOptions, 'perView' | 'breakpoints'>, width: number): number {
  const points = Object.keys(options.breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const match = points.find((point) => width <= point);
  return (match !== undefined ? options.breakpoints![match]!.perView : undefined) ?? options.perView;
}

/** Page of the first slide in view, counting pages of `perView` slides: `{ page: 2, pages: 4 }`. */
export function carouselPage(index: number, perView: number, count: number): { page: number; pages: number } {
  const size = Math.max(1, perView);
  const pages = Math.max(1, Math.ceil(count / size));
  return { page: Math.min(pages, Math.floor(index / size) + 1), pages };
}

const instances = new WeakMap<Element, Glide>();

/** The Glide instance mounted on a carousel root, if any (for tests and debugging). */
export function glideOf(root: Element | null | undefined): Glide | undefined {
  return root ? instances.get(root) : undefined;
}

function quietClones(root: Element, cloneClass: string): void {
  for (const clone of root.querySelectorAll(`.${cloneClass}`)) {
    clone.removeAttribute('inert');
    clone.removeAttribute('id');
    clone.setAttribute('aria-hidden', 'true');
    for (const focusable of clone.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'))
      focusable.setAttribute('tabindex', '-1');
  }
}

/** The element whose width the widget's breakpoints follow: its shadow host, the CSS size container. */
function widgetContainer(element: HTMLElement): Element {
  const rootNode = element.getRootNode();
  return rootNode instanceof ShadowRoot ? rootNode.host : element;
}

export function useGlide({
  options,
  slideCount,
  reducedMotion = prefersReducedMotion,
  active = true,
  handOver,
}: CarouselConfig): Carousel {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [index, setIndex] = useState(options.startAt ?? 0);
  const [perView, setPerView] = useState(options.perView);
  const [rotationOn, setRotationOnState] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = rotationOn && !hovered && !focused && slideCount > 1;

  const glideRef = useRef<Glide | undefined>(undefined);
  const indexRef = useRef(index);
  const rotationOnRef = useRef(true);
  const autoplayingRef = useRef(false);
  const latest = useRef({ options, reducedMotion, rotating });
  useEffect(() => {
    latest.current = { options, reducedMotion, rotating };
  });

  const setRotationOn = useCallback((on: boolean) => {
    rotationOnRef.current = on;
    setRotationOnState(on);
  }, []);

  useEffect(() => {
    if (latest.current.reducedMotion()) setRotationOn(false);
  }, [setRotationOn]);

  // The slides in view follow the widget's width, as its CSS does (container queries on the host),
  // before Glide mounts and whenever that width changes; a new number mounts Glide again.
  useEffect(() => {
    if (!root) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPerView(perViewAt(latest.current.options, breakpointWidth(entry.contentRect.width)));
    });
    observer.observe(widgetContainer(root));
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!root || !active) return;
    const settings = latest.current.options;

    // The breakpoints are applied above, to the widget's width: Glide's own would follow the window's.
    const glide = new Glide(root, {
      ...settings,
      perView,
      breakpoints: {},
      startAt: indexRef.current,
      keyboard: false,
    });
    let live = true;
    const sync = () => {
      if (!live) return;
      indexRef.current = glide.index;
      setIndex(glide.index);
    };
    glide.on('mount.after', () => {
      quietClones(root, 'glide__slide--clone');
      sync();
    });
    glide.on('run.after', sync);
    glide.mount();
    autoplayingRef.current = latest.current.rotating;
    if (!autoplayingRef.current) glide.pause();
    glideRef.current = glide;
    instances.set(root, glide);

    return () => {
      live = false;
      glide.destroy();
      instances.delete(root);
      if (glideRef.current === glide) glideRef.current = undefined;
    };
  }, [root, active, perView]);

  // Tell Glide whenever the wanted state changes (a new mount starts in the wanted state).
  useEffect(() => {
    const glide = glideRef.current;
    if (!glide || rotating === autoplayingRef.current) return;
    autoplayingRef.current = rotating;
    if (rotating) glide.play();
    else glide.pause();
  }, [rotating]);

  // The root arrives before Glide's effect runs, so Glide mounts at the slide handed over.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      const state = element && handOver?.(element);
      if (state) {
        indexRef.current = state.index;
        setIndex(state.index);
        setHovered(state.hovered);
        setFocused(state.focused);
      }
      setRoot(element);
    },
    [handOver],
  );

  const toggleRotation = useCallback(() => setRotationOn(!rotationOnRef.current), [setRotationOn]);
  const go = useCallback((pattern: string) => {
    glideRef.current?.go(pattern);
  }, []);

  return {
    rootProps: {
      ref: attach,
      onMouseOver: () => setHovered(true),
      onMouseOut: (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !event.currentTarget.contains(to)) setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !event.currentTarget.contains(to)) setFocused(false);
      },
    },
    index,
    perView,
    rotationOn,
    rotating,
    toggleRotation,
    go,
    isSlideShown: (slide) => slide >= index && slide < index + perView,
  };
}
