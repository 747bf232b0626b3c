import { defineWidget } from '../core/define-widget';
import { EmbedDocs } from './EmbedDocs';
import { attributes } from './props';

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
