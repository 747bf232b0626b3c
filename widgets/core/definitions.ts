import type { ComponentType } from 'react';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * When a prerendered widget downloads its code and hydrates (islands):
 * - `never`: its server HTML is final (links and text only), so the page ships none of its JavaScript;
 * - `visible`: when it scrolls into view (a carousel that moves by itself);
 * - `idle`: once the page is idle after load (it must work before the visitor reaches it);
 * - `interaction`: on the first pointer, touch or focus inside it (buttons, forms).
 * A widget created in the browser (embedded, or after a client-side navigation) always renders at once.
 */
export type HydrateOn = 'never' | 'visible' | 'idle' | 'interaction';

/** When a widget hydrates: one choice for every instance, or chosen from an instance's props (a page with a form). */
export type HydrateRule = HydrateOn | ((props: Record<string, unknown>) => HydrateOn);

/** What the build's prerenderer needs to render a tag: its observed attributes and root component. */
export interface WidgetDefinition {
  tag: string;
  /** Observed attributes by camelCase prop name. */
  attributes: Record<string, AttributeType>;
  /** The same root component the custom element renders (error boundary and data loading included). */
  Root: ComponentType<Record<string, unknown>>;
  hydrate: HydrateRule;
}

/** Every widget defined so far, also under Node where custom elements do not exist. */
export const widgetDefinitions = new Map<string, WidgetDefinition>();
