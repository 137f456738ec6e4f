// Numbers and prices go through Intl for rounding and grouping; the shop's settings then decide the
// separators and the number of decimals (2, '.' and ',' by default, as Turkish shoppers expect).
import { getSettings, type Language } from './settings';

export interface NumberFormat {
  decimals: number;
  thousandSeparator: string;
  decimalSeparator: string;
}

export interface PriceFormat extends NumberFormat {
  language: Language;
}

const INTL_LOCALES: Record<Language, string> = {
  tr: 'tr-TR',
  en: 'en-US',
  // Latin digits in Arabic too: prices then read the same in every language.
  ar: 'ar-u-nu-latn',
};

const NUMBER_PARTS = new Set(['minusSign', 'plusSign', 'integer', 'group', 'decimal', 'fraction']);
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

export function priceFormatFromSettings(settings = getSettings()): PriceFormat {
  return {
    language: settings.LANGUAGE,
    decimals: settings.DECIMAL_LENGTH,
    thousandSeparator: settings.THOUSAND_SEPARATOR,
    decimalSeparator: settings.DECIMAL_SEPARATOR,
  };
}

function clampDecimals(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : 2;
}

// Making an Intl.NumberFormat costs far more than using one, and a list page shows hundreds of
// prices: one formatter per option set, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

export function formatNumber(value: number, format: NumberFormat = priceFormatFromSettings()): string {
  const decimals = clampDecimals(format.decimals);
  const parts = formatter(`number ${decimals}`, 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).formatToParts(value);
  return parts
    .map((part) => {
      if (part.type === 'group') return format.thousandSeparator;
      if (part.type === 'decimal') return format.decimalSeparator;
      return part.value;
    })
    .join('');
}

/**
 * Makes the formatters the page's prices need. The first Intl formatter of a page loads the
 * locale's data, which is worth a task of its own before the first render.
 */
export function prepareFormatters(settings = getSettings()): void {
  formatPrice(0, settings.CURRENCY, priceFormatFromSettings(settings));
}

/**
 * A price in the display currency. TRY is always written "1.234,50 TL", the way Turkish shops write
 * it; other currencies take the symbol and its place from the language ("$12.40").
 */
export function formatPrice(
  amount: number,
  currency: string,
  format: PriceFormat = priceFormatFromSettings(),
): string {
  const number = formatNumber(amount, format);
  if (currency === 'TRY') return `${number} TL`;

  let parts: Intl.NumberFormatPart[];
  try {
    const locale = INTL_LOCALES[format.language];
    parts = formatter(`price ${locale} ${currency}`, locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(amount);
  } catch {
    // An unknown currency code: still show the amount with its code.
    return `${number} ${currency}`;
  }

  let numberWritten = false;
  const out: string[] = [];
  for (const part of parts) {
    if (NUMBER_PARTS.has(part.type)) {
      if (!numberWritten) out.push(number);
      numberWritten = true;
    } else {
      out.push(part.value.replace(BIDI_MARKS, ''));
    }
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A body measure (a child's height in cm, weight in kg) as the shopper reads and types it: at most
 * one decimal, the language's decimal mark (21,5 in Turkish), no grouping, Latin digits.
 */
export function formatMeasure(value: number, language: Language = getSettings().LANGUAGE): string {
  const locale = INTL_LOCALES[language];
  return formatter(`measure ${locale}`, locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(language: Language, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language} ${String(withYear)}`;
  let made = dateFormatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: 'UTC', month: 'long', ...(withYear ? { year: 'numeric' } : {}) });
    dateFormatters.set(key, made);
  }
  return made;
}

/** The name of a month (1 to 12) in the language: "Mart". */
export function monthName(month: number, language: Language = getSettings().LANGUAGE): string {
  return monthFormatter(language, false).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A `YYYY-MM` month as the language writes it ("Mart 2020"); any other text as it is. */
export function formatYearMonth(text: string, language: Language = getSettings().LANGUAGE): string {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return text;
  return monthFormatter(language, true).format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
