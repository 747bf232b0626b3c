import { EmbedDocs, type EmbedDocsProps } from './EmbedDocs';

/** The component the examples render; the default example is the kit's own manifest. */
export const component = EmbedDocs;

/** Named examples: they feed the server-render tests, the live examples on /embed and the browser accessibility test. */
export const examples: Record<string, EmbedDocsProps> = {
  default: {},
  otherLoader: { loaderSrc: 'https://www.example.edu/widgets/index.js' },
};
