import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { parse } from 'yaml';

/**
 * The value of a YAML file, as the `yaml` package's `parse` gives it (YAML 1.2, its core schema:
 * dates stay text), read about ten times faster: js-yaml reads the file, with scalars resolved by
 * the `yaml` package's own core rules below (js-yaml's would read `1_000` and `0b11` as numbers).
 * Whatever js-yaml does not read (a mistake, a tag such as `!!binary`, a complex key `? …`) is
 * read by `yaml`, so a file in error gets the same message it always had (read-record.ts). At
 * 10,000 pages a language, reading the content's YAML had been the largest part of the data check.
 */

/**
 * The `yaml` package's core-schema scalars (yaml/dist/schema/core): a plain scalar matching none
 * stays text. One type a tag: js-yaml keeps only the last of a tag's types.
 */
const coreScalar = (tag: string, pattern: RegExp, construct: (text: string) => unknown) =>
  new Type(tag, { kind: 'scalar', resolve: (text: string | null) => pattern.test(text ?? ''), construct });

const INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT =
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/;

const integer = (text: string) =>
  text.startsWith('0o')
    ? parseInt(text.slice(2), 8)
    : text.startsWith('0x')
      ? parseInt(text.slice(2), 16)
      : parseInt(text, 10);

const float = (text: string) =>
  /^[-+]?\.(?:inf|Inf|INF)$/.test(text)
    ? text.startsWith('-')
      ? -Infinity
      : Infinity
    : /nan$/i.test(text)
      ? NaN
      : parseFloat(text);

const CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('tag:yaml.org,2002:null', /^(?:~|[Nn]ull|NULL)?$/, () => null),
    coreScalar('tag:yaml.org,2002:bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => /^[Tt]/.test(text)),
    coreScalar('tag:yaml.org,2002:int', INT, integer),
    coreScalar('tag:yaml.org,2002:float', FLOAT, float),
  ],
});

/** A line that starts a complex key (`? key`): js-yaml and `yaml` turn such keys into different text. */
const COMPLEX_KEY = /^[ \t]*\?(?:[ \t]|$)/m;

/** `yaml`'s `parse(text)`, faster: throws `yaml`'s own error where the file is not valid YAML. */
export function parseCoreYaml(text: string): unknown {
  if (!COMPLEX_KEY.test(text)) {
    try {
      // An empty file is null to `yaml`, undefined to js-yaml.
      return load(text, { schema: CORE }) ?? null;
    } catch {
      // Read again below: `yaml`'s message, or its value where only js-yaml refused the file.
    }
  }
  return parse(text);
}
