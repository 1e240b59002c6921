import type { CustomerServiceType } from './content.js';

// Customer service (spec 1 §7): the link is fetched when the player asks for it. Visitors get
// live chat; a member gets the VIP channel from rank 5 on (customerServiceTypeFor).
export const CUSTOMER_SERVICE_PATHS = {
  visitor: '/wps/system/customerService',
  member: '/wps/member/customerService',
} as const;

export interface CustomerServiceLink {
  csType: CustomerServiceType;
  path: string;
}
