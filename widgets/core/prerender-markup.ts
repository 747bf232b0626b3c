/**
 * What the build's prerenderer writes inside a widget's declarative shadow root,
 * and what the client renderer looks for to hydrate it. Kept in one place so the
 * two cannot drift apart.
 */
export const MOUNT_ATTRIBUTE = 'data-uni-mount';

export function declarativeShadowRoot(innerHtml: string, stylesheetHref: string): string {
  return `<template shadowrootmode="open"><link rel="stylesheet" href="${stylesheetHref}"><div ${MOUNT_ATTRIBUTE}="">${innerHtml}</div></template>`;
}
