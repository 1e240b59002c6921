import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@wps/shared-types';
import { useSiteInfo } from '../../system';

/**
 * Formats amounts with `symbol`, else the operator's symbol from the site info ('P' when it sets
 * none, spec 1 §9), in the decimals of the operator's currency (two for MYR).
 */
export function useMoneyFormat(symbol?: string): (amount: string) => string {
  const site = useSiteInfo();
  const siteSymbol = site?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return (amount) => formatMoney(amount, symbol ?? siteSymbol, site?.currencyDecimals ?? 2);
}
