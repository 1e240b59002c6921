// The Hub88 operator Wallet API, as its public documentation describes it: the seamless-wallet
// calls an aggregator of the Hub88 class makes to the operator's site. Written from
//   https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api
//   https://docs.hub88.io/developer-docs/operator-api-reference/operator-api-overview/seamless-wallet-response-statuses-operator-api
//   https://docs.hub88.io/developer-docs/supplier-api-reference (request signing)
//   https://github.com/coingaming/Hub88-Examples (signature examples)
// Field names stay as on the wire (snake_case); a vendor sends exactly these bodies.
//
// Every call is a POST with a JSON body and is answered with HTTP 200: success and failure
// alike are told by `status` in the body. The answer echoes the request's `request_uuid`.
// Requests may carry fields not listed here (the API grows: `is_billable`, `direct_fee`, …);
// an operator ignores what it does not know.

// The site serves one endpoint set per vendor, so the vendor (and the key its calls are checked
// with) is told by the path: `/wps/wallet/hub88/<vendorCode>` + the Hub88 operation path.
export const HUB88_WALLET_BASE_PATH = '/wps/wallet/hub88';

// The operation paths Hub88 appends to the operator's wallet URL.
export const HUB88_WALLET_OPERATIONS = {
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;

export type Hub88WalletOperation = keyof typeof HUB88_WALLET_OPERATIONS;

export function hub88WalletPath(vendorCode: string, operation: Hub88WalletOperation): string {
  return `${HUB88_WALLET_BASE_PATH}/${encodeURIComponent(vendorCode)}${HUB88_WALLET_OPERATIONS[operation]}`;
}

// "RSA-SHA256 is used to sign the request body using the private key": the signature of the raw
// body bytes (PKCS#1 v1.5, SHA-256), base64, in this header. The receiver verifies it with the
// sender's public key (an RSA key pair per vendor; the public half is all the site keeps).
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

// "The amount of money displayed in integer (Int64) format. To convert real float value to
// integer, it is multiplied by 100000. Example: $3.56 is represented as 356000."
export const HUB88_AMOUNT_SCALE = 100_000;
// Decimal places of a wire amount (100000 = 10^5).
export const HUB88_AMOUNT_DECIMALS = 5;

// The response statuses of the operator Wallet API (seamless-wallet-response-statuses page).
export const HUB88_STATUSES = [
  // Successful response: the request was accepted and processed without errors.
  'RS_OK',
  // General error status, for cases without a special error code.
  'RS_ERROR_UNKNOWN',
  // The operator or its sub_partner is disabled, or a wrong sub_partner_id was sent.
  'RS_ERROR_INVALID_PARTNER',
  // The token is unknown to the operator's system (an expired token has its own status).
  'RS_ERROR_INVALID_TOKEN',
  // Unknown game_code (a live lobby may change game_code within one session).
  'RS_ERROR_INVALID_GAME',
  // The transaction's currency differs from the user's wallet currency.
  'RS_ERROR_WRONG_CURRENCY',
  // Not enough money to place the bet; "send the actual balance together with this status".
  'RS_ERROR_NOT_ENOUGH_MONEY',
  // The user is disabled or locked and can't place new bets.
  'RS_ERROR_USER_DISABLED',
  // The signature of the request could not be verified.
  'RS_ERROR_INVALID_SIGNATURE',
  // The session of the token expired. "Token validity must not be validated in case of wins and
  // rollbacks, since they might come after the bet has been played."
  'RS_ERROR_TOKEN_EXPIRED',
  // The request does not match the expected form or syntax.
  'RS_ERROR_WRONG_SYNTAX',
  // A parameter's type does not match the expected type.
  'RS_ERROR_WRONG_TYPES',
  // The same transaction_uuid was sent with a different reference transaction, amount, currency,
  // round, user or game. (An exact repeat is answered as the first time, with RS_OK.)
  'RS_ERROR_DUPLICATE_TRANSACTION',
  // The bet a win references can't be found (never processed, or rolled back). A rollback of a
  // transaction the operator does not have is answered RS_OK.
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // The referenced transaction was already rolled back.
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // A responsible-gaming or operator limit refuses the bet. Like RS_ERROR_NOT_ENOUGH_MONEY, the
  // supplier docs' retry policy excludes it from the bet's rollback: the bet cleanly failed.
  'RS_ERROR_LIMIT_REACHED',
] as const;

export type Hub88Status = (typeof HUB88_STATUSES)[number];

// Fields every call carries.
interface Hub88RequestBase {
  // The unique user id in the operator's system (the one the game launch named).
  user: string;
  // An id of this network call, generated per call; the answer carries the same value.
  request_uuid: string;
  // The game session token the operator issued at launch.
  token: string;
  // The game's code in Hub88 (`game_code`); unknown -> RS_ERROR_INVALID_GAME.
  game_code: string;
}

// POST /user/balance: "Called when the player's balance is needed."
export type Hub88BalanceRequest = Hub88RequestBase;

// Fields of every money movement.
interface Hub88TransactionBase extends Hub88RequestBase {
  // "The unique transaction identifier … needs to be stored on both sides for at least 4 months
  // … An action with same transaction_uuid shouldn't be processed more than once."
  transaction_uuid: string;
  // The game round that relates all bets and wins of one round.
  round: string;
  // True when the round is closed by this transaction (optional; null when not known).
  round_closed?: boolean | null;
  // The supplier's own id of the transaction (informational).
  supplier_transaction_id?: string;
  // The user id in the supplier's system, when the supplier renames users (informational).
  supplier_user?: string;
  // Game-specific details of the transaction (bet type, odds, …); informational.
  meta?: Record<string, unknown> | null;
}

// POST /transaction/bet: decrease the balance by `amount`.
export interface Hub88BetRequest extends Hub88TransactionBase {
  // ISO 4217 code; must be the wallet's currency.
  currency: string;
  // Integer, 1/100000 of the currency unit (HUB88_AMOUNT_SCALE).
  amount: number;
  // The bet's description (game-specific, e.g. a selection); informational.
  bet?: string | null;
  // A free bet (a reward paid by the supplier or Hub88): the stake is not the player's money.
  is_free?: boolean;
  // The free-bet campaign this bet belongs to.
  reward_uuid?: string | null;
  // A free-bet transaction aggregated over several rounds.
  is_aggregated?: boolean;
}

// POST /transaction/win: increase the balance by `amount`. Hub88 retries a win until it is
// answered; it names the bet it settles.
export interface Hub88WinRequest extends Hub88TransactionBase {
  currency: string;
  amount: number;
  // The transaction_uuid of the bet this win settles.
  reference_transaction_uuid: string;
  bet?: string | null;
  is_free?: boolean;
  reward_uuid?: string | null;
  is_aggregated?: boolean;
}

// POST /transaction/rollback: undo the referenced bet (the stake goes back). Carries no amount:
// the operator returns what that transaction took.
export interface Hub88RollbackRequest extends Hub88TransactionBase {
  // The transaction_uuid of the transaction being rolled back.
  reference_transaction_uuid: string;
}

// Every answer, successes and errors alike ("Wallet API response").
export interface Hub88WalletResponse {
  user: string;
  status: Hub88Status;
  // The request's request_uuid, echoed.
  request_uuid: string;
  currency: string;
  // The balance after the call, integer 1/100000 units; on errors too (the docs ask for it with
  // RS_ERROR_NOT_ENOUGH_MONEY). 0, with the request's user and an empty currency, when the call
  // names no wallet the site will disclose (bad signature, unknown token or user).
  balance: number;
}
