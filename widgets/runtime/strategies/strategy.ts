/**
 * When a prerendered island loads its code, as its `data-uni-hydrate` mark says (Astro's
 * `client:idle`, `client:visible`): a strategy calls `hydrate` when its moment comes, and
 * returns what stops it waiting, if it holds anything (the tag's code came another way).
 */
export type HydrationStrategy = (element: Element, hydrate: () => void) => (() => void) | void;
