// A locale setting's menu in the header (the language, the currency): a small button with the
// current choice, opening the list of choices.
import type { ReactNode } from 'react';
import type { DropdownProps } from '../../../components/ui/Dropdown';
import { Icon } from '../../../components/ui/Icon';
import { MenuButton } from '../../../components/ui/MenuButton';
import './locale.css';

type LocaleMenuProps = Pick<DropdownProps, 'label' | 'selected' | 'onSelect' | 'items'> & {
  /** The current choice as the button shows it, after the icon (if any). */
  current: ReactNode;
  icon?: ReactNode;
  /** Whether a change is on its way (the button waits for it). */
  busy: boolean;
  testId: string;
};

export function LocaleMenu({ current, icon, busy, testId, ...menu }: LocaleMenuProps) {
  return (
    <MenuButton
      {...menu}
      trigger={
        <button type="button" className="locale-switch" disabled={busy} data-testid={testId}>
          {icon}
          <span className="visually-hidden">{menu.label}: </span>
          {current}
          <Icon name="chevronDown" size={14} />
        </button>
      }
    />
  );
}
