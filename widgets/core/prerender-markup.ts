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

export function declarativeShadowRoot(innerHtml: string, stylesheetHref: string): string {
  return `<template shadowrootmode="open"><link rel="stylesheet" href="${stylesheetHref}"><div ${MOUNT_ATTRIBUTE}="">${innerHtml}</div></template>`;
}
