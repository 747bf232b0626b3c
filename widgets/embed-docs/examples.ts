import type { CustomElementsManifest } from 'virtual:custom-elements-manifest';
import { EmbedDocs, type EmbedDocsProps } from './EmbedDocs';

/** The component the examples render; the default example is the kit's own manifest. */
export const component = EmbedDocs;

const oneWidget: CustomElementsManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'widgets/x/element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'UniXElement',
          tagName: 'uni-x',
          customElement: true,
          description: 'A widget without attributes.',
          attributes: [],
        },
      ],
    },
  ],
};

/** Named examples: they feed the server-render tests. */
export const examples: Record<string, EmbedDocsProps> = {
  default: {},
  otherLoader: { loaderSrc: 'https://www.example.edu/widgets/index.js' },
  oneWidgetWithoutAttributes: { manifest: oneWidget },
  emptyManifest: { manifest: { schemaVersion: '2.1.0', modules: [] } },
};
