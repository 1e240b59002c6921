// The member's wallets (spec 1 §7: balance, wallet transfer, consolidated funds, merchant
// wallet). Every member has a MAIN wallet and, for each transfer-wallet vendor, a wallet at that
// vendor; a demo account (isAgent 4) has only a DEMO wallet of play money. Amounts are decimal
// strings with the decimals of the operator's currency ("1234.50" in MYR), never floats; show
// them with formatMoney.

export const WALLET_PATHS = {
  balance: '/wps/v2/wallets/balance',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  transfer: '/wps/relay/GCS_walletTransfer',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
} as const;

// The header every money-moving request carries: a retry with the same key answers the first
// result; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED).
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
// 8 to 128 characters: a UUID fits, and the key can never smuggle anything into a log line.
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

// A positive or zero amount with at most two decimals: what members type (transfers, deposits,
// withdrawals). The ledger keeps six (seamless-wallet.ts); answers show the currency's decimals.
export const MONEY_AMOUNT_PATTERN = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

export const MAIN_WALLET = 'MAIN';
export const DEMO_WALLET = 'DEMO';

// Play money a demo account starts with (granted once, from the operator's demo house account).
export const DEMO_OPENING_BALANCE = '2000.00';

// 'MAIN', 'DEMO' or the code of a transfer-wallet vendor.
export type WalletName = string;

export interface WalletBalance {
  vendor: WalletName;
  balance: string;
}

// GET balance (T): the header's balance is sumBalance. A demo account sees its DEMO wallet only.
export interface WalletBalanceResponse {
  sumBalance: string;
  currency: string;
  demo: boolean;
  wallets: WalletBalance[];
}

// GET merchant wallet: isSingle is true when the operator has no transfer-wallet vendor, so the
// member has one wallet and the site shows no transfer page.
export interface MerchantWalletResponse {
  isSingle: boolean;
}

export const TRANSFER_DIRECTIONS = ['TO_VENDOR', 'FROM_VENDOR', 'ALL_TO_MAIN'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

// POST wallet transfer (T, real accounts only, Idempotency-Key header required). TO_VENDOR and
// FROM_VENDOR name the vendor and the amount; ALL_TO_MAIN names neither and brings every vendor
// wallet back to MAIN.
export interface WalletTransferRequest {
  direction: TransferDirection;
  vendor?: string;
  amount?: string;
}

export interface WalletTransferResponse {
  transferId: string;
  direction: TransferDirection;
  // The total moved (for ALL_TO_MAIN the sum of the vendor wallets; "0.00" when all were empty).
  amount: string;
  // The wallets the transfer touched, with their balances right after it.
  wallets: WalletBalance[];
}

// A wallet on the transfer page: MAIN first, then every transfer-wallet vendor of the operator.
export interface ConsolidatedWallet extends WalletBalance {
  name: string;
  // A vendor under maintenance takes no transfer in (money can always come back out).
  maintenance: boolean;
}

// GET consolidated funds (T, real accounts only): everything the transfer page shows at once.
export interface ConsolidatedFundsResponse {
  currency: string;
  currencySymbol: string;
  sumBalance: string;
  mainBalance: string;
  // The sum of the vendor wallets.
  vendorBalance: string;
  // Stakes of rounds still open (not part of any balance until they settle or roll back).
  inPlay: string;
  wallets: ConsolidatedWallet[];
}
