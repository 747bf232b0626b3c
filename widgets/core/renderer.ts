import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { R2WCRenderer } from '@r2wc/core';

/**
 * The React renderer r2wc drives. We use our own (instead of the default one in
 * @r2wc/react-to-web-component) for two reasons:
 * - errors caught by the widget's error boundary are logged once, by the boundary,
 *   not a second time by React's default `onCaughtError`;
 * - a host framework that removes an element during its own render would make a
 *   synchronous `root.unmount()` warn, so unmounting waits a microtask, and an
 *   element moved in the DOM (disconnected then connected again) keeps its root.
 */
interface Mounted {
  root: Root;
  component: ComponentType<any>;
  container: HTMLElement;
}

const roots = new WeakMap<HTMLElement, { mounted: Mounted; unmountPending: boolean }>();

function render(mounted: Mounted, props: object) {
  mounted.root.render(createElement(mounted.component, props));
}

export const widgetRenderer: R2WCRenderer<any, Mounted> = {
  mount(container, component, props) {
    const existing = roots.get(container);
    if (existing) {
      existing.unmountPending = false;
      render(existing.mounted, props);
      return existing.mounted;
    }
    const root = createRoot(container, { onCaughtError: () => {} });
    const mounted = { root, component, container };
    roots.set(container, { mounted, unmountPending: false });
    render(mounted, props);
    return mounted;
  },
  update(mounted, props) {
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
