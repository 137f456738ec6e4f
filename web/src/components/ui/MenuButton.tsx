// A Dropdown whose menu code loads on first use: the button renders at once (it is in the header of
// every page) and the menu library, with its positioning engine, arrives when the pointer or focus
// first reaches the button.
import { cloneElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { DropdownProps } from './Dropdown';

const loadDropdown = () => import('./Dropdown');
const Dropdown = lazy(() => loadDropdown().then((module) => ({ default: module.Dropdown })));

type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

export function MenuButton(props: DropdownProps) {
  const [active, setActive] = useState(false);
  const preload = () => {
    void loadDropdown();
  };
  const trigger = props.trigger as ReactElement<TriggerProps>;
  const placeholder = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setActive(true);
    },
  });
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Dropdown {...props} defaultOpen />
    </Suspense>
  );
}
