import { createElement, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { R2WCRenderer } from '@r2wc/core';
import { serverPropsOf } from './prerender-markup';
import { MOUNT_ATTRIBUTE } from '../runtime/protocol';
import { queueHydration } from '../runtime/hydration-queue';
import { whenWidgetStylesReady } from './styles';
import { inheritedLanguage } from './i18n';
import { DEFAULT_LANGUAGE, languageOf, type LanguageCode } from '../../data/i18n/languages';
import { widgetDefinitions } from './definitions';
import { languagesLoading } from '../../data/i18n/language-packs';

/**
 * The React renderer r2wc drives. We use our own (instead of the default one in
 * @r2wc/react-to-web-component) because:
 * - errors caught by the widget's error boundary are logged once, by the boundary,
 *   not a second time by React's default `onCaughtError`;
 * - a prerendered widget (its content from the build, in the light DOM) is hydrated,
 *   not rendered again, one widget per task and those in view first
 *   (widgets/runtime/hydration-queue.ts);
 * - a host framework that removes an element during its own render would make a
 *   synchronous `root.unmount()` warn, so unmounting waits a microtask, and an
 *   element moved in the DOM (disconnected then connected again) keeps its root.
 */
/** Where a widget renders: its shadow root, or the element itself when prerendered in the light DOM. */
export type WidgetContainer = ShadowRoot | HTMLElement;

/** The widget's element, whichever its container is. */
export const widgetHost = (container: WidgetContainer): Element => (container as ShadowRoot).host ?? container;

interface Mounted {
  /** Undefined while a prerendered widget waits for its turn to hydrate. */
  root?: Root;
  component: ComponentType<any>;
  container: WidgetContainer;
  lastProps: Record<string, unknown>;
  /** For a hydrated widget: how new props reach it once hydration has committed. */
  setProps?: (props: Record<string, unknown>) => void;
  /** A hydrated root takes props only through `setProps`. */
  hydrating?: boolean;
  /** Removed while its hydration was still under way: unmount once hydration has committed. */
  unmountAfterHydration?: boolean;
  /** Set once unmounted: a render still waiting for the stylesheet then does nothing. */
  unmounted?: boolean;
  /** Takes a prerendered widget out of the hydration queue, while it waits there. */
  leaveQueue?: () => void;
}

type Props = Record<string, unknown>;

/**
 * Wraps a hydrated widget: it renders the server's props first (so hydration
 * matches), and takes later props through state once hydration has committed;
 * a root.render() during hydration would make React throw the server HTML away.
 */
function Hydrated({
  component,
  serverProps,
  connect,
}: {
  component: ComponentType<any>;
  serverProps: Props;
  connect: (set: (props: Props) => void) => void;
}) {
  const [props, setProps] = useState(serverProps);
  useEffect(() => connect(setProps), [connect]);
  return createElement(component, props);
}

const roots = new WeakMap<WidgetContainer, { mounted: Mounted; unmountPending: boolean }>();
const rootOptions = { onCaughtError: () => {} };

/** r2wc mutates one props object in place, so we keep a copy to compare the next update with. */
function render(mounted: Mounted, props: Record<string, unknown>) {
  mounted.lastProps = { ...props };
  if (mounted.setProps) mounted.setProps(mounted.lastProps);
  else if (mounted.root && !mounted.hydrating)
    // A widget created in the browser paints once its stylesheet is in place, never unstyled.
    whenWidgetStylesReady(() => {
      if (!mounted.unmounted) mounted.root?.render(createElement(mounted.component, mounted.lastProps));
    });
}

/** Equal props, where a missing prop and one set to undefined count as the same. */
const shallowEqual = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => Object.is(a[key], b[key]));

/** The element React renders into: the prerendered one when the build left one, else a new one. */
function mountPoint(container: WidgetContainer): { element: HTMLElement; prerendered: boolean } {
  const existing = Array.from(container.children).find((child) => child.hasAttribute(MOUNT_ATTRIBUTE)) as
    HTMLElement | undefined;
  if (existing) return { element: existing, prerendered: existing.hasChildNodes() };
  const element = document.createElement('div');
  element.setAttribute(MOUNT_ATTRIBUTE, '');
  container.append(element);
  return { element, prerendered: false };
}

/**
 * What hydration renders with: the props the server rendered (kept on the mount point),
 * not the element's current ones, which the host app may have changed while the code
 * loaded (React error 418 on the first client-side navigation). The current ones follow.
 */
function hydrationProps(mountElement: HTMLElement, props: Props): Props {
  const server = serverPropsOf(mountElement);
  if (!server) return { ...props };
  const attributesUnset = Object.fromEntries(Object.keys(props).map((key) => [key, undefined]));
  return { ...attributesUnset, container: props.container, ...server };
}

/** The languages a prerendered widget's HTML is written in: its own and any passage's (`lang` attributes). */
function languagesIn(element: HTMLElement): LanguageCode[] {
  const tags = [
    inheritedLanguage(element),
    ...Array.from(element.querySelectorAll('[lang]'), (node) => node.getAttribute('lang')),
  ];
  return tags.map(languageOf).filter((lang) => lang !== undefined);
}

/**
 * What must be loaded before a prerendered widget hydrates, so that its first render is the very
 * HTML the server wrote: each language that HTML is written in, and the data its render reads
 * (its definition's `hydrationData`, such as the page's data), for the props and language the
 * server rendered with, not the element's current ones (the host app may have moved it on).
 */
function hydrationPrerequisites(
  container: WidgetContainer,
  element: HTMLElement,
  serverProps: Props,
): Promise<unknown> | undefined {
  const languages = languagesLoading(languagesIn(element));
  const host = widgetHost(container);
  const data = widgetDefinitions.get(host.localName)?.hydrationData;
  if (!data) return languages;
  const lang = languageOf((serverProps.lang as string | undefined) || inheritedLanguage(host)) ?? DEFAULT_LANGUAGE;
  return Promise.all([languages, data(serverProps, lang)]);
}

interface HydrationJob {
  mounted: Mounted;
  target: HTMLElement;
  serverProps: Record<string, unknown>;
}

function hydrate({ mounted, target, serverProps }: HydrationJob) {
  mounted.hydrating = true;
  // Attributes that changed while the widget waited are applied once hydration has committed.
  const connect = (setProps: (props: Props) => void) => {
    mounted.setProps = setProps;
    if (mounted.unmountAfterHydration) setTimeout(() => mounted.root?.unmount());
    else if (!shallowEqual(mounted.lastProps, serverProps)) setProps(mounted.lastProps);
  };
  mounted.root = hydrateRoot(target, createElement(Hydrated, { component: mounted.component, serverProps, connect }), {
    ...rootOptions,
    // The widgets of a host page share one document: React's ids start with the tag, as the build's (render-page.tsx).
    identifierPrefix: widgetHost(mounted.container).localName,
  });
}

export const widgetRenderer: R2WCRenderer<any, Mounted> = {
  mount(container, component, props) {
    const existing = roots.get(container);
    if (existing) {
      existing.unmountPending = false;
      render(existing.mounted, props);
      return existing.mounted;
    }
    const target = mountPoint(container);
    const mounted: Mounted = { component, container, lastProps: { ...props } };
    // Only the host's own pages are prerendered: the embed kit's build drops this branch.
    if (target.prerendered && !import.meta.env.UNI_EMBED_KIT) {
      const job = { mounted, target: target.element, serverProps: hydrationProps(target.element, props) };
      // Hydration must render the very text the server wrote, in each language it wrote.
      const enqueue = () => {
        if (!mounted.unmounted) mounted.leaveQueue = queueHydration(job.target, () => hydrate(job));
      };
      const loading = hydrationPrerequisites(container, target.element, job.serverProps);
      // Without its data it would hydrate other HTML than the server's: it stays as prerendered.
      const noData = (error: unknown) =>
        console.error(
          `<${widgetHost(container).localName}> stays as prerendered: ${error instanceof Error ? error.message : String(error)}`,
        );
      if (loading) void loading.then(enqueue, noData);
      else enqueue();
    } else {
      mounted.root = createRoot(target.element, rootOptions);
      render(mounted, props);
    }
    roots.set(container, { mounted, unmountPending: false });
    return mounted;
  },
  update(mounted, props) {
    // r2wc calls update right after mount with the same props; rendering then would
    // interrupt hydration (React error 424) and re-render everything on the client.
    if (shallowEqual(mounted.lastProps, props)) return;
    render(mounted, props);
  },
  unmount(mounted) {
    const entry = roots.get(mounted.container);
    if (!entry) return;
    entry.unmountPending = true;
    queueMicrotask(() => {
      if (!entry.unmountPending) return;
      roots.delete(mounted.container);
      mounted.unmounted = true;
      mounted.leaveQueue?.();
      // Unmounting a root whose hydration has not committed yet is an update during
      // hydration (React error 424): wait for the commit instead.
      if (mounted.hydrating && !mounted.setProps) mounted.unmountAfterHydration = true;
      else mounted.root?.unmount();
    });
  },
};
