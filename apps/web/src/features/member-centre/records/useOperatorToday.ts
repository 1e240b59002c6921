import { useSiteInfo } from '../../system';
import { operatorToday } from './date-range';

/** Today in the operator's time zone (the device's until the site settings have loaded). */
export function useOperatorToday(): string {
  const timezone = useSiteInfo()?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return operatorToday(timezone);
}
