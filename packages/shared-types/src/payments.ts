// Money in and out: the payment password, the turnover requirement and the operator's payment
// settings that deposits, withdrawals, bank accounts and transfers to the upline share.

/** A payment password: six digits, separate from the login password (decisions). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** Five wrong payment passwords in a row lock it for 15 minutes. */
export const PAYMENT_PASSWORD_LOCK = { failures: 5, minutes: 15 } as const;

export const PAYMENT_PATHS = {
  /** GET: PaymentPasswordStatus. PUT: set or change it (SetPaymentPasswordRequest). */
  paymentPassword: '/wps/member/payment-password',
  /** GET: TurnoverStatus, what remains to be wagered before a withdrawal. */
  turnover: '/wps/member/turnover',
} as const;

export interface PaymentPasswordStatus {
  isSet: boolean;
  /** ISO time the lock ends, while locked. */
  lockedUntil: string | null;
}

/** Setting the payment password the first time and changing it both want the login password. */
export interface SetPaymentPasswordRequest {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** What a member still has to wager before a withdrawal (decisions: turnover requirement). */
export interface TurnoverStatus {
  /** The sum of the requirements of the deposits and bonuses since the last withdrawal. */
  required: string;
  /** Valid turnover (settled stakes of real money) since the first of those requirements. */
  wagered: string;
  /** What remains to be wagered; a withdrawal needs it at 0.00. */
  remaining: string;
}

/** Where a turnover requirement came from. */
export const TURNOVER_SOURCES = ['DEPOSIT', 'BONUS'] as const;
export type TurnoverSource = (typeof TURNOVER_SOURCES)[number];

/**
 * The operator's payment settings, kept in merchant.settings under `payments`; every field has
 * a default, so a site that never set them works. Amounts are decimal strings.
 */
export interface PaymentSettings {
  /** Each deposit adds amount x this to the turnover requirement (decisions: default 1x). */
  depositTurnoverMultiplier: number;
  /** A bank or e-wallet deposit nobody decided expires after this many minutes. */
  depositExpiryMinutes: number;
  withdrawal: {
    minAmount: string;
    maxAmount: string;
    /** Withdrawal requests per operator day. */
    dailyCount: number;
    dailyAmount: string;
    /** A paid withdrawal the member has not answered confirms itself after this many minutes. */
    autoConfirmMinutes: number;
  };
  /** Bank accounts a member may bind. */
  maxBankAccounts: number;
  uplineTransfer: {
    minAmount: string;
    maxAmount: string;
    dailyAmount: string;
  };
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  depositTurnoverMultiplier: 1,
  depositExpiryMinutes: 1440,
  withdrawal: {
    minAmount: '50.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    dailyAmount: '100000.00',
    autoConfirmMinutes: 60,
  },
  maxBankAccounts: 3,
  uplineTransfer: { minAmount: '10.00', maxAmount: '10000.00', dailyAmount: '50000.00' },
};

/** The payment settings in a merchant's settings object, defaults filled in field by field. */
export function paymentSettingsOf(settings: unknown): PaymentSettings {
  const stored = objectOr(objectOr(settings).payments);
  const defaults = DEFAULT_PAYMENT_SETTINGS;
  return {
    depositTurnoverMultiplier: numberOr(
      stored.depositTurnoverMultiplier,
      defaults.depositTurnoverMultiplier,
    ),
    depositExpiryMinutes: numberOr(stored.depositExpiryMinutes, defaults.depositExpiryMinutes),
    withdrawal: { ...defaults.withdrawal, ...pick(stored.withdrawal, defaults.withdrawal) },
    maxBankAccounts: numberOr(stored.maxBankAccounts, defaults.maxBankAccounts),
    uplineTransfer: {
      ...defaults.uplineTransfer,
      ...pick(stored.uplineTransfer, defaults.uplineTransfer),
    },
  };
}

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The stored fields of the same type as the default's. */
function pick<T extends object>(value: unknown, defaults: T): Partial<T> {
  const stored = objectOr(value);
  const kept: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (typeof stored[key] === typeof defaults[key]) kept[key] = stored[key] as T[typeof key];
  }
  return kept;
}
