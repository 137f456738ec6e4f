// How a saved child is named and aged on the page: its name or "Çocuk 1" by its place in the list,
// and "5 yaş 3 ay". The texts are this part's messages (loadChildMessages).
import { t } from '../../../i18n/translate';
import { featureMessagesOnce } from '../../../i18n/feature-messages-once';
import type { Child } from './api/children';
import { ageParts } from './child-values';

export const loadChildMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});

/** An age in whole months: "5 yaş 3 ay", "5 yaş", "8 ay". */
export function ageText(ageMonths: number): string {
  const { years, months } = ageParts(ageMonths);
  const yearsText = t('children.age.years', { count: years });
  const monthsText = t('children.age.months', { count: months });
  if (years === 0) return monthsText;
  if (months === 0) return yearsText;
  return t('children.age.both', { years: yearsText, months: monthsText });
}

/** The child's name, or "Çocuk 2" for the second in the list when it has none. */
export function childName(child: Child, index: number): string {
  return child.NAME.trim() || t('children.unnamed', { number: index + 1 });
}

/** "Ada · 5 yaş 3 ay": how a child is offered for a choice. */
export function childLabel(child: Child, index: number): string {
  return t('children.label', { name: childName(child, index), age: ageText(child.AGE_MONTHS) });
}
