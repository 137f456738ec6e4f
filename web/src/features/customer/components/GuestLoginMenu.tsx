// The guest's account dropdown: the header login form under the account button. Loaded on first use
// and then opened at once.
import * as Popover from '@radix-ui/react-popover';
import { useState, type MouseEvent } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { pageDirection } from '../../../lib/settings';
import HeaderLogin from './HeaderLogin';

export default function GuestLoginMenu({ label }: { label: string }) {
  const [open, setOpen] = useState(true);
  // A link inside (register, forgotten password) leaves it behind.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className="icon-button account-button" aria-label={label} data-testid="account-button">
          <Icon name="user" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="account-popover"
          align="end"
          sideOffset={8}
          dir={pageDirection()}
          collisionPadding={12}
          onClick={closeOnLink}
        >
          <HeaderLogin />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
