import { useSiteInfo } from '../../system';
import { useMoneyFormat } from '../../wallet';

/**
 * Formats amounts of the session's currency: with the operator's symbol when it is the site's
 * currency ("RM 1.00"), else with the currency code the provider answered.
 */
export function useMoney(currency: string): (amount: string | number) => string {
  const info = useSiteInfo();
  const format = useMoneyFormat(info?.currencyCode === currency ? undefined : currency);
  return (amount) => format(String(amount));
}
