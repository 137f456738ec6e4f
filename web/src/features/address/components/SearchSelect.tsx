// A searchable select on downshift's combobox (WAI-ARIA combobox with a listbox: arrow keys, Enter,
// Escape, type to filter, and the screen reader told which option is active). The list shows 15
// options and 15 more each time it is scrolled (or arrowed) to its end; typing filters by the
// title with Turkish case folding, from `minSearchLength` characters.
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { foldTurkish, searchByTitle } from '../../../components/form/search-fold';

/** Spec section 9: a picker's list shows 15 items at first, 15 more on each scroll to the end. */
export const PAGE_SIZE = 15;
/** How close to the end of the list (px) a scroll loads the next items. */
const SCROLL_SLACK = 24;

export interface SearchSelectProps<T> {
  id: string;
  label: ReactNode;
  items: readonly T[];
  keyOf: (item: T) => string;
  titleOf: (item: T) => string;
  /** The key of the chosen item; '' for none. */
  value: string;
  onChange: (item: T | null) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Characters typed before the list is filtered (spec: the tax-office search acts from 2). */
  minSearchLength?: number;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
  testId?: string;
}

export function SearchSelect<T>({
  id,
  label,
  items,
  keyOf,
  titleOf,
  value,
  onChange,
  onBlur,
  onFocus,
  minSearchLength = 1,
  placeholder,
  disabled = false,
  loading = false,
  error,
  testId,
}: SearchSelectProps<T>) {
  const { t } = useTranslation();
  const selectedItem = useMemo(() => items.find((item) => keyOf(item) === value) ?? null, [items, keyOf, value]);
  const [inputValue, setInputValue] = useState(() => (selectedItem ? titleOf(selectedItem) : ''));
  const [shown, setShown] = useState(PAGE_SIZE);
  // The field shows the chosen title whenever the choice changes from outside (a list that came,
  // a level cleared because the one above changed).
  const selectedKey = selectedItem ? keyOf(selectedItem) : '';
  const [shownKey, setShownKey] = useState(selectedKey);
  if (shownKey !== selectedKey) {
    setShownKey(selectedKey);
    setInputValue(selectedItem ? titleOf(selectedItem) : '');
  }

  const query = selectedItem && inputValue === titleOf(selectedItem) ? '' : inputValue;
  const searching = foldTurkish(query).length >= minSearchLength;
  const matches = useMemo(
    () => (searching ? searchByTitle(items, query, titleOf) : [...items]),
    [items, query, searching, titleOf],
  );
  const visible = matches.slice(0, shown);

  const stateReducer = (state: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>) => {
    if (type !== useCombobox.stateChangeTypes.InputBlur) return changes;
    const chosenTitle = state.selectedItem ? titleOf(state.selectedItem) : '';
    // Tabbing away after typing takes the first match; tabbing through, or leaving by a click
    // elsewhere, chooses nothing and puts the chosen title back.
    const typed = state.inputValue !== chosenTitle && state.inputValue.trim() !== '';
    if (typed && changes.selectedItem !== state.selectedItem) return changes;
    return { ...changes, selectedItem: state.selectedItem, inputValue: chosenTitle };
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<T>({
      items: visible,
      itemToString: (item) => (item ? titleOf(item) : ''),
      itemToKey: (item) => (item ? keyOf(item) : null),
      selectedItem,
      inputValue,
      inputId: id,
      labelId: `${id}-label`,
      menuId: `${id}-menu`,
      toggleButtonId: `${id}-toggle`,
      stateReducer,
      // The first match is the active option, so Enter (or Tab) after typing chooses it.
      defaultHighlightedIndex: 0,
      onInputValueChange: ({ inputValue: next }) => {
        setInputValue(next);
        setShown(PAGE_SIZE);
      },
      onSelectedItemChange: ({ selectedItem: next }) => {
        // Only the shopper's choices are reported, not the echo of a value set from outside.
        if ((next ? keyOf(next) : '') !== value) onChange(next);
      },
      onHighlightedIndexChange: ({ highlightedIndex: index }) => {
        if (index >= shown - 1 && shown < matches.length) setShown(shown + PAGE_SIZE);
      },
    });

  const onMenuScroll = (event: UIEvent<HTMLUListElement>) => {
    const menu = event.currentTarget;
    if (menu.scrollTop + menu.clientHeight >= menu.scrollHeight - SCROLL_SLACK && shown < matches.length) {
      setShown(shown + PAGE_SIZE);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="member-field search-select" data-invalid={error ? true : undefined} data-testid={testId}>
      <label className="member-field__label" {...getLabelProps()}>
        {label}
      </label>
      <div className="search-select__control">
        <input
          className="member-input search-select__input"
          placeholder={loading ? t('address.loading') : placeholder}
          {...getInputProps({
            disabled: disabled || loading,
            onBlur,
            onFocus,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            'aria-busy': loading || undefined,
          })}
        />
        <button
          type="button"
          className="search-select__toggle"
          aria-label={t('address.showOptions')}
          {...getToggleButtonProps({ disabled: disabled || loading })}
        >
          <span aria-hidden="true" className={`search-select__chevron${isOpen ? ' search-select__chevron--open' : ''}`} />
        </button>
        <ul className="search-select__menu" hidden={!isOpen || visible.length === 0} {...getMenuProps({ onScroll: onMenuScroll })}>
          {isOpen &&
            visible.map((item, index) => (
              <li
                key={keyOf(item)}
                className={`search-select__option${highlightedIndex === index ? ' search-select__option--active' : ''}${
                  selectedItem !== null && keyOf(selectedItem) === keyOf(item) ? ' search-select__option--selected' : ''
                }`}
                {...getItemProps({ item, index })}
              >
                <bdi>{titleOf(item)}</bdi>
              </li>
            ))}
        </ul>
        {isOpen && visible.length === 0 && (
          <p className="search-select__empty" role="status">
            {t('address.noMatch')}
          </p>
        )}
      </div>
      {error && (
        <p className="member-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
