// The text fields of the order pages' forms: the cancellation's and the return's IBAN and account
// holder, each with the server's refusal of it under it.
import type { FieldRefusal } from '../../../components/form/refused-fields';
import { TextField } from '../../../components/form/TextField';

/** The account a refund goes to when it cannot go back to the card. */
export interface RefundAccount {
  iban: string;
  holder: string;
}

export const NO_REFUND_ACCOUNT: RefundAccount = { iban: '', holder: '' };

/** The IBAN (upper-cased as typed) and the account holder's name, with the server's refusals of them. */
export function RefundAccountFields({
  id,
  labels,
  fields,
  account,
  onChange,
}: {
  id: string;
  labels: { iban: string; holder: string };
  fields: readonly FieldRefusal[];
  account: RefundAccount;
  onChange: (account: RefundAccount) => void;
}) {
  return (
    <>
      <TextField
        id={`${id}-iban`}
        label={labels.iban}
        error={fieldError(fields, 'iban')}
        value={account.iban}
        onChange={(value) => {
          onChange({ ...account, iban: value.toUpperCase() });
        }}
        dir="ltr"
        autoComplete="off"
        placeholder="TR00 0000 0000 0000 0000 0000 00"
      />
      <TextField
        id={`${id}-holder`}
        label={labels.holder}
        error={fieldError(fields, 'account_holder')}
        value={account.holder}
        onChange={(holder) => {
          onChange({ ...account, holder });
        }}
        autoComplete="name"
      />
    </>
  );
}

/** The server's message for `key`, empty when it named none. */
export function fieldError(fields: readonly FieldRefusal[], key: string): string {
  return fields.find((f) => f.key === key)?.message ?? '';
}
