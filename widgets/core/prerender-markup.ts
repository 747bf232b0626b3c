import { MOUNT_ATTRIBUTE } from '../runtime/protocol';

/**
 * What the build's prerenderer writes inside a widget's declarative shadow root, and what
 * the client renderer reads back to hydrate it; the names are in widgets/runtime/protocol.ts.
 */

/**
 * The shadow root the build writes. The mount point keeps the props the server rendered
 * with (JSON): by the time a widget's code loads, the host app may have changed its
 * attributes (a navigation, a language), and hydration must start from what the HTML shows.
 */
export function declarativeShadowRoot(
  innerHtml: string,
  stylesheetHref: string,
  serverProps: Record<string, unknown> = {},
): string {
  const props = JSON.stringify(serverProps).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<template shadowrootmode="open"><link rel="stylesheet" href="${stylesheetHref}"><div ${MOUNT_ATTRIBUTE}="${props}">${innerHtml}</div></template>`;
}

/** The props a prerendered mount point was rendered with; undefined where the mark does not say. */
export function serverPropsOf(mountPoint: Element): Record<string, unknown> | undefined {
  const text = mountPoint.getAttribute(MOUNT_ATTRIBUTE);
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}
