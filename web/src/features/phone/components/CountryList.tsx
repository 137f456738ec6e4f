// The flag button and its country list (spec sections 4, 5 and 9): closed at first; the flag toggles
// it and closes any other open list; a click outside the button and the list closes it; 15 countries
// at first, 15 more each time the list is scrolled to its bottom; the search looks through them all.
// Keyboard: arrows move through the list, Enter picks, Escape closes, Tab goes on to the number; the
// search box is a combobox that names the active option for screen readers. The list is a Radix
// popover laid over the page, so a field inside a dropdown (the header's login) does not cut it off.
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { pageDirection } from '../../../lib/settings';
import { atBottom, nextVisibleCount, PAGE_SIZE, shownCountries } from '../flag-list';
import { announceListOpen, onOtherListOpen } from '../open-list';
import type { PhoneCountry } from '../types';

/** Flag images are lowercase-key WebP files under /flags (spec section 7). */
export function Flag({ countryKey }: { countryKey: string | undefined }) {
  const [missing, setMissing] = useState(false);
  if (!countryKey || missing) return <span className="phone-input__image" aria-hidden="true" />;
  return (
    <img
      className="phone-input__image"
      src={`/flags/${countryKey.toLowerCase()}.webp`}
      width={21}
      height={14}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => {
        setMissing(true);
      }}
    />
  );
}

/** How far each moving key takes the active country. */
const KEY_STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

interface CountryListProps {
  id: string;
  countries: readonly PhoneCountry[];
  current: PhoneCountry;
  open: boolean;
  disabled: boolean | undefined;
  /** The number's input: Tab and a choice go on to it. */
  input: RefObject<HTMLInputElement | null>;
  onOpenChange: (open: boolean) => void;
  onChoose: (country: PhoneCountry) => void;
}

export function CountryList({ id, countries, current, open, disabled, input, onOpenChange, onChoose }: CountryListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The whole field (flag and number) is what the list lines up with and is as wide as.
  const anchor = useRef<HTMLElement>(null);
  // Where the focus goes when the list closes: back to the flag, or on to the number.
  const focusNumber = useRef(false);
  const shown = shownCountries(countries, query, visible);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    anchor.current = buttonRef.current?.parentElement ?? null;
  });

  const setOpen = (next: boolean, toNumber = false) => {
    if (next) {
      announceListOpen(id);
    } else {
      focusNumber.current = toNumber;
      setQuery('');
      setVisible(PAGE_SIZE);
      setActive(0);
    }
    onOpenChange(next);
  };
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return;
    return onOtherListOpen(id, () => {
      setOpenRef.current(false);
    });
  }, [open, id]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (country: PhoneCountry) => {
    setOpen(false, true);
    onChoose(country);
  };

  const move = (to: number) => {
    // Walking past the last shown country shows the next 15, as scrolling to the bottom does.
    if (query.trim() === '' && to >= shown.length && visible < countries.length) {
      setVisible(nextVisibleCount(visible, countries.length));
      setActive(Math.min(to, countries.length - 1));
      return;
    }
    setActive(Math.max(0, Math.min(to, shown.length - 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(active + step);
      return;
    }
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        const chosen = shown[active];
        if (chosen) choose(chosen);
        break;
      }
      case 'Tab':
        // Shift+Tab goes back to the flag (where the popover returns the focus), Tab on to the number.
        event.preventDefault();
        setOpen(false, !event.shiftKey);
        break;
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
      }}
    >
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Trigger asChild>
        <button
          ref={buttonRef}
          type="button"
          className="phone-input__flag"
          aria-label={t('phone.countryButton', { country: current.title, code: current.dialCode })}
          disabled={disabled}
          data-testid="phone-country"
        >
          <Flag countryKey={current.key} />
          <span className="phone-input__code" dir="ltr">
            {`+${current.dialCode}`}
          </span>
          <span className="phone-input__caret" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="phone-input__panel"
          aria-label={t('phone.countries')}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          dir={pageDirection()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            searchRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!focusNumber.current) return;
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <input
            ref={searchRef}
            className="phone-input__search"
            // A text box: a type=search box cannot be a combobox in valid HTML.
            type="text"
            inputMode="search"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            aria-label={t('phone.search')}
            placeholder={t('phone.search')}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            className="phone-input__list"
            id={listId}
            role="listbox"
            aria-label={t('phone.countries')}
            data-testid="phone-country-list"
            onScroll={(event) => {
              if (query.trim() === '' && atBottom(event.currentTarget)) {
                setVisible(nextVisibleCount(visible, countries.length));
              }
            }}
          >
            {shown.map((country, index) => (
              <li
                key={country.key}
                id={optionId(index)}
                className="phone-input__option"
                role="option"
                aria-selected={country.key === current.key}
                data-active={index === active || undefined}
                data-country={country.key}
                // Keeps the focus in the search box, so a click is a choice and not a blur.
                onMouseDown={(event) => {
                  event.preventDefault();
                }}
                onClick={() => {
                  choose(country);
                }}
                onMouseMove={() => {
                  if (index !== active) setActive(index);
                }}
              >
                <Flag countryKey={country.key} />
                <span className="phone-input__name">{country.title}</span>
                <span className="phone-input__code" dir="ltr">
                  {`+${country.dialCode}`}
                </span>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="phone-input__empty" role="presentation">
                {t('phone.noResults')}
              </li>
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
