// When a message was written, in the shop's language and on Turkey's clock (24-hour), as the
// account page's message list and threads show it.
import type { Language } from '../../../lib/settings';
import { SHOP_TIME_ZONE } from '../../order';

// Arabic pages write prices and order numbers in Latin digits; dates follow them.
const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', ar: 'ar-u-nu-latn' };

const formats = new Map<Language, Intl.DateTimeFormat>();

/** Unix seconds as a date with the time of day: `5 Mart 2026 14:05` in Turkish. */
export function formatMessageDate(unixSeconds: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: SHOP_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    formats.set(language, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}
