// The operator console: operators' own accounts (never members), roles with a permission table,
// two-factor sign-in, and the back-office routes under CONSOLE_API_PREFIX. The console web app is
// served under CONSOLE_WEB_PATH, in a bundle of its own.

import type { BannerGroup, CustomerServiceType, StoredAnnouncementType } from './content.js';
import type { FeedbackImageType, FeedbackQuestionType, FeedbackStatus } from './feedback.js';
import type { GameCategory, GameTypeCode } from './games.js';
import type { FourEyesApprovalView } from './four-eyes.js';
import type { Language } from './languages.js';
import type {
  PointGoodsCategory,
  PromotionStatus,
  PromotionTag,
  PromotionType,
} from './promotions.js';

export const CONSOLE_WEB_PATH = '/console';
export const CONSOLE_API_PREFIX = '/wps/console';

/**
 * The console's session cookie: HttpOnly, SameSite=Strict, scoped to CONSOLE_API_PREFIX, so
 * player routes never see it and a member's bearer token means nothing on console routes.
 */
export const CONSOLE_SESSION_COOKIE = 'wps_console';
/**
 * Every state-changing console request carries this header (any value): a foreign page cannot
 * set it without a CORS preflight the API refuses, on top of the cookie's SameSite=Strict.
 */
export const CONSOLE_REQUEST_HEADER = 'x-console-request';

export const OPERATOR_ROLES = ['OWNER', 'FINANCE', 'SUPPORT', 'CONTENT', 'READ_ONLY'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  'dashboard.read',
  'members.read',
  /** Lock and unlock, reset the password, revoke sessions. */
  'members.write',
  /** A manual balance adjustment up to the operator-set amount. */
  'members.adjust',
  /** A manual balance adjustment above the operator-set amount. */
  'members.adjustLarge',
  'site.read',
  'site.write',
  'catalogue.read',
  'catalogue.write',
  'content.read',
  'content.write',
  'support.read',
  'support.write',
  /** Deposit and withdrawal queues, a member's bank accounts. */
  'payments.read',
  /** Approve, reject and pay deposits and withdrawals, settle disputes, edit bank accounts. */
  'payments.write',
  /** Deposit channels, payment limits and the turnover multiplier. */
  'payments.settings',
  /** Members' limits, exclusions, identity documents and their history. */
  'protection.read',
  /** Lift an exclusion early (with a reason), review identity documents, protection settings. */
  'protection.write',
  'audit.read',
  /** See one masked personal field of one member in clear (each reveal is audited). */
  'members.reveal',
  'operators.manage',
  /** Propose a change of the four-eyes threshold, or approve another owner's (the owner's). */
  'approvals.settings',
  /** The agent tree: uplines, team sizes, share ratios. */
  'agents.read',
  /** Move a member or a sub-agent's subtree to another agent, set ratios, the agent settings. */
  'agents.write',
  /** The messages operators sent to members' mailboxes. */
  'messages.read',
  /** Send an operator message (everyone, a VIP rank, a label, one member), delete one. */
  'messages.write',
  /** Bonuses, the reward centre's rewards and raffles. */
  'rewards.read',
  /** Issue and cancel rewards, configure raffles, forfeit bonuses, the bonus settings. */
  'rewards.write',
  /** Points exchange orders and a member's points. */
  'points.read',
  /** Pass or reject points exchange orders. */
  'points.write',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const READS = OPERATOR_PERMISSIONS.filter(
  (permission) => permission.endsWith('.read') && permission !== 'audit.read',
);

/** Moving real money in and out is the finance role's alone, the owner's included. */
const FINANCE_ONLY: readonly OperatorPermission[] = [
  'members.adjustLarge',
  'payments.write',
  'payments.settings',
];

/** What each role may do, checked by the server on every console route. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  OWNER: OPERATOR_PERMISSIONS.filter((permission) => !FINANCE_ONLY.includes(permission)),
  FINANCE: [
    ...READS,
    'members.adjust',
    ...FINANCE_ONLY,
    'rewards.write',
    'points.write',
    'audit.read',
  ],
  SUPPORT: [
    ...READS,
    'members.write',
    'members.reveal',
    'members.adjust',
    'support.write',
    'protection.write',
    'messages.write',
    'points.write',
  ],
  CONTENT: [...READS, 'catalogue.write', 'content.write', 'messages.write'],
  READ_ONLY: [...READS, 'audit.read'],
};

export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Five wrong passwords or codes in a row lock an operator account for 15 minutes. */
export const OPERATOR_LOCK = { failures: 5, minutes: 15 } as const;
/** A sign-in must finish its second step within 5 minutes of the password. */
export const OPERATOR_CHALLENGE_MINUTES = 5;
/** A console session ends after 30 minutes without a request, and after 12 hours in any case. */
export const OPERATOR_SESSION = { idleMinutes: 30, maxHours: 12 } as const;
export const OPERATOR_RECOVERY_CODE_COUNT = 10;
/** Until the operator sets its own, manual adjustments above this need the finance role. */
export const DEFAULT_LARGE_ADJUSTMENT_AMOUNT = '1000.00';
/** Operator usernames: 3 to 32 lower-case letters, digits or _, starting with a letter. */
export const OPERATOR_USERNAME_PATTERN = /^[a-z][a-z0-9_]{2,31}$/;
/** A new operator password: 10 to 64 characters. */
export const OPERATOR_PASSWORD_LENGTH = { min: 10, max: 64 } as const;

export const CONSOLE_PATHS = {
  signIn: `${CONSOLE_API_PREFIX}/auth/sign-in`,
  /** The second step: a TOTP code (or, at enrolment, the first code of the new secret). */
  verifyCode: `${CONSOLE_API_PREFIX}/auth/code`,
  /** The second step with a single-use recovery code instead of a TOTP code. */
  verifyRecoveryCode: `${CONSOLE_API_PREFIX}/auth/recovery-code`,
  signOut: `${CONSOLE_API_PREFIX}/auth/sign-out`,
  signOutEverywhere: `${CONSOLE_API_PREFIX}/auth/sign-out-everywhere`,
  changePassword: `${CONSOLE_API_PREFIX}/auth/password`,
  me: `${CONSOLE_API_PREFIX}/me`,
  dashboard: `${CONSOLE_API_PREFIX}/dashboard`,
  members: `${CONSOLE_API_PREFIX}/members`,
  site: `${CONSOLE_API_PREFIX}/site`,
  /** GET and PUT: the registration form's field rules (RegisterFieldRule[]). */
  registrationRules: `${CONSOLE_API_PREFIX}/site/registration-rules`,
  chatMutes: `${CONSOLE_API_PREFIX}/chat/mutes`,
  audit: `${CONSOLE_API_PREFIX}/audit`,
  operators: `${CONSOLE_API_PREFIX}/operators`,
  playerProtection: `${CONSOLE_API_PREFIX}/player-protection`,
} as const;

/** Operators' messages to members' mailboxes (operator-messages.ts). */
export const CONSOLE_MESSAGE_PATHS = {
  /** GET ?page&pageSize (messages.read): ConsolePage<ConsoleMessageRow>, newest first; POST
   *  ConsoleMessageRequest (messages.write): ConsoleMessageRow. */
  messages: `${CONSOLE_API_PREFIX}/messages`,
  /** GET (messages.read): ConsoleMessageAudiences, the ranks and labels to choose from. */
  audiences: `${CONSOLE_API_PREFIX}/messages/audiences`,
  /** DELETE (messages.write): ConsoleMessageRow; the message leaves every member's mailbox. */
  message: (id: number) => `${CONSOLE_API_PREFIX}/messages/${id}`,
} as const;

/** Paths under CONSOLE_PATHS.members/:memberId. */
export const CONSOLE_MEMBER_PATHS = {
  ledger: 'ledger',
  bets: 'bets',
  sessions: 'sessions',
  revokeSessions: 'sessions/revoke',
  logins: 'logins',
  lock: 'lock',
  resetPassword: 'password-reset',
  adjustments: 'adjustments',
  /** POST FourEyesMonitoringRequest (members.write): flag or unflag for monitoring. */
  monitoring: 'monitoring',
  reveal: 'reveal',
} as const;

export interface ConsoleSignInRequest {
  username: string;
  password: string;
}

/** The first step passed: finish with a code. ENROL gives the new secret to add to the app. */
export interface ConsoleChallenge {
  challenge: string;
  stage: 'CODE' | 'ENROL';
  enrolment?: {
    secret: string;
    /** otpauth:// URI for an authenticator app. */
    uri: string;
    /** The URI as an SVG QR code (data: URL). */
    qrCode: string;
  };
}

export interface ConsoleCodeRequest {
  challenge: string;
  code: string;
}

export interface ConsoleOperator {
  id: number;
  username: string;
  role: OperatorRole;
  permissions: OperatorPermission[];
  merchant: { code: string; name: string; currencySymbol: string };
  /** Until the password is changed, every other console route answers PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: boolean;
}

/** Signed in (the session cookie is set). Recovery codes come once, at enrolment. */
export interface ConsoleSignedIn {
  operator: ConsoleOperator;
  recoveryCodes?: string[];
}

export interface ConsoleChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ConsolePageQuery {
  page?: number;
  pageSize?: number;
}

export interface ConsolePage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConsoleMemberSearchQuery extends ConsolePageQuery {
  /** An account prefix, a phone number, an e-mail address or a member id. */
  query?: string;
}

/** Phone and e-mail come masked (maskPersonal): POST …/reveal gives one in clear. */
export interface ConsoleMemberRow {
  id: number;
  account: string;
  phone: string | null;
  email: string | null;
  isAgent: number;
  locked: boolean;
  createdAt: string;
}

export interface ConsoleWallet {
  kind: string;
  vendorCode: string | null;
  balance: string;
}

export interface ConsoleMemberDetail extends ConsoleMemberRow {
  /** The member's newest bank account number, masked. */
  bankAccount: string | null;
  /** Masked. */
  identityNumber: string | null;
  nickname: string | null;
  realName: string | null;
  birthday: string | null;
  vipRank: string | null;
  labels: string[];
  /** From the member's direct upline up to the top. */
  uplines: { id: number; account: string }[];
  wallets: ConsoleWallet[];
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  /** Flagged for monitoring: every payout, adjustment and grant needs a second operator. */
  monitored: boolean;
  /**
   * The agent owes dividends past their deadline (DIVIDEND_DISTRIBUTION_HOURS): its transfers
   * and withdrawals are frozen until they are distributed; null when nothing overdue is owed.
   */
  dividendFreeze: { owed: string; dueBy: string } | null;
}

export interface ConsoleLedgerLine {
  entryId: string;
  kind: string;
  account: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
  memo: string | null;
}

export interface ConsoleBetRow {
  id: number;
  vendorCode: string;
  gameName: string;
  roundId: string;
  stake: string;
  payout: string;
  status: string;
  createdAt: string;
}

export interface ConsoleMemberSession {
  id: string;
  device: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface ConsoleLoginRow {
  id: string;
  address: string | null;
  device: string | null;
  success: boolean;
  createdAt: string;
}

export interface ConsoleLockRequest {
  locked: boolean;
  reason?: string;
}

/** Sent with an Idempotency-Key header: a double click makes one entry. */
export interface ConsoleAdjustmentRequest {
  /** Signed amount with at most two decimals: "50.00" credits, "-20.00" debits. */
  amount: string;
  reason: string;
}

export interface ConsoleAdjustmentResult {
  /** Null while the adjustment awaits a second operator (approval). */
  entryId: string | null;
  balance: string;
  approval: FourEyesApprovalView | null;
}

/** A console bonus grant: from HOUSE_PROMOTION to the member's MAIN, with its turnover. */
export interface ConsoleBonusGrantRequest {
  memberId: number;
  amount: string;
  turnoverMultiplier: number;
  reason: string;
}

export interface ConsoleBonusGrantResult {
  /** Null while the grant awaits a second operator (approval). */
  bonusId: string | null;
  approval: FourEyesApprovalView | null;
}

export interface ConsoleSiteSettings {
  maintenanceEnabled: boolean;
  maintenanceTitle: string | null;
  maintenanceText: string | null;
  maintenanceEndAt: string | null;
  sliderVerification: boolean;
  routeGuard: boolean;
  /** Money brought into a transfer-wallet vendor's game goes back to MAIN when the member leaves. */
  walletReturnOnLeave: boolean;
  currencyCode: string;
  currencySymbol: string;
  defaultLanguage: string;
  languages: string[];
  minimumAge: number;
  timezone: string;
  blockedCountries: string[];
  ipAllowList: string[];
  ipDenyList: string[];
  regionRestrictionText: string | null;
  /** Above this amount a manual adjustment needs the finance role. */
  largeAdjustmentAmount: string;
  flags: { code: string; enabled: boolean }[];
}

export type ConsoleSiteUpdate = Partial<Omit<ConsoleSiteSettings, 'flags'>> & {
  flags?: { code: string; enabled: boolean }[];
};

export interface ConsoleAuditQuery extends ConsolePageQuery {
  operator?: string;
  /** Part of the action (route), e.g. "members". */
  action?: string;
  target?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
}

export interface ConsoleAuditRow {
  id: number;
  /** Null: a refused request by a caller who was not signed in. */
  operator: string | null;
  role: OperatorRole | null;
  address: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  /** The operator's stated reason, or why a request was refused. */
  reason: string | null;
  createdAt: string;
  /** SHA-256 of the row's canonical JSON and prevHash: the site's audit chain. */
  hash: string;
  prevHash: string | null;
}

/**
 * Refused console requests (401 and 403) are audited with this action prefix, e.g.
 * "REFUSED GET /wps/console/audit"; at most REFUSED_ACCESS_AUDIT rows per address and per site
 * a minute (a flood is counted, not written: the next row written says how many were skipped).
 */
export const REFUSED_ACCESS_ACTION = 'REFUSED';
export const REFUSED_ACCESS_AUDIT = { perAddress: 10, perSite: 100, windowMs: 60_000 } as const;

/** The first audit row whose hash (edited) or link to its predecessor (a row removed) fails. */
export interface AuditChainBreak {
  id: number;
  merchantId: number;
  problem: 'HASH' | 'LINK';
}

/** A site's newest audit row: the anchor an operator keeps outside the database. */
export interface AuditChainHead {
  merchantId: number;
  id: number;
  hash: string;
  at: string;
}

/** GET CONSOLE_AUDIT_PATHS.verification (audit.read): the site's chain recomputed now. */
export interface ConsoleAuditVerification {
  checked: number;
  broken: AuditChainBreak | null;
  /** Null: the site has no audit row yet. */
  head: AuditChainHead | null;
}

export const CONSOLE_AUDIT_PATHS = {
  /** GET (audit.read): ConsoleAuditVerification; its head is the anchor the page downloads. */
  verification: `${CONSOLE_API_PREFIX}/audit/verification`,
} as const;

/** Personal data the console masks until a permitted operator reveals one field (members.reveal). */
export const MEMBER_PERSONAL_FIELDS = ['phone', 'email', 'bankAccount', 'identityNumber'] as const;
export type MemberPersonalField = (typeof MEMBER_PERSONAL_FIELDS)[number];

/**
 * A personal value as the console shows it before a reveal: the last four characters of a number,
 * the first letter and the domain of an e-mail address, the rest as "*".
 */
export function maskPersonal(field: MemberPersonalField, value: string | null): string | null {
  if (value === null) return null;
  if (field === 'email') {
    const at = value.lastIndexOf('@');
    return at < 1 ? '***' : `${value[0]}***${value.slice(at)}`;
  }
  return value.length <= 4
    ? '****'
    : `${'*'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}`;
}

/** POST CONSOLE_PATHS.members/:memberId/CONSOLE_MEMBER_PATHS.reveal: audited, one field. */
export interface ConsoleRevealRequest {
  field: MemberPersonalField;
}
export interface ConsoleRevealed {
  field: MemberPersonalField;
  /** Null: the member has none. */
  value: string | null;
}

export interface ConsoleDashboardDay {
  /** YYYY-MM-DD in the site's time zone. */
  date: string;
  newMembers: number;
  activePlayers: number;
  logins: number;
  bets: number;
  stakes: string;
  payouts: string;
  /** Stakes minus payouts. */
  ggr: string;
}

export interface ConsoleDashboard {
  today: ConsoleDashboardDay;
  /** The last 7 days, oldest first, today included. */
  days: ConsoleDashboardDay[];
  /** GGR of the 7 days per game category and per vendor, largest first. */
  ggrByCategory: { code: string; bets: number; ggr: string }[];
  ggrByVendor: { code: string; bets: number; ggr: string }[];
}

/** POST CONSOLE_PATHS.operators: a new operator of the site; its password is generated. */
export interface ConsoleNewOperatorRequest {
  username: string;
  role: OperatorRole;
}

/** The new operator's password, shown once; it must be changed at the first sign-in. */
export interface ConsoleNewOperator {
  operator: ConsoleOperatorRow;
  password: string;
}

/** PATCH CONSOLE_PATHS.operators/:operatorId */
export interface ConsoleOperatorUpdate {
  role?: OperatorRole;
  disabled?: boolean;
  /** Clears the authenticator: the next sign-in enrols a new one (and new recovery codes). */
  resetTwoFactor?: boolean;
}

export interface ConsoleOperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  disabled: boolean;
  twoFactorEnrolled: boolean;
  createdAt: string;
}

// ---------------------------------------------------------------- catalogue

/**
 * The console's catalogue page. The catalogue (vendors and games) is the installation's, shared
 * by every site it serves. Every write bumps the catalogue version, so lobby caches follow.
 */
export const CONSOLE_CATALOGUE_PATHS = {
  vendors: `${CONSOLE_API_PREFIX}/catalogue/vendors`,
  games: `${CONSOLE_API_PREFIX}/catalogue/games`,
  /** POST multipart/form-data: `file` (CSV or JSON) and `dryRun` ("true" or "false"). */
  gameImport: `${CONSOLE_API_PREFIX}/catalogue/games/import`,
  /** GET the version; POST bumps it (lobby caches of every API process follow within a second). */
  version: `${CONSOLE_API_PREFIX}/catalogue/version`,
} as const;

export interface ConsoleVendorQuery extends ConsolePageQuery {
  /** Part of the vendor's code or name. */
  query?: string;
}

/** A game as a vendor's maintenance recommendation lists it. */
export interface ConsoleGameReference {
  id: number;
  vendor: string;
  gameCode: string;
  name: string;
}

/**
 * The protocol a vendor's game servers call the seamless wallet by: the site's own
 * (/wps/seamless, HMAC with the vendor's secret) or Hub88's operator Wallet API
 * (/wps/wallet/hub88/<code>/..., RSA signatures checked with the vendor's public key).
 */
export const VENDOR_WALLET_PROTOCOLS = ['BUILTIN', 'HUB88'] as const;
export type VendorWalletProtocol = (typeof VENDOR_WALLET_PROTOCOLS)[number];

export interface ConsoleVendorRow {
  code: string;
  name: string;
  walletType: 'TRANSFER' | 'SEAMLESS';
  walletProtocol: VendorWalletProtocol;
  /** "SHA256:<base64>" of the vendor's Hub88 public key (SPKI), null while none is set. */
  hub88PublicKeyFingerprint: string | null;
  enabled: boolean;
  /** Every game of the vendor answers GAME_MAINTENANCE at launch. */
  maintenance: boolean;
  sortOrder: number;
  /** The categories (lobby lanes) the vendor is listed in. */
  categories: GameCategory[];
  /**
   * Shown first, in this order, when a game of the vendor is under maintenance (those not
   * playable at that moment are skipped); the answer fills up with games of the same category.
   */
  maintenanceRecommendations: ConsoleGameReference[];
}

/**
 * A vendor's new built-in-protocol secret: shown this once for the operator to hand to the
 * vendor; the old one stops signing (every API process within a second).
 */
export interface ConsoleVendorWalletSecret {
  secret: string;
}

/** POST: rotates the vendor's built-in-protocol secret (ConsoleVendorWalletSecret). */
export function consoleVendorWalletSecretPath(vendorCode: string): string {
  return `${CONSOLE_CATALOGUE_PATHS.vendors}/${encodeURIComponent(vendorCode)}/wallet-secret`;
}

/** At most this many recommended games per vendor: the maintenance answer shows as many. */
export const CONSOLE_MAX_RECOMMENDATIONS = 6;

/** The fields of a vendor to change; each left out stays as it is. */
export interface ConsoleVendorUpdate {
  enabled?: boolean;
  maintenance?: boolean;
  sortOrder?: number;
  /** HUB88 needs the vendor's public key (set now or before). */
  walletProtocol?: VendorWalletProtocol;
  /** The vendor's RSA public key in PEM; null removes it (not while the vendor is on HUB88). */
  hub88PublicKey?: string | null;
  /** Game ids, in the order to show them; [] for the automatic ones alone. */
  maintenanceRecommendations?: number[];
}

export interface ConsoleGameQuery extends ConsolePageQuery {
  /** Part of the game's code or of its name in any language. */
  query?: string;
  vendor?: string;
  category?: GameCategory;
}

export interface ConsoleGameRow {
  id: number;
  vendor: string;
  gameCode: string;
  /** The English name, also the one shown where a language has none. */
  name: string;
  names: Partial<Record<Language, string>>;
  category: GameCategory;
  classify: string | null;
  typeCode: GameTypeCode;
  launchKind: 'GAME' | 'VASSALAGE' | 'LOTTERY';
  defaultPlayType: string | null;
  minBet: string;
  lineCount: number;
  isHot: boolean;
  /** Order in the hot list (1 first); null after the ranked ones. */
  hotRank: number | null;
  enabled: boolean;
  /** Launches answer GAME_MAINTENANCE (so do all games of a vendor under maintenance). */
  maintenance: boolean;
  sortOrder: number;
  image: string;
  createdAt: string;
}

/** The fields of a game to change; each left out stays as it is. */
export interface ConsoleGameUpdate {
  enabled?: boolean;
  isHot?: boolean;
  hotRank?: number | null;
  sortOrder?: number;
  maintenance?: boolean;
}

/** A game import: one file of at most 2 MB and 10,000 games. */
export const CONSOLE_GAME_IMPORT = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 10_000,
  fields: { file: 'file', dryRun: 'dryRun' },
} as const;

/**
 * The columns of a CSV import, in the header's order of choice: the games.json format of the
 * seed, one game a row, names per language as `names.MS` etc. The first seven are required;
 * an optional cell left empty keeps an existing game's value (a new game takes the default).
 */
export const CONSOLE_GAME_IMPORT_COLUMNS = [
  'vendor',
  'gameCode',
  'name',
  'category',
  'typeCode',
  'minBet',
  'lineCount',
  'classify',
  'isHot',
  'hotRank',
  'launchKind',
  'defaultPlayType',
  'image',
  'names.MS',
  'names.EN',
  'names.CN',
] as const;

/** A row (or the file) that cannot be imported: its line in the file, and the field. */
export interface ConsoleGameImportError {
  line: number;
  field: string | null;
  message: string;
}

export interface ConsoleGameImportNew {
  line: number;
  vendor: string;
  gameCode: string;
  name: string;
  category: GameCategory;
}

export interface ConsoleGameImportChange {
  line: number;
  id: number;
  vendor: string;
  gameCode: string;
  /** Each changed field (`names.EN` for a name), before and after. */
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * What an import changes. A dry run writes nothing and lists the errors with the changes; an
 * import proper is refused (400, the same errors) unless every row is good, and then applies
 * every change in one transaction.
 */
export interface ConsoleGameImportResult {
  dryRun: boolean;
  format: 'CSV' | 'JSON';
  rows: number;
  created: ConsoleGameImportNew[];
  updated: ConsoleGameImportChange[];
  unchanged: number;
  errors: ConsoleGameImportError[];
  /** The catalogue version after the import; null for a dry run. */
  catalogueVersion: number | null;
}

export interface ConsoleCatalogueVersion {
  version: number;
  bumpedAt: string | null;
}

// ---- The console's content and support pages.

/** Content (roles with content.read / content.write); each list is a ConsolePage. */
export const CONSOLE_CONTENT_PATHS = {
  banners: `${CONSOLE_API_PREFIX}/content/banners`,
  /** POST a picture as multipart/form-data (field BANNER_IMAGE_FIELD); answers its address. */
  bannerImages: `${CONSOLE_API_PREFIX}/content/banner-images`,
  announcements: `${CONSOLE_API_PREFIX}/content/announcements`,
  promotions: `${CONSOLE_API_PREFIX}/content/promotions`,
  helpCategories: `${CONSOLE_API_PREFIX}/content/help-categories`,
  helpArticles: `${CONSOLE_API_PREFIX}/content/help-articles`,
  vipRanks: `${CONSOLE_API_PREFIX}/content/vip-ranks`,
  pointGoods: `${CONSOLE_API_PREFIX}/content/point-goods`,
  /** GET the channels; PUT or DELETE `<path>/<csType>`. */
  customerService: `${CONSOLE_API_PREFIX}/content/customer-service`,
} as const;

/** Support (roles with support.read / support.write). Chat mutes stay at CONSOLE_PATHS.chatMutes. */
export const CONSOLE_SUPPORT_PATHS = {
  feedback: `${CONSOLE_API_PREFIX}/support/feedback`,
} as const;

/** Paths under CONSOLE_SUPPORT_PATHS.feedback/:id (images: `images/<position>`). */
export const CONSOLE_FEEDBACK_PATHS = { reply: 'reply', close: 'close', images: 'images' } as const;

/** Uploaded banner pictures are served to everybody at `<path>/<name>`. */
export const BANNER_IMAGE_PATH = '/media/banner-images';
/** The multipart field of a banner picture upload. */
export const BANNER_IMAGE_FIELD = 'image';
/** PNG, JPEG or WebP, as found in the file's bytes. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];
/** A banner picture is under 2 MiB: it is the first thing a phone paints. */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface ConsoleBannerImage {
  /** The address to put in a banner's imageUrl. */
  url: string;
  mimeType: BannerImageType;
  sizeBytes: number;
}

/**
 * A banner's link: a path on the site opens in the app (ROUTE), an https address in a new tab
 * (URL). The type follows from the target.
 */
export type BannerLinkageType = 'ROUTE' | 'URL';

/** A start and an end (exclusive), ISO instants; null: no bound. */
export interface ConsoleSchedule {
  startsAt: string | null;
  endsAt: string | null;
}

/** A banner as written by POST and PUT (PUT replaces the row; fields left out take defaults). */
export interface ConsoleBannerInput extends Partial<ConsoleSchedule> {
  groupName: BannerGroup;
  /** Shown in this language only; null or left out: in every language. */
  language?: Language | null;
  title: string;
  /** A path on this site: an uploaded picture's address or another /media picture. */
  imageUrl: string;
  /** A path on this site or an https address; null or left out: a plain picture. */
  linkageTarget?: string | null;
  /** Lower first; default 0. */
  sortOrder?: number;
  /** Default true. */
  enabled?: boolean;
}

export interface ConsoleBanner extends ConsoleSchedule {
  id: number;
  groupName: BannerGroup;
  language: Language | null;
  title: string;
  imageUrl: string;
  linkageType: BannerLinkageType | null;
  linkageTarget: string | null;
  sortOrder: number;
  enabled: boolean;
  /** Enabled and inside its schedule now: players see it. */
  live: boolean;
}

export interface ConsoleBannerQuery extends ConsolePageQuery {
  group?: BannerGroup;
  language?: Language;
}

/**
 * The announcement types the console edits: what players are shown (notices for the marquee and
 * /noticePage, popup, promotion) and the notices for agents (AGENT_ANNOUNCEMENT_TYPE).
 */
export const CONSOLE_ANNOUNCEMENT_TYPES = [
  'PL',
  'PU',
  'PR',
  'AG',
] as const satisfies readonly StoredAnnouncementType[];
export type ConsoleAnnouncementType = (typeof CONSOLE_ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_TEXT_LENGTH = { title: 200, content: 5000 } as const;

export interface ConsoleAnnouncementInput extends Partial<ConsoleSchedule> {
  type: ConsoleAnnouncementType;
  /** Null or left out: in every language. */
  language?: Language | null;
  title: string;
  /** Plain text. */
  content: string;
  sortOrder?: number;
  enabled?: boolean;
}

export interface ConsoleAnnouncement extends ConsoleSchedule {
  id: number;
  type: ConsoleAnnouncementType;
  language: Language | null;
  title: string;
  content: string;
  sortOrder: number;
  enabled: boolean;
  live: boolean;
  createdAt: string;
}

export interface ConsoleAnnouncementQuery extends ConsolePageQuery {
  type?: ConsoleAnnouncementType;
  language?: Language;
}

/** Codes of promotions, goods and help entries: lower-case letters, digits and "-". */
export const CONSOLE_CONTENT_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

export interface ConsolePromotionText {
  title: string;
  summary: string;
  /** Paragraphs of plain text. */
  description: string[];
  terms: string[];
}

export interface ConsolePromotionInput {
  code: string;
  type: PromotionType;
  tag?: PromotionTag | null;
  imageUrl: string;
  sortOrder?: number;
  enabled?: boolean;
  startsAt: string;
  endsAt?: string | null;
  /** Every language: a promotion's terms are never shown in another language. */
  texts: Record<Language, ConsolePromotionText>;
}

export interface ConsolePromotion {
  id: number;
  code: string;
  type: PromotionType;
  tag: PromotionTag | null;
  imageUrl: string;
  sortOrder: number;
  enabled: boolean;
  startsAt: string;
  endsAt: string | null;
  /** From the period, now. */
  status: PromotionStatus;
  texts: Record<Language, ConsolePromotionText>;
}

export interface ConsolePromotionQuery extends ConsolePageQuery {
  type?: PromotionType;
}

export interface ConsoleHelpCategoryInput {
  /** The section's anchor on /help: a lower-case word ("term" holds the terms). */
  code: string;
  sortOrder?: number;
  titles: Record<Language, string>;
}

export interface ConsoleHelpCategory {
  id: number;
  code: string;
  sortOrder: number;
  titles: Record<Language, string>;
  articleCount: number;
}

export interface ConsoleHelpArticleInput {
  categoryId: number;
  code: string;
  sortOrder?: number;
  /** Every language: the help centre never shows another language's text. */
  texts: Record<Language, { title: string; content: string }>;
}

export interface ConsoleHelpArticle {
  id: number;
  categoryId: number;
  categoryCode: string;
  code: string;
  sortOrder: number;
  texts: Record<Language, { title: string; content: string }>;
}

export interface ConsoleHelpArticleQuery extends ConsolePageQuery {
  categoryId?: number;
}

export interface ConsoleVipRankInput {
  /** 0 to 99; from 5 on the VIP customer-service channel serves the rank. */
  rankLevel: number;
  labelName: string;
  /** #rrggbb */
  color: string;
  /** Amounts with up to two decimals. */
  requirements: { depositTotal: string; validBetTotal: string };
}

export interface ConsoleVipRank extends ConsoleVipRankInput {
  id: number;
  /** Members holding the rank: a rank held by anyone cannot be deleted. */
  memberCount: number;
}

export interface ConsolePointGoodsInput {
  code: string;
  category: PointGoodsCategory;
  imageUrl: string;
  pointsRequired: number;
  stock: number;
  sortOrder?: number;
  enabled?: boolean;
  names: Record<Language, string>;
}

export interface ConsolePointGoods {
  id: number;
  code: string;
  category: PointGoodsCategory;
  imageUrl: string;
  pointsRequired: number;
  stock: number;
  sortOrder: number;
  enabled: boolean;
  names: Record<Language, string>;
}

export interface ConsolePointGoodsQuery extends ConsolePageQuery {
  category?: PointGoodsCategory;
}

export interface ConsoleCustomerServiceInput {
  name: string;
  /** A path on this site or an https address, opened in the customer-service pop-up. */
  path: string;
}

export interface ConsoleCustomerServiceChannel extends ConsoleCustomerServiceInput {
  csType: CustomerServiceType;
}

export interface ConsoleFeedbackQuery extends ConsolePageQuery {
  status?: FeedbackStatus;
}

export interface ConsoleFeedbackRow {
  id: number;
  memberId: number;
  account: string;
  questionType: FeedbackQuestionType;
  status: FeedbackStatus;
  content: string;
  imageCount: number;
  createdAt: string;
  repliedAt: string | null;
  closedAt: string | null;
}

export interface ConsoleFeedbackDetail extends ConsoleFeedbackRow {
  /** Each served at CONSOLE_SUPPORT_PATHS.feedback/:id/images/:position. */
  images: { position: number; mimeType: FeedbackImageType; sizeBytes: number }[];
  reply: string | null;
  repliedBy: string | null;
}

/** The member sees the reply with the feedback; a second reply replaces the first. */
export interface ConsoleFeedbackReplyRequest {
  content: string;
}

export interface ConsoleChatMuteRow {
  memberId: number;
  account: string;
  /** Null: until unmuted. */
  mutedUntil: string | null;
  mutedAt: string;
}
