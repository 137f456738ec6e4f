// The forgotten-password page (sifremi-unuttum): the request form, or with the mailed link's id
// and token the new password form.
import { useTranslation } from '../../../i18n/translate';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { MemberPage } from './MemberPage';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function ForgotPasswordRouteView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  if (id && token) {
    return (
      <MemberPage title={t('customer.reset.title')}>
        <ResetPasswordForm id={id} token={token} />
      </MemberPage>
    );
  }
  return (
    <MemberPage title={t('customer.forgot.title')}>
      <ForgotPasswordForm />
    </MemberPage>
  );
}
