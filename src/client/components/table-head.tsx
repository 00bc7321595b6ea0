/** A table's column headings. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
