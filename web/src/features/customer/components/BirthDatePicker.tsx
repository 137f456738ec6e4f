// The birth date field of the profile: a button showing the chosen day that opens a calendar in a
// popover (react-day-picker). Spec section 9: the date picker is in the page's language with its
// day and month names, the week starts on Monday; month and year are picked from lists (a birth
// date is years back), days after today cannot be picked. The calendar is keyboard driven (arrow
// keys, Page Up/Down, Home/End), Escape closes it and the focus goes back to the button.
import * as Popover from '@radix-ui/react-popover';
import { format } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { ar, enUS, tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { directionOf } from '../../../i18n/translate';
import { getSettings, type Language } from '../../../lib/settings';
import { dateOfIsoDay, EARLIEST_BIRTH_YEAR, isoDay } from '../birth-date';
import './birth-date.css';

/** date-fns locales carrying DayPicker's translated labels. */
const LOCALES: Record<Language, typeof tr> = { tr, en: enUS, ar };

/** Spec section 9: weeks start on Monday, whatever the language's own custom. */
const MONDAY = 1;

interface BirthDatePickerProps {
  id: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  today: Date;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function BirthDatePicker({ id, value, onChange, onFocus, today, ...aria }: BirthDatePickerProps) {
  const { t } = useTranslation();
  const language = getSettings().LANGUAGE;
  const locale = LOCALES[language];
  const [open, setOpen] = useState(false);
  const selected = dateOfIsoDay(value) ?? undefined;
  const shown = selected ? format(selected, 'PPP', { locale }) : t('customer.profile.pickDate');
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className={selected ? 'birth-date birth-date--set' : 'birth-date'}>
        <Popover.Trigger asChild>
          <button
            type="button"
            id={id}
            className="member-input birth-date__button"
            aria-label={`${t('customer.profile.birthDate')}: ${shown}`}
            onFocus={onFocus}
            data-testid="birth-date"
            {...aria}
          >
            <span className={selected ? undefined : 'birth-date__placeholder'}>{shown}</span>
            <Icon name="chevronDown" size={18} />
          </button>
        </Popover.Trigger>
        {selected && (
          <button
            type="button"
            className="icon-button birth-date__clear"
            aria-label={t('customer.profile.clearDate')}
            onClick={() => {
              onChange('');
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          className="birth-date__popover"
          role="dialog"
          aria-label={t('customer.profile.calendar')}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The calendar puts the focus on the chosen day (or today) itself.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
        >
          <DayPicker
            mode="single"
            locale={locale}
            dir={directionOf(language)}
            weekStartsOn={MONDAY}
            captionLayout="dropdown"
            reverseYears
            startMonth={new Date(EARLIEST_BIRTH_YEAR, 0)}
            endMonth={today}
            defaultMonth={selected ?? today}
            disabled={{ after: today }}
            selected={selected}
            onSelect={(day) => {
              if (!day) return;
              onChange(isoDay(day));
              setOpen(false);
            }}
            autoFocus
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
