/** Values for a text's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/**
 * `text` with each `{name}` replaced by `params[name]` (one not given stays as written): the
 * catalogs' messages (translate.ts) and the phrases of data/site/record-pages.yaml.
 */
export const fillPlaceholders = (text: string, params: MessageParams): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
