import { formatPrice } from '../../lib/format';

/** An amount in the display currency, isolated so that a right-to-left page keeps its sign,
 * number and currency in their order ("−161,99 TL", not "TL 161,99−"). */
export function Amount({ value, currency, negative = false }: { value: number; currency: string; negative?: boolean }) {
  return (
    <bdi>
      {negative ? '−' : ''}
      {formatPrice(value, currency)}
    </bdi>
  );
}
