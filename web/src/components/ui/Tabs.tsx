import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { pageDirection } from '../../lib/settings';
import './widgets.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** The address the panel's content loads from, kept on the trigger as its data-href. */
  dataHref?: string;
}

export interface TabsProps {
  items: TabItem[];
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ items, label, defaultValue, value, onValueChange }: TabsProps) {
  const first = items[0]?.value;
  return (
    <RadixTabs.Root
      className="tabs"
      dir={pageDirection()}
      {...(value === undefined ? { defaultValue: defaultValue ?? first } : { value })}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger" data-href={item.dataHref}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
