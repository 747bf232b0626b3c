import type { WidgetExample } from '../core/definitions';
import type { EmbedDocsProps } from './props';
import { EmbedDocs } from './EmbedDocs';

/** The component the examples render; the default example is the kit's own manifest. */
export const component = EmbedDocs;

/** Named examples: they feed the server-render tests, the live examples on /embed and the browser accessibility test. */
export const examples: Record<string, WidgetExample<EmbedDocsProps>> = {
  default: {},
  otherLoader: { loaderSrc: 'https://www.example.edu/widgets/index.js' },
};
