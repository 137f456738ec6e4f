// A choice of the stores' city (or country, town, group) with "all" first, as the home page's store
// block and the store page show it; the list it narrows is the element `controls` names.
import { useId } from 'react';
import './store-locator.css';

export interface StorePickerProps {
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  nameOf?: (value: string) => string;
  controls: string;
  onChange: (value: string) => void;
}

export function StorePicker({ label, allLabel, value, options, nameOf, controls, onChange }: StorePickerProps) {
  const id = useId();
  // A value the server applied is always among the choices; anything else shows as "all".
  const shown = options.includes(value) ? value : '';
  return (
    <label htmlFor={id} className="store-locator__label">
      {label}
      <select
        id={id}
        value={shown}
        onChange={(e) => { onChange(e.target.value); }}
        className="store-locator__select"
        aria-controls={controls}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf ? nameOf(option) : option}
          </option>
        ))}
      </select>
    </label>
  );
}
