import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { R2WCRenderer } from '@r2wc/core';
import { MOUNT_ATTRIBUTE } from './prerender-markup';

/**
 * The React renderer r2wc drives. We use our own (instead of the default one in
 * @r2wc/react-to-web-component) because:
 * - errors caught by the widget's error boundary are logged once, by the boundary,
 *   not a second time by React's default `onCaughtError`;
 * - a prerendered widget (declarative shadow root from the build) is hydrated,
 *   not rendered again, and its inline stylesheet link gives way to the shared sheet;
 * - a host framework that removes an element during its own render would make a
 *   synchronous `root.unmount()` warn, so unmounting waits a microtask, and an
 *   element moved in the DOM (disconnected then connected again) keeps its root.
 */
interface Mounted {
  root: Root;
  component: ComponentType<any>;
  container: HTMLElement;
  lastProps: Record<string, unknown>;
}

const roots = new WeakMap<HTMLElement, { mounted: Mounted; unmountPending: boolean }>();
const rootOptions = { onCaughtError: () => {} };

/** r2wc mutates one props object in place, so we keep a copy to compare the next update with. */
function render(mounted: Mounted, props: Record<string, unknown>) {
  mounted.lastProps = { ...props };
  mounted.root.render(createElement(mounted.component, mounted.lastProps));
}

/** Equal props, where a missing prop and one set to undefined count as the same. */
const shallowEqual = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => Object.is(a[key], b[key]));

/** The element React renders into: the prerendered one when the build left one, else a new one. */
function mountPoint(container: HTMLElement): { element: HTMLElement; prerendered: boolean } {
  const children = Array.from(container.children) as HTMLElement[];
  const existing = children.find((child) => child.hasAttribute(MOUNT_ATTRIBUTE));
  for (const link of children.filter((child) => child.localName === 'link')) link.remove();
  if (existing) return { element: existing, prerendered: existing.hasChildNodes() };
  const element = document.createElement('div');
  element.setAttribute(MOUNT_ATTRIBUTE, '');
  container.append(element);
  return { element, prerendered: false };
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
    const element = createElement(component, props);
    const root = target.prerendered ? hydrateRoot(target.element, element, rootOptions) : createRoot(target.element, rootOptions);
    const mounted = { root, component, container, lastProps: { ...props } };
    if (!target.prerendered) render(mounted, props);
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
      mounted.root.unmount();
    });
  },
};
