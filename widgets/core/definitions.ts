import type { ComponentType } from 'react';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** What the build's prerenderer needs to render a tag: its observed attributes and root component. */
export interface WidgetDefinition {
  tag: string;
  /** Observed attributes by camelCase prop name. */
  attributes: Record<string, AttributeType>;
  /** The same root component the custom element renders (error boundary and data loading included). */
  Root: ComponentType<Record<string, unknown>>;
}

/** Every widget defined so far, also under Node where custom elements do not exist. */
export const widgetDefinitions = new Map<string, WidgetDefinition>();
