import { useTranslation } from '../../../i18n/translate';

/** "İndirim kodu (YAZ20)": the label of the discount code's line among totals (the cart's, the
 * checkout's, an order's), the code isolated so that it keeps its order in Arabic text. */
export function CouponLabel({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('coupon.title')} <bdi>({code})</bdi>
    </>
  );
}
