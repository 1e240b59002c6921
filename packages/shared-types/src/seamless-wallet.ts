// The seamless-wallet calls a game provider makes to the site for every round, as real game
// aggregators do: debit the stake, credit the payout, roll back a debit that did not complete.
// The built-in provider settles through exactly these calls; a real vendor adapter would too.
//
// Every call is a POST with a JSON body, signed by the provider: header `X-Provider-Vendor`
// (the vendor code) and `X-Provider-Signature` = hex HMAC-SHA256 of the raw body with the
// vendor's shared secret. Calls are idempotent by `transactionId`: a repeat with the same body
// answers the first result again; the same id with a different body is IDEMPOTENCY_KEY_REUSED.
// Amounts are decimal strings with at most two decimals, never floats.
//
// Every call may name the `currency` it is in; one that names another currency than the
// player's wallet is refused (WRONG_CURRENCY). Refusals a vendor decides by: UNAUTHENTICATED
// (unknown token), TOKEN_EXPIRED (a bet or balance call after the token's end: wins and
// rollbacks still settle, and a repeated bet still answers its first result), PLAYER_DISABLED
// (the member is locked, frozen or closed), PLAY_EXCLUDED (time-out or self-exclusion),
// PLAY_LIMIT_REACHED (a loss or wager limit), INSUFFICIENT_FUNDS, WRONG_CURRENCY; none of them
// moves money. Every error answer about a known player carries the wallet in its `value`
// ({balance, currency}, beside the code's own fields). SERVICE_UNAVAILABLE (503): the call could
// not finish within the wallet's time budget and committed nothing; repeat it or roll it back.

export const SEAMLESS_WALLET_PATHS = {
  balance: '/wps/seamless/balance',
  debit: '/wps/seamless/debit',
  credit: '/wps/seamless/credit',
  rollback: '/wps/seamless/rollback',
} as const;

export const SEAMLESS_VENDOR_HEADER = 'x-provider-vendor';
export const SEAMLESS_SIGNATURE_HEADER = 'x-provider-signature';

// The player as the provider knows them: the player token the launch handed to the game.
export interface SeamlessBalanceRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
}

export interface SeamlessDebitRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
  // The provider's unique id for this money movement.
  transactionId: string;
  // The round the stake belongs to; its credit names the same round.
  roundId: string;
  gameCode: string;
  // Zero for a free bet. Several debits may stake on one round until it is closed.
  amount: string;
}

export interface SeamlessCreditRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
  transactionId: string;
  // A round with no debit is opened by its credit (a prize or a free spin).
  roundId: string;
  gameCode: string;
  // Zero for a losing round: the credit still closes the round.
  amount: string;
  // False when more debits or credits of the round follow; by default a credit closes it.
  roundClosed?: boolean;
}

export interface SeamlessRollbackRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
  transactionId: string;
  // The debit being cancelled. Unknown -> TRANSACTION_NOT_FOUND; a round already credited ->
  // TRANSACTION_ALREADY_SETTLED.
  referenceTransactionId: string;
  roundId: string;
}

// Every successful answer: the wallet's balance after the call, and the site's ledger reference.
export interface SeamlessWalletAnswer {
  balance: string;
  currency: string;
  // Absent for the balance call.
  ledgerReference?: string;
}
