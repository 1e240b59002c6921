import {
  CUSTOMER_SERVICE_PATHS,
  CUSTOMER_SERVICE_WINDOW,
  type CustomerServiceLink,
  type SiteInfo,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { clientState } from '../../lib/client-state';

export const CUSTOMER_SERVICE_WINDOW_NAME = 'customerService';

/** Whether the operator offers customer service at all (its live-chat channel). */
export function hasCustomerService(info: SiteInfo | undefined): boolean {
  return info?.customerService.some((item) => item.csType === 'LIVECHAT') ?? false;
}

/** GET this player's link: the member route decides VIP or live chat by rank; visitors chat. */
export function fetchCustomerServiceLink(): Promise<CustomerServiceLink> {
  const path = clientState.getToken()
    ? CUSTOMER_SERVICE_PATHS.member
    : CUSTOMER_SERVICE_PATHS.visitor;
  return api.get<CustomerServiceLink>(path);
}

export type CustomerServiceOutcome = 'opened' | 'blocked' | 'failed';

/**
 * Opens customer service in its 440 by 750 pop-up (spec 1 §7, §9). The window opens at once,
 * inside the click, because browsers block pop-ups opened after an await; it is then pointed at
 * the link fetched for this player, and closed again if that fetch fails (spec 1 §8).
 */
export async function openCustomerService(
  fetchLink: () => Promise<CustomerServiceLink> = fetchCustomerServiceLink,
): Promise<CustomerServiceOutcome> {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const popup = window.open('', CUSTOMER_SERVICE_WINDOW_NAME, `width=${width},height=${height}`);
  if (!popup) return 'blocked';
  // The chat provider's page must not reach back into the site.
  popup.opener = null;
  try {
    const link = await fetchLink();
    popup.location.href = new URL(link.path, window.location.href).href;
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
}
