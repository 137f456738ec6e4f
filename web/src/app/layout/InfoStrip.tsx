// The shop's four promises (spec section 1, mobile info strip), shown above the footer.
import { useTranslation } from '../../i18n/translate';
import { Icon, type IconName } from '../../components/ui/Icon';

const ITEMS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'truck', title: 'info.sameDayTitle', text: 'info.sameDayText' },
  { icon: 'lock', title: 'info.sslTitle', text: 'info.sslText' },
  { icon: 'card', title: 'info.installmentsTitle', text: 'info.installmentsText' },
  { icon: 'returns', title: 'info.returnsTitle', text: 'info.returnsText' },
];

export function InfoStrip() {
  const { t } = useTranslation();
  return (
    <section className="info-strip" aria-label={t('footer.help')}>
      <ul className="info-strip__list page-width">
        {ITEMS.map((item) => (
          <li key={item.icon} className="info-strip__item">
            <span className="info-strip__icon">
              <Icon name={item.icon} size={24} />
            </span>
            <span>
              <strong className="info-strip__title">{t(item.title)}</strong>
              <span className="info-strip__text">{t(item.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
