type ShellSchemas = typeof import('./shellSchemas');

/**
 * An answer and the shell's schemas, fetched together, then parsed: the schemas stay out of the
 * first script without making any query wait longer than its answer.
 */
export async function parseShell<T>(answer: Promise<unknown>, parse: (schemas: ShellSchemas, data: unknown) => T): Promise<T> {
  const [data, schemas] = await Promise.all([answer, import('./shellSchemas')]);
  return parse(schemas, data);
}
