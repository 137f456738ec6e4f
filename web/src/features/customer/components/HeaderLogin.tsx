// The header dropdown's content for a guest: the login form (with its links to register and to the
// forgotten-password page).
import { useTranslation } from '../../../i18n/translate';
import { LoginForm } from './LoginForm';
import '../../../components/ui/member.css';

export default function HeaderLogin() {
  const { t } = useTranslation();
  return (
    <div className="header-login">
      <p className="header-login__title">{t('customer.login.title')}</p>
      <LoginForm variant="header" />
    </div>
  );
}
