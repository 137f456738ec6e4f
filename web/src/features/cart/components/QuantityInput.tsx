import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { clampQuantity, type QuantityRule } from '../quantity';

interface QuantityInputProps {
  value: number;
  rule: QuantityRule;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}

/** − field + ; the field accepts typing and settles on a valid quantity when it loses focus. */
export function QuantityInput({ value, rule, onChange, disabled = false, label }: QuantityInputProps) {
  const { t } = useTranslation();
  // What the shopper is typing; null shows the value itself.
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? String(value);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, rule);
    setEditing(null);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="quantity" role="group" aria-label={label}>
      <button
        type="button"
        className="quantity__step"
        aria-label={t('cart.decrease')}
        disabled={disabled || value <= rule.min}
        onClick={() => {
          commit(value - rule.step);
        }}
      >
        −
      </button>
      <input
        className="quantity__input"
        type="number"
        inputMode="numeric"
        min={rule.min}
        max={rule.max}
        step={rule.step}
        value={text}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          setEditing(event.target.value);
        }}
        onBlur={() => {
          commit(Number(text));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(text));
        }}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={t('cart.increase')}
        disabled={disabled || value >= rule.max}
        onClick={() => {
          commit(value + rule.step);
        }}
      >
        +
      </button>
    </div>
  );
}
