import type { CustomElementsManifest } from 'virtual:custom-elements-manifest';
import { defineWidget } from '../core/define-widget';
import type { AttributeDeclarations, WidgetProps } from '../core/definitions';
import { EmbedDocs } from './EmbedDocs';

const attributes = {
  /** URL of the loader the snippets use (default: this site's `/widgets/index.js`) */
  loaderSrc: 'string',
} as const satisfies AttributeDeclarations;

/**
 * The props <EmbedDocs> receives: its attribute, and the manifest to document, which is not an
 * attribute (default: the kit's own, generated from the widget sources; the unit tests pass others).
 */
export type EmbedDocsProps = WidgetProps<typeof attributes> & { manifest?: CustomElementsManifest };

/**
 * `<uni-embed-docs>`: how to embed the widgets on any page: the loader snippet,
 * a builder (choose a widget, set its attributes or a data URL, see the live
 * preview and the snippet update), and for every tag of the kit what it shows,
 * its attributes (from the generated custom-elements.json), the copy-paste
 * snippet and a live example.
 */
defineWidget({
  tag: 'uni-embed-docs',
  hydrate: 'visible',
  component: EmbedDocs,
  attributes,
});
