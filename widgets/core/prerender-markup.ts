/**
 * What the build's prerenderer writes inside a widget's declarative shadow root,
 * and what the client renderer looks for to hydrate it. Kept in one place so the
 * two cannot drift apart.
 */
export const MOUNT_ATTRIBUTE = 'data-uni-mount';
/** On a prerendered widget's tag: when its code loads (a HydrateOn of widgets/core/definitions.ts). */
export const HYDRATE_ATTRIBUTE = 'data-uni-hydrate';
/** Fired on a prerendered widget's element once its hydration has committed. */
export const HYDRATED_EVENT = 'uni-hydrated';

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
