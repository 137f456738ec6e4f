// "Sepeti onayla": on to the checkout, the address step for a member and the way in for anyone
// else; disabled while the cart is empty. Only the checkout's addresses come with it: the checkout
// itself loads with its page.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { getSettings } from '../../../lib/settings';
import { checkoutEntryPath } from '../../../lib/checkout-path';
import { isMember } from '../../../lib/member';

interface ConfirmCartButtonProps {
  empty: boolean;
  className?: string;
  onNavigate?: () => void;
}

export function ConfirmCartButton({ empty, className = '', onNavigate }: ConfirmCartButtonProps) {
  const { t } = useTranslation();
  const classes = `button button--primary cart-confirm ${className}`.trim();
  if (empty) {
    return (
      <button type="button" className={classes} disabled data-testid="confirm-cart">
        {t('cart.confirm')}
      </button>
    );
  }
  return (
    <Link to={checkoutEntryPath(isMember(getSettings().MEMBER_INFO))} className={classes} onClick={onNavigate} data-testid="confirm-cart">
      {t('cart.confirm')}
    </Link>
  );
}
