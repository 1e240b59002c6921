import { CUSTOMER_SERVICE_WINDOW, type SiteInfo } from '@wps/shared-types';

/** The live-chat link of the operator, if it configured one (the VIP channel needs a member). */
export function liveChatPath(info: SiteInfo | undefined): string | null {
  return info?.customerService.find((item) => item.csType === 'LIVECHAT')?.path ?? null;
}

/** Opens customer service in its pop-up window (spec 1 §9). */
export function openCustomerService(path: string): void {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  window.open(path, 'customerService', `width=${width},height=${height},noopener`);
}
