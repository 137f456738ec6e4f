// The subscription delivery frequency, shared by the product page and the cart page; the server
// accepts only these values.
import { useTranslation } from '../../../i18n/translate';

export const FREQUENCIES = [15, 30, 60, 90] as const;
export type Frequency = (typeof FREQUENCIES)[number];

interface FrequencySelectProps {
  value: number;
  onChange: (days: Frequency) => void;
  label: string;
  disabled?: boolean;
}

export function FrequencySelect({ value, onChange, label, disabled = false }: FrequencySelectProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        // The options are the frequencies, so the chosen value is one.
        onChange(Number(event.target.value) as Frequency);
      }}
    >
      {FREQUENCIES.map((f) => (
        <option key={f} value={f}>
          {t('cart.everyDays', { days: f })}
        </option>
      ))}
    </select>
  );
}
