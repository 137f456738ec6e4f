// The registration page (uye-kayit).
import { useTranslation } from '../../../i18n/translate';
import { Link } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { MemberPage } from './MemberPage';
import { RegisterForm } from './RegisterForm';

export default function RegisterRouteView() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('customer.register.title')}>
      <p className="member-form__intro">
        {t('customer.register.haveAccount')}{' '}
        <Link className="underline-link" to={localizedPath(getSettings().PAGE_LINK.login)}>
          {t('customer.register.toLogin')}
        </Link>
      </p>
      <RegisterForm />
    </MemberPage>
  );
}
