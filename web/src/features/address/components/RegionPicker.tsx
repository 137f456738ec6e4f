// The region cascade of an address form (spec section 4): country, state (only when the country
// has states), city, town, district, and the postcode that choosing a district fills. A level with
// a list is a searchable select; a level without one (or whose list failed) is a text input. The
// form owns the state (useRegionCascade), so it can read and check the place when it is sent.
import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Field } from '../../../components/form/Field';
import { LEVELS, type CascadeAction, type CascadeState, type Level, type RegionOption } from '../cascade';
import { SearchSelect } from './SearchSelect';

export type PlaceField = Level | 'postcode';

export interface RegionPickerProps {
  idPrefix: string;
  state: CascadeState;
  dispatch: Dispatch<CascadeAction>;
  /** Texts to show under the fields. */
  errors: Partial<Record<PlaceField, string>>;
  /** A field got focus or a new value: its error can go (spec section 5). */
  onFieldTouched: (field: PlaceField) => void;
}

const keyOf = (option: RegionOption) => option.code;
const titleOf = (option: RegionOption) => option.title;

export function RegionPicker({ idPrefix, state, dispatch, errors, onFieldTouched }: RegionPickerProps) {
  const { t } = useTranslation();
  const isTurkey = state.levels.country.value === 'TR';
  const labelOf = (level: Level) => t(`address.fields.${level}${isTurkey && level !== 'country' ? 'Tr' : ''}`);

  const errorProps = (id: string, field: PlaceField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <fieldset className="address-form__place">
      <legend className="visually-hidden">{t('address.placeLegend')}</legend>
      {LEVELS.map((level) => {
        const current = state.levels[level];
        if (current.status === 'hidden') return null;
        const id = `${idPrefix}-${level}`;
        if (current.status === 'text') {
          return (
            <Field key={level} id={id} label={labelOf(level)} error={errors[level]} testId={`${idPrefix}-${level}-field`}>
              <input
                id={id}
                className="member-input"
                value={current.value}
                maxLength={100}
                autoComplete={level === 'country' ? 'country-name' : level === 'city' ? 'address-level1' : 'off'}
                {...errorProps(id, level)}
                onFocus={() => {
                  onFieldTouched(level);
                }}
                onChange={(event) => {
                  dispatch({ type: 'type', level, text: event.target.value });
                }}
              />
            </Field>
          );
        }
        return (
          <SearchSelect
            key={level}
            id={id}
            testId={`${idPrefix}-${level}-field`}
            label={labelOf(level)}
            items={current.options}
            keyOf={keyOf}
            titleOf={titleOf}
            value={current.value}
            loading={current.status === 'loading'}
            disabled={current.status === 'waiting'}
            placeholder={t('address.choose')}
            error={errors[level]}
            onChange={(option) => {
              if (!option) return;
              onFieldTouched(level);
              dispatch({ type: 'choose', level, code: option.code });
            }}
          />
        );
      })}
      <Field id={`${idPrefix}-postcode`} label={t('address.fields.postcode')} error={errors.postcode}>
        <input
          id={`${idPrefix}-postcode`}
          className="member-input address-form__postcode"
          value={state.postcode}
          maxLength={20}
          dir="ltr"
          autoComplete="postal-code"
          inputMode={isTurkey ? 'numeric' : undefined}
          {...errorProps(`${idPrefix}-postcode`, 'postcode')}
          onFocus={() => {
            onFieldTouched('postcode');
          }}
          onChange={(event) => {
            dispatch({ type: 'postcode', value: event.target.value });
          }}
        />
      </Field>
    </fieldset>
  );
}
