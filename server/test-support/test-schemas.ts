/** The start of the names of the PostgreSQL schemas the tests of run `run` make: its end drops them all. */
export function testSchemaPrefix(run: string): string {
  return `t_${run}_`;
}
