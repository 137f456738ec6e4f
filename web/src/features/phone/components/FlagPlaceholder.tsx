// The flag button's place, kept while the country list or the widget's code is on the way, so the
// field does not move when the flag comes.
export function FlagPlaceholder() {
  return <span className="phone-input__flag phone-input__flag--placeholder" aria-hidden="true" />;
}
