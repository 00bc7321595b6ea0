/** A column heading: its text, or its text and a class (a column of figures set to the right, say). */
export type Column = string | { label: string; className: string };

/** A table's column headings. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) =>
          typeof column === 'string' ? (
            <th key={i} scope="col">
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
