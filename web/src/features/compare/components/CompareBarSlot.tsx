// The compare bar's place in the layout: the bar's code is fetched once the list has a product, so
// pages of shoppers who never compare do not carry it.
import { lazy, Suspense, useState } from 'react';
import { useCompareState } from '../compare-store';

const CompareBar = lazy(() => import('./CompareBar'));

export function CompareBarSlot() {
  const { list } = useCompareState();
  // Once there, the bar decides itself when to hide (it stays after the last product is removed).
  const [wanted, setWanted] = useState(list.length > 0);
  if (list.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}
