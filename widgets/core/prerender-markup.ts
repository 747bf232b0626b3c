import { MOUNT_ATTRIBUTE } from '../runtime/protocol';

/**
 * What the build's prerenderer writes inside a widget's tag on the host's own pages, and what
 * the client renderer reads back to hydrate it; the names are in widgets/runtime/protocol.ts.
 * The content is in the light DOM, styled by the widget stylesheet the page links once: every
 * reader gets it, with or without scripts or Shadow DOM (docs/developers/decisions.md,
 * "Pages without shadow DOM").
 */

/**
 * The mount point the build writes. It keeps the props the server rendered with (JSON): by
 * the time a widget's code loads, the host app may have changed its attributes (a
 * navigation, a language), and hydration must start from what the HTML shows.
 */
export function prerenderedMount(innerHtml: string, serverProps: Record<string, unknown> = {}): string {
  const props = JSON.stringify(serverProps).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div ${MOUNT_ATTRIBUTE}="${props}">${innerHtml}</div>`;
}

/** The props a prerendered mount point was rendered with; undefined where the mark does not say. */
export function serverPropsOf(mountPoint: Element): Record<string, unknown> | undefined {
  const text = mountPoint.getAttribute(MOUNT_ATTRIBUTE);
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}
