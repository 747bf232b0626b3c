import type { ComponentType } from 'react';
import type { WidgetDataSource } from './widget-data';
import type { KitDataFile } from './kit-data';
import type { LanguageCode } from '../../data/i18n/languages';

/**
 * What a prerendered widget's hydration waits for besides its languages: data its render reads
 * from a store filled by fetches (the page's data), loaded for the props and language the server
 * rendered with, so that hydration's first render is the server's HTML even when the host app has
 * moved the element on meanwhile. If it fails, the widget keeps its prerendered HTML and does not hydrate.
 */
export type HydrationData = (serverProps: Record<string, unknown>, lang: LanguageCode) => Promise<unknown>;

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The value an attribute of this type gives the component. */
interface AttributeValues {
  string: string;
  number: number;
  boolean: boolean;
  json: unknown;
}

/**
 * One attribute, declared once in its widget's props.ts (the `attributes` its element.ts passes to `defineWidget`):
 * its type, and optionally the value it has when absent and the values it allows.
 * Its description is the JSDoc comment right above it (read by the manifest generator).
 * The shorthand `'string'` means `{ type: 'string' }`.
 */
export type AttributeDeclaration =
  | AttributeType
  | {
      type: AttributeType;
      /** The value when the attribute is absent or empty; the component receives it. */
      default?: string | number | boolean;
      /** The only values it takes (a string attribute); they become its TypeScript type. */
      values?: readonly string[];
    };

export type AttributeDeclarations = Record<string, AttributeDeclaration>;

/** An attribute declaration in its long form. */
export interface AttributeSpec {
  type: AttributeType;
  default?: string | number | boolean;
  values?: readonly string[];
}

export const attributeSpec = (declaration: AttributeDeclaration): AttributeSpec =>
  typeof declaration === 'string' ? { type: declaration } : declaration;

type ValueOf<D> = D extends AttributeType
  ? AttributeValues[D]
  : D extends { values: readonly (infer V)[] }
    ? V
    : D extends { type: infer T extends AttributeType }
      ? AttributeValues[T]
      : never;

/**
 * The component props the declared attributes give: an attribute with a default is
 * always set, the others may be absent.
 */
export type AttributeProps<A extends AttributeDeclarations> = {
  [K in keyof A as A[K] extends { default: unknown } ? K : never]: ValueOf<A[K]>;
} & {
  [K in keyof A as A[K] extends { default: unknown } ? never : K]?: ValueOf<A[K]>;
};

/**
 * The props a widget's component receives: its declared attributes (`AttributeProps`) and,
 * for a widget that shows data of type `D`, that data and `bundledData`: whether the data is
 * the kit's own sample, not the embedder's (links to the university's feeds fit only then).
 * Each props.ts names its component's props with it, from the same declarations element.ts passes to `defineWidget`.
 */
export type WidgetProps<A extends AttributeDeclarations = {}, D = never> = AttributeProps<A> &
  ([D] extends [never] ? {} : { data: D; bundledData?: boolean });

/**
 * One of a widget's examples (its examples.ts) as a page writes it: the attributes it sets (one
 * with a declared default may be left out) and its data. Rendered directly, it takes the declared
 * defaults first (`withDeclaredDefaults`), as the element does.
 */
export type WidgetExample<P> = Partial<Omit<P, 'data' | 'bundledData'>> & Pick<P, Extract<keyof P, 'data'>>;

/** The props a component receives from the attributes a page gives: each one left out takes its declared default. */
export function withDeclaredDefaults(
  given: Record<string, unknown>,
  declared: Record<string, AttributeSpec>,
): Record<string, unknown> {
  const props = { ...given };
  for (const [prop, spec] of Object.entries(declared))
    if (props[prop] === undefined && spec.default !== undefined) props[prop] = spec.default;
  return props;
}

/** `navigationTarget` -> `navigation-target`: an attribute's name from its prop's. */
export const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `navigation-target` -> `navigationTarget`. */
export const propName = (attribute: string) => attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * When a prerendered widget downloads its code and hydrates (islands):
 * - `never`: its server HTML is final (links and text only), so the page ships none of its JavaScript;
 * - `visible`: when it scrolls into view (a carousel that moves by itself);
 * - `idle`: once the page is idle after load (it must work before the visitor reaches it);
 * - `interaction`: on the first pointer, touch or focus inside it (buttons, forms);
 * - `live`: as `interaction`, or when one of its parts marked `data-uni-live` comes into view
 *   (the embed docs: reading needs no code, their live previews do).
 * A widget created in the browser (embedded, or after a client-side navigation) always renders at once.
 */
export type HydrateOn = 'never' | 'visible' | 'idle' | 'interaction' | 'live';

/** When a widget hydrates: one choice for every instance, or chosen from an instance's props (a page with a form). */
export type HydrateRule = HydrateOn | ((props: Record<string, unknown>) => HydrateOn);

/** What the build needs to render and document a tag. */
export interface WidgetDefinition {
  tag: string;
  /** Observed attributes by camelCase prop name (`lang`, and `src` for a data widget, included). */
  attributes: Record<string, AttributeType>;
  /** The widget's own declared attributes (`src` and `lang` excluded), in declaration order. */
  declared: Record<string, AttributeSpec>;
  /** Whether it shows data (bundled sample, `src` or inline JSON). */
  takesData: boolean;
  /** A data widget's bundled sample and the schema it (and any embedder's data) must pass; `file`: its kit file (kit-data.ts). */
  data?: WidgetDataSource<unknown> & { file?: KitDataFile };
  /** The same root component the custom element renders (error boundary and data loading included). */
  Root: ComponentType<Record<string, unknown>>;
  hydrate: HydrateRule;
  hydrationData?: HydrationData;
}

/** Every widget defined so far, also under Node where custom elements do not exist. */
export const widgetDefinitions = new Map<string, WidgetDefinition>();
