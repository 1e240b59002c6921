import { formatMoney } from '@wps/shared-types';
import { htmlLanguageOf } from '../../lib/languages';
import { consoleLanguage } from './i18n';

/** Two decimals and thousands separators, as everywhere on the site ("RM 1,234.50"). */
export function money(amount: string, currencySymbol: string): string {
  try {
    return formatMoney(amount, currencySymbol);
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
