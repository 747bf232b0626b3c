import { createContext, createElement, useContext, type JSX } from 'react';

/** The tag of a widget, as the generated JSX typings know it (host/custom-elements.d.ts). */
type WidgetTag = Extract<keyof JSX.IntrinsicElements, `uni-${string}`>;

/** A widget's tag and its attributes, typed as JSX types `<uni-…>`. */
export type IslandProps<T extends WidgetTag> = { tag: T } & JSX.IntrinsicElements[T];

/**
 * What a server render gives an island: the HTML that goes inside the widget's tag (its
 * content) and the attributes it adds to the tag (when its code loads).
 */
export interface IslandServer {
  fill(
    tag: string,
    attributes: Record<string, unknown>,
  ): { innerHtml: string; serverAttributes: Record<string, string> };
}

/** Set by the build's page render (host/vite/prerender/render-page.tsx); absent in the browser. */
export const IslandServerContext = createContext<IslandServer | null>(null);

/**
 * What the host app's React leaves inside a widget's tag in the browser: nothing of its own.
 * Set as inner HTML, React hydrates no child of the tag (the prerendered widget content is the
 * widget's, hydrated by its own root) and never writes it again while the value stays the same.
 */
const WIDGET_OWNS_CONTENT = { __html: '' };

/**
 * A widget in a host page. In the browser it is the bare custom element, whose code renders
 * it; in the build's render it carries its own server render (in the light DOM) and the
 * moment its code should load (islands: widgets/autoload.ts), written as React renders it.
 */
export function Island<T extends WidgetTag>({ tag, ...attributes }: IslandProps<T>) {
  const server = useContext(IslandServerContext);
  if (!server)
    return createElement(tag, {
      ...attributes,
      dangerouslySetInnerHTML: WIDGET_OWNS_CONTENT,
      suppressHydrationWarning: true,
    });
  const { innerHtml, serverAttributes } = server.fill(tag, attributes);
  return createElement(tag, { ...attributes, ...serverAttributes, dangerouslySetInnerHTML: { __html: innerHtml } });
}
