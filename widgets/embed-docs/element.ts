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
  // Reading the docs needs no code: it loads at the first interaction, or when a live preview
  // (`data-uni-live`) comes into view, so the page costs what a content page costs until then.
  hydrate: 'live',
  component: EmbedDocs,
  attributes,
});
