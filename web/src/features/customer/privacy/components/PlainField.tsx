// One labelled input of the privacy forms, its value kept by the form that shows it.
interface PlainFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

export function PlainField({ id, label, type, autoComplete, value, onChange }: PlainFieldProps) {
  return (
    <div className="member-field">
      <label className="member-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="member-input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
