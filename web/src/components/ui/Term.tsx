// A row of a description list (a total, a fact of an order, a bank account's detail): the term and
// what it says, in one <div> so the list can lay each row out as a line.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type TermProps = ComponentPropsWithoutRef<'div'> & {
  label: ReactNode;
  children: ReactNode;
  valueClassName?: string;
  valueTestId?: string;
};

export function Term({ label, children, valueClassName, valueTestId, ...row }: TermProps) {
  return (
    <div {...row}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  );
}
