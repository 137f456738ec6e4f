// The member forms' security code: the shared image and input, new whenever a change-password
// error resets the captchas.
import type { ComponentPropsWithRef } from 'react';
import { Captcha as SecurityCode } from '../../../components/form/Captcha';
import { useCustomerUi } from '../customer-ui';

export { CAPTCHA_PATH } from '../../../components/form/Captcha';

interface CaptchaProps {
  id: string;
  inputProps: ComponentPropsWithRef<'input'>;
}

export function Captcha({ id, inputProps }: CaptchaProps) {
  const { captchaVersion } = useCustomerUi();
  return <SecurityCode id={id} inputProps={inputProps} version={captchaVersion} />;
}
