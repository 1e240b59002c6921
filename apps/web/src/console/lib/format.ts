import { formatMoney } from '@wps/shared-types';
import { htmlLanguageOf } from '../../lib/languages';
import { consoleLanguage } from './i18n';

/**
 * Thousands separators and two decimals ("RM 1,234.50"), or the amount's own when it has more:
 * the API answers in the currency's decimals, so a four-decimal currency shows all four.
 */
export function money(amount: string, currencySymbol: string): string {
  try {
    const decimals = /\.(\d+)$/.exec(amount.trim())?.[1]?.length ?? 0;
    return formatMoney(amount, currencySymbol, Math.max(2, decimals));
  } catch {
    // An amount the API sent in a shape formatMoney does not read is shown as it came.
    return amount;
  }
}

export function count(value: number): string {
  return new Intl.NumberFormat(htmlLanguageOf(consoleLanguage())).format(value);
}

/** A moment in the operator's language and time zone; empty for none. */
export function dateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLanguageOf(consoleLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
