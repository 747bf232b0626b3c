/**
 * The little of Decap CMS's global API the desk uses (the prebuilt bundle sets `window.CMS`
 * and shares its own React through `window.h`, React.createElement). Decap passes
 * Immutable.js values to previews; `toJS()` turns them into plain ones.
 */

interface Immutable<T> {
  toJS(): T;
}

/** A field of the collection as configured (host/admin/cms-config.ts writes them). */
export interface PreviewField {
  name: string;
  label: string;
  widget: string;
  fields?: PreviewField[];
}

export interface PreviewProps {
  entry: { getIn(path: string[]): Immutable<unknown> | string | undefined };
  fields: Immutable<PreviewField[]>;
  getAsset(path: string): { toString(): string } | undefined;
}

/** Decap's element factory: React.createElement of the React inside the bundle. */
export type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface DecapCms {
  init(options?: { config?: Record<string, unknown> }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: never, fieldOrder?: string[]): string },
  ): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(css: string, options: { raw: true }): void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    h?: CreateElement;
    /** Read by the bundle when it loads: we register our format and previews before Decap starts. */
    CMS_MANUAL_INIT?: boolean;
  }
}
