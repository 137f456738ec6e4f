// Items toggle between active and inactive (spec section 4); one open at a time unless `multiple`.
import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { pageDirection } from '../../lib/settings';
import { Icon } from './Icon';
import './widgets.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  multiple?: boolean;
  defaultOpen?: string[];
}

export function Accordion({ items, multiple = false, defaultOpen = [] }: AccordionProps) {
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className="accordion__item">
      <RadixAccordion.Header className="accordion__header">
        <RadixAccordion.Trigger className="accordion__trigger">
          <span>{item.title}</span>
          <Icon name="chevronDown" size={18} className="accordion__chevron" />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="accordion__content">{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return multiple ? (
    <RadixAccordion.Root type="multiple" className="accordion" defaultValue={defaultOpen} dir={pageDirection()}>
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      type="single"
      collapsible
      className="accordion"
      defaultValue={defaultOpen[0] ?? ''}
      dir={pageDirection()}
    >
      {body}
    </RadixAccordion.Root>
  );
}
