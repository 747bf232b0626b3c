import type { CustomElementsManifest } from 'virtual:custom-elements-manifest';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

export const attributes = {
  /** URL of the loader the snippets use (default: this site's `/widgets/index.js`) */
  loaderSrc: 'string',
} as const satisfies AttributeDeclarations;

/**
 * The props <EmbedDocs> receives: its attribute, and the manifest to document, which is not an
 * attribute (default: the kit's own, generated from the widget sources; the unit tests pass others).
 */
export type EmbedDocsProps = WidgetProps<typeof attributes> & { manifest?: CustomElementsManifest };
