// A select of whole numbers (a year, an age, a month count), each shown as it is.
import type { ComponentProps } from 'react';

type NumberSelectProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  numbers: readonly number[];
  /** The text of an empty first choice, for a select that starts unchosen. */
  choose?: string;
};

export function NumberSelect({ numbers, choose, ...select }: NumberSelectProps) {
  return (
    <select className="member-input" {...select}>
      {choose !== undefined && <option value="">{choose}</option>}
      {numbers.map((n) => (
        <option key={n} value={String(n)}>
          {n}
        </option>
      ))}
    </select>
  );
}
