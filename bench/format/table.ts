export interface Column<Row> {
  header: string;
  cell: (row: Row) => string;
  /** Figures line up on the right; names on the left. */
  align?: 'left' | 'right';
}

/** A plain-text table with a title, a header row and aligned columns, ready to print. */
export function renderTable<Row>(
  title: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): string {
  const cells = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const renderLine = (values: readonly string[]) =>
    values
      .map((value, index) => {
        const width = widths[index] ?? 0;
        return columns[index]?.align === 'right' ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const header = renderLine(columns.map((column) => column.header));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [title, '', header, rule, ...cells.map(renderLine)].join('\n');
}
