// A table's head: one row naming its columns, in order.
import type { ReactNode } from 'react';

export function ColumnHeads({ names }: { names: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          // The columns are fixed: their place is their key.
          <th key={index} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
