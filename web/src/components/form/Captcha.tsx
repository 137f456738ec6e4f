// The security code image (GET /SecCode.php) with its input: a new image on request, and whenever
// `version` changes (each image answers one try, so a form bumps it after every answer).
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../i18n/translate';
import { Icon } from '../ui/Icon';

export const CAPTCHA_PATH = '/SecCode.php';

interface CaptchaProps {
  id: string;
  inputProps: ComponentPropsWithRef<'input'>;
  version: number;
}

export function Captcha({ id, inputProps, version }: CaptchaProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState(0);
  return (
    <div className="captcha">
      <img
        className="captcha__image"
        src={`${CAPTCHA_PATH}?v=${String(version)}-${String(local)}`}
        width={150}
        height={50}
        alt={t('customer.captcha.image')}
      />
      <button
        type="button"
        className="icon-button captcha__refresh"
        aria-label={t('customer.captcha.refresh')}
        onClick={() => {
          setLocal((value) => value + 1);
        }}
      >
        <Icon name="returns" size={18} />
      </button>
      <input
        id={id}
        className="member-input captcha__input"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...inputProps}
      />
    </div>
  );
}
