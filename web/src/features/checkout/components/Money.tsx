import { formatKurus } from '../money';

/** An amount in kuruş, shown in lira and isolated so "161,99 TL" keeps its order in Arabic text. */
export function Money({ kurus, negative = false }: { kurus: number; negative?: boolean }) {
  return (
    <bdi>
      {negative && '−'}
      {formatKurus(kurus)}
    </bdi>
  );
}
