// `npm run new-widget -- <name>`: writes a working widget folder, widgets/<name>/ (component,
// props, element, examples, test), its catalog keys in en, mr and hi, and the host's typings of the
// new tag. The registry, the manifest, /embed, the frame pages and the tests find it by its folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHostTypings } from './write-typings.mjs';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The new widget's messages: real Marathi and Hindi (the terms of ../shared/design/GLOSSARY.md), to be rewritten with the widget's text. */
const messages = (key) => ({
  en: { [`${key}.heading`]: 'New section', [`${key}.intro`]: 'This section is ready for its content.' },
  mr: { [`${key}.heading`]: 'नवीन विभाग', [`${key}.intro`]: 'हा विभाग त्याच्या मजकुरासाठी तयार आहे.' },
  hi: { [`${key}.heading`]: 'नया अनुभाग', [`${key}.intro`]: 'यह अनुभाग अपनी सामग्री के लिए तैयार है।' },
});

function widgetFiles(name) {
  const Component = pascal(name);
  const key = camel(name);
  const tag = `uni-${name}`;
  return {
    [`${Component}.tsx`]: `import { useId } from 'react';
import { useI18n } from '../core/i18n';
import type { ${Component}Props } from './props';

/** \`<${tag}>\`: a heading and a paragraph, in the page's language. */
export function ${Component}({ heading }: ${Component}Props) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-screen-xl px-4 py-6">
      <h2 id={headingId} className="m-0 mb-2 text-2xl font-bold text-brand">
        {heading ?? t('${key}.heading')}
      </h2>
      <p className="m-0">{t('${key}.intro')}</p>
    </section>
  );
}
`,
    'props.ts': `import type { AttributeDeclarations, WidgetProps } from '../core/definitions';

/** Each attribute once: its type, \`default\` and \`values\` where it has them, and a JSDoc description. */
export const attributes = {
  /** the heading (default: the catalog's \`${key}.heading\` in the widget's language) */
  heading: 'string',
} as const satisfies AttributeDeclarations;

/** The props <${Component}> receives: its attributes (a widget with data: \`WidgetProps<typeof attributes, Data>\`). */
export type ${Component}Props = WidgetProps<typeof attributes>;
`,
    'element.ts': `import { defineWidget } from '../core/define-widget';
import { ${Component} } from './${Component}';
import { attributes } from './props';

/**
 * \`<${tag}>\`: a heading and a paragraph (describe here what the widget shows).
 * @example <${tag} heading="Notices"></${tag}>
 */
defineWidget({
  tag: '${tag}',
  hydrate: 'never',
  component: ${Component},
  attributes,
});
`,
    'examples.ts': `import type { WidgetExample } from '../core/definitions';
import type { ${Component}Props } from './props';
import { ${Component} } from './${Component}';

/** The component the examples render; the default example is the widget as shipped. */
export const component = ${Component};

/** Named examples: they feed the server-render tests, the live examples on /embed and the browser accessibility test. */
export const examples: Record<string, WidgetExample<${Component}Props>> = {
  default: {},
  ownHeading: { heading: 'Notices' },
};
`,
    [`${name}.test.tsx`]: `import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../core/i18n';
import { ${Component} } from './${Component}';

describe('<${tag}>', () => {
  it('shows its heading from the catalog, in the widget language', () => {
    expect(renderToString(<${Component} />)).toContain('New section');
    const marathi = renderToString(
      <LanguageProvider lang="mr">
        <${Component} />
      </LanguageProvider>,
    );
    expect(marathi).toContain('नवीन विभाग');
  });

  it('shows the heading attribute instead', () => {
    expect(renderToString(<${Component} heading="Notices" />)).toContain('>Notices</h2>');
  });
});
`,
  };
}

/** Writes widgets/<name>/ and the catalog keys into the project at `root`; returns the files written. */
export function createWidget(root, name) {
  if (!NAME.test(name))
    throw new Error(`"${name}" is not a widget name: lowercase words joined by hyphens, like notice-board`);
  const folder = join(root, 'widgets', name);
  if (existsSync(folder)) throw new Error(`widgets/${name} already exists`);
  mkdirSync(folder);
  const written = [];
  for (const [file, text] of Object.entries(widgetFiles(name))) {
    writeFileSync(join(folder, file), text);
    written.push(`widgets/${name}/${file}`);
  }
  for (const [lang, entries] of Object.entries(messages(camel(name)))) {
    const file = join(root, 'data/i18n/messages', `${lang}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify({ ...catalog, ...entries }, null, 2)}\n`);
    written.push(`data/i18n/messages/${lang}.json`);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const name = process.argv[2];
  if (!name) {
    console.error('usage: npm run new-widget -- <name>   (for example: npm run new-widget -- notice-board)');
    process.exit(1);
  }
  try {
    for (const file of createWidget(root, name)) console.log(`wrote ${file}`);
    for (const file of await writeHostTypings(root)) console.log(`wrote ${file}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
