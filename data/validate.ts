import type { ZodType, core } from 'zod';

/** Bad data names where it came from and which field is wrong, e.g. `data/site/footer.yaml: [2].link: expected string`. */
export class DataError extends Error {
  constructor(
    readonly source: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${source}: ${field || '(root)'}: ${reason}`);
    this.name = 'DataError';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function firstIssue(issues: readonly core.$ZodIssue[], source: string): DataError {
  const issue = issues[0];
  return new DataError(source, formatPath(issue.path), issue.message);
}

/** Returns the value typed by the schema, or throws a DataError naming source and field. */
export function checkData<T>(schema: ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw firstIssue(result.error.issues, source);
  return result.data;
}
