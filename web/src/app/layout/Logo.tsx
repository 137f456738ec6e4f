import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate';
import { homePath } from '../../lib/paths';

/** The "vitrin" wordmark with its little onesie mark; the brand reads left to right in every language. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={homePath()} className="logo" aria-label={t('app.homeLink')} dir="ltr">
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="11" fill="#c23b22" />
        <path
          d="M12 9.5 8 12.5l2.4 4 2.1-1.2V26a1.5 1.5 0 0 0 1.5 1.5h8a1.5 1.5 0 0 0 1.5-1.5V15.3l2.1 1.2 2.4-4-4-3h-3.2a3 3 0 0 1-5.6 0z"
          fill="#fff"
        />
        <circle cx="18" cy="20" r="2.2" fill="#ffd27a" />
      </svg>
      <span className="logo__word" aria-hidden="true">
        vitrin
      </span>
    </Link>
  );
}
