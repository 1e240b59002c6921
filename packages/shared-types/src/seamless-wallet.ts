// The seamless-wallet calls a game provider makes to the site for every round, as real game
// aggregators do: debit the stake, credit the payout, roll back a debit that did not complete,
// end the round.
//
// A round is opened by its first debit and stays open, taking more debits and credits, until it
// is closed: by a credit or rollback with `roundClosed: true`, by the end-round call, or by the
// operator's idle-rounds job (no call on it for SEAMLESS_ROUND_IDLE_MINUTES: closed as it stands,
// a loss for what is staked). A debit or credit on a closed round is TRANSACTION_ALREADY_SETTLED;
// on a round whose every bet was rolled back, TRANSACTION_ROLLED_BACK.
// The built-in provider settles through exactly these calls; a real vendor adapter would too.
//
// Every call is a POST with a JSON body, signed by the provider: header `X-Provider-Vendor`
// (the vendor code) and `X-Provider-Signature` = hex HMAC-SHA256 of the raw body with the
// vendor's shared secret. Calls are idempotent by `transactionId`: a repeat with the same body
// answers the first result again; the same id with a different body is IDEMPOTENCY_KEY_REUSED.
// Amounts are decimal strings, never floats, with at most SEAMLESS_AMOUNT_PATTERN's six decimals
// (the ledger's scale) and nothing finer than the operator's currency allows (MYR: two): a
// finer amount is refused (VALIDATION_FAILED), never rounded.
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
  endRound: '/wps/seamless/end-round',
} as const;

// What a win without a bet pays (the vendor's promotion, tournament or jackpot payout).
export const SEAMLESS_PRIZES = ['PROMOTION', 'TOURNAMENT', 'JACKPOT'] as const;
export type SeamlessPrize = (typeof SEAMLESS_PRIZES)[number];

// Zero or more, at most 18 digits before the point and six after it (1/100000 units fit).
export const SEAMLESS_AMOUNT_PATTERN = /^(0|[1-9]\d{0,17})(\.\d{1,6})?$/;

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
  // The round the stake belongs to (opened by its first debit); its credits name the same round.
  roundId: string;
  gameCode: string;
  // Zero for a free bet (a free round the vendor pays). Several debits may stake on one round
  // until it is closed. A transactionId rolled back before it arrived: TRANSACTION_ROLLED_BACK.
  amount: string;
}

export interface SeamlessCreditRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
  transactionId: string;
  // The round of the bets it pays: unknown -> TRANSACTION_NOT_FOUND (unless a prize).
  roundId: string;
  gameCode: string;
  // Zero for a losing round.
  amount: string;
  // True on the round's last credit: the round is closed. By default it stays open.
  roundClosed?: boolean;
  // A win without a bet: paid whatever the round's state, never opens or closes one.
  prize?: SeamlessPrize;
}

export interface SeamlessRollbackRequest {
  playerToken: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
  transactionId: string;
  // The debit being cancelled. A debit the wallet never saw is answered OK (nothing moves) and
  // can never be debited afterwards. A debit of a round that a credit paid on, or that is closed
  // -> TRANSACTION_ALREADY_SETTLED. Another player's, another round's -> TRANSACTION_NOT_FOUND.
  // A credit of a SPORTS round (resettlement) is taken back and the round opens again; of any
  // other round -> TRANSACTION_ALREADY_SETTLED.
  referenceTransactionId: string;
  roundId: string;
  // True: the round is closed after the rollback.
  roundClosed?: boolean;
}

// Closes an open round; nothing moves. Unknown round -> TRANSACTION_NOT_FOUND, closed ->
// TRANSACTION_ALREADY_SETTLED, every bet rolled back -> TRANSACTION_ROLLED_BACK.
export interface SeamlessEndRoundRequest {
  playerToken: string;
  transactionId: string;
  roundId: string;
  // The currency the vendor means; absent: the wallet's own.
  currency?: string;
}

// Every successful answer: the wallet's balance after the call, and the site's ledger reference.
export interface SeamlessWalletAnswer {
  balance: string;
  currency: string;
  // Absent for the balance call. An answer that moved nothing (end of round, a rollback of a
  // debit never seen) still has one.
  ledgerReference?: string;
}
