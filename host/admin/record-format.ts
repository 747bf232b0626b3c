import { parse, stringify } from 'yaml';
import { LANGUAGE_CODES } from '../../data/i18n/languages';

/**
 * How the desk reads and writes a record file (registered with Decap as `record-yaml`).
 * Decap's own YAML format keeps a field the webmaster cleared as `hi: ''` and a blank
 * optional date as `expires: ''`; the schemas refuse an empty text, so a record saved that
 * way would fail the build. Here an empty or blank value is left out, texts are trimmed,
 * and the keys follow the form's order, as in a record written by hand.
 */

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

const isObject = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` without empty strings (after trimming) and without objects or lists left empty. */
export function withoutEmpty(value: Value): Value | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const kept = withoutEmpty(item);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

/** `record`'s keys in `order` first; keys it does not name keep theirs, after. */
function ordered(record: Record<string, Value>, order: readonly string[]): Record<string, Value> {
  const known = order.filter((key) => key in record);
  const rest = Object.keys(record).filter((key) => !order.includes(key));
  return Object.fromEntries([...known, ...rest].map((key) => [key, record[key]!]));
}

/** The form's order for the fields (Decap passes their names), the site's for the languages of a text. */
function inFieldOrder(record: Record<string, Value>, fieldOrder: readonly string[]): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(ordered(record, fieldOrder)).map(([key, value]) => [
      key,
      isObject(value) ? ordered(value, LANGUAGE_CODES) : value,
    ]),
  );
}

export const recordFormat = {
  fromFile: (text: string): Record<string, Value> => (parse(text) as Record<string, Value> | null) ?? {},
  toFile: (data: Record<string, Value>, fieldOrder: readonly string[] = []): string => {
    const record = (withoutEmpty(data) ?? {}) as Record<string, Value>;
    return stringify(inFieldOrder(record, fieldOrder), { lineWidth: 0 });
  },
};
