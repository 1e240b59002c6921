import type { AgentSettingsFlags } from './agent-centre.js';
import type { CustomerServiceType } from './content.js';
import type { Language } from './languages.js';

/** GET /wps/health: the process is alive. */
export interface HealthValue {
  status: 'ok';
  uptimeSeconds: number;
}

export type DependencyState = 'up' | 'down';

/** GET /wps/health/ready: Postgres and Redis answer. */
export interface ReadinessValue {
  ready: boolean;
  postgres: DependencyState;
  redis: DependencyState;
}

/** 0 normal app, 1 maintenance page, 2 blocked-region page (spec 1 §4). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, BLOCKED_REGION: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export interface MaintenanceInfo {
  title: string;
  endTime: string | null;
  text: string;
}

export interface RegionRestrictionInfo {
  text: string;
}

export interface LocationInfo {
  ip: string;
  countryCode: string | null;
}

/** A node of the white-label module tree; `code` is a flag name such as USERNAMEREG3. */
export interface WhiteLabelModuleNode {
  code: string;
  name: string;
  enabled: boolean;
  children: WhiteLabelModuleNode[];
}

export interface ResourceItem {
  // One of RESOURCE_TYPES; kept a string so an unknown type from an operator is passed through.
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
}

export interface CustomerServiceItem {
  csType: CustomerServiceType;
  path: string;
}

export interface RegisterFieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export interface SiteInfo {
  merchantCode: string;
  siteName: string;
  currencyCode: string;
  currencySymbol: string;
  // The decimals of the operator's currency (MYR 2): amounts are answered and shown with them.
  currencyDecimals: number;
  // The operator's IANA time zone: record dates ("today", the past 7 days) are its days.
  timezone: string;
  languages: Language[];
  defaultLanguage: Language;
  routeGuard: boolean;
  // A game of a transfer-wallet vendor brings its wallet back to MAIN when the member leaves it.
  walletReturnOnLeave: boolean;
  modules: WhiteLabelModuleNode[];
  registerRules: RegisterFieldRule[];
  resources: ResourceItem[];
  customerService: CustomerServiceItem[];
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** The consolidated settings flags of the agents' contract kinds (spec 2 §3), on or off. */
  agentFlags: AgentSettingsFlags;
}

/** GET /wps/system/status: the permission payload of spec 1 §3. */
export interface SystemStatusValue {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestrictionInfo | null;
  location: LocationInfo;
  info: SiteInfo;
}
