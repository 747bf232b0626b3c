import { LANGUAGES, localeOf, type LanguageCode } from '../../data/i18n/languages';
import type { CreateElement, PreviewField, PreviewProps } from './decap';

/**
 * The preview beside the desk's form: the record as a visitor reads it, plainly: the title
 * in each language written (with its `lang`, so Marathi and Hindi are shaped and read
 * correctly), the dates as the site prints them, the PDF as a link, then the other fields.
 * Generic over the configured fields, so every kind gets one.
 */

type Data = Record<string, unknown>;

/** `2026-01-12` -> `12 January 2026`, as an Indian English reader writes it; anything else as it is. */
function readableDate(value: string, lang: LanguageCode = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString(localeOf(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function translations(h: CreateElement, text: Data, heading: boolean) {
  return LANGUAGES.filter(({ code }) => typeof text[code] === 'string').map(({ code, label }) =>
    h(
      heading ? 'h2' : 'p',
      { key: code, lang: code, className: 'translation' },
      h('span', { className: 'language' }, `${label} · `),
      text[code] as string,
    ),
  );
}

function fieldView(h: CreateElement, field: PreviewField, value: unknown, props: PreviewProps) {
  if (value === undefined || value === '') return null;
  if (field.widget === 'object' && typeof value === 'object' && value)
    return h(
      'section',
      { key: field.name, className: `field ${field.name}` },
      field.name === 'title' ? null : h('h3', null, field.label),
      ...translations(h, value as Data, field.name === 'title'),
    );
  if (field.widget === 'file') {
    const href = props.getAsset(String(value))?.toString() ?? String(value);
    const name = String(value).split('/').at(-1);
    return h('p', { key: field.name, className: 'field file' }, h('a', { href, target: '_blank' }, `PDF: ${name}`));
  }
  const text = field.widget === 'datetime' ? readableDate(String(value)) : String(value);
  return h('p', { key: field.name, className: `field ${field.name}` }, h('strong', null, `${field.label}: `), text);
}

/** The preview component Decap renders for one collection. */
export const recordPreview = (h: CreateElement) => (props: PreviewProps) => {
  const raw = props.entry.getIn(['data']);
  const data = (raw && typeof raw === 'object' ? raw.toJS() : {}) as Data;
  const fields = props.fields.toJS();
  return h(
    'article',
    { className: 'record', lang: 'en' },
    ...fields.map((field) => fieldView(h, field, data[field.name], props)),
  );
};

/** The preview's own look: the site's reading sizes, Devanagari-friendly line height. */
export const PREVIEW_CSS = `
body { font-size: 16px; line-height: 1.6; color: #1a1a1a; margin: 1.5rem; }
.record { max-width: 42rem; }
.title h2 { font-size: 1.35rem; margin: 0 0 .4rem; }
.translation .language { color: #5a5a5a; font-size: .8em; font-weight: normal; }
.field { margin: .5rem 0; }
.field h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
.file a { color: #0b57d0; }
`;
