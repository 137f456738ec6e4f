// The tax-office picker of a corporate invoice address (spec sections 2, 5, 9): the offices of the
// address's province, 15 shown and more on scroll, searched from 2 characters with Turkish case
// folding. When the list fails to load the field is free text, as a region level is.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translate';
import { taxOfficesQuery } from '../api/get-tax-offices';
import { SearchSelect } from './SearchSelect';
import { TextField } from '../../../components/form/TextField';

/** Spec section 5: the tax-office search acts from 2 characters. */
export const TAX_OFFICE_SEARCH_MIN = 2;

export interface TaxOfficePickerProps {
  id: string;
  /** The province's code; '' asks for every office. */
  city: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  error?: string | undefined;
}

const same = (office: string) => office;

export function TaxOfficePicker({ id, city, value, onChange, onFocus, error }: TaxOfficePickerProps) {
  const { t } = useTranslation();
  const offices = useQuery(taxOfficesQuery(city));
  const label = t('address.fields.taxOffice');
  if (offices.isError) {
    return <TextField id={id} label={label} value={value} maxLength={100} error={error ?? ''} alert onFocus={onFocus} onChange={onChange} />;
  }
  return (
    <SearchSelect
        id={id}
        testId={`${id}-field`}
        label={label}
        items={offices.data ?? []}
        keyOf={same}
        titleOf={same}
        value={value}
        loading={offices.isPending}
        minSearchLength={TAX_OFFICE_SEARCH_MIN}
        placeholder={t('address.taxOfficeSearch')}
        error={error}
        onFocus={onFocus}
        onChange={(office) => {
          onChange(office ?? '');
        }}
      />
  );
}
