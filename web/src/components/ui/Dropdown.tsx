// A menu under a button. With `selected`, items behave as a radio group (language, currency).
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { pageDirection } from '../../lib/settings';
import { Icon } from './Icon';
import './widgets.css';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
  /** Language of the label, when it differs from the page (language names). */
  lang?: string;
}

export interface DropdownProps {
  trigger: ReactElement;
  label: string;
  items: DropdownItem[];
  onSelect: (key: string) => void;
  selected?: string;
  align?: 'start' | 'center' | 'end';
  defaultOpen?: boolean;
}

export function Dropdown({ trigger, label, items, onSelect, selected, align = 'end', defaultOpen = false }: DropdownProps) {
  return (
    <Menu.Root modal={false} dir={pageDirection()} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="dropdown" align={align} sideOffset={6} aria-label={label}>
          {selected === undefined ? (
            items.map((item) => (
              <Menu.Item
                key={item.key}
                className="dropdown__item"
                disabled={item.disabled ?? false}
                lang={item.lang}
                onSelect={() => {
                  onSelect(item.key);
                }}
              >
                {item.label}
              </Menu.Item>
            ))
          ) : (
            <Menu.RadioGroup value={selected} onValueChange={onSelect}>
              {items.map((item) => (
                <Menu.RadioItem
                  key={item.key}
                  value={item.key}
                  className="dropdown__item"
                  disabled={item.disabled ?? false}
                  lang={item.lang}
                >
                  <span className="dropdown__check">
                    <Menu.ItemIndicator>
                      <Icon name="check" size={16} />
                    </Menu.ItemIndicator>
                  </span>
                  {item.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
