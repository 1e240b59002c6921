import type { ErrorCode } from '@wps/shared-types';
import type { ConformancePlayer } from './conformance-setup.js';

/** What the site answered, in the protocol's own words and in the site's. */
export interface Outcome {
  /** The protocol's status as sent ("OK"/an error code for builtin, RS_ statuses for hub88). */
  status: string;
  /** The balance the answer carried, as a decimal string of the currency; null if none. */
  balance: string | null;
}

/** One request and its answer, byte for byte, so a case can print it and send it again. */
export interface Exchange {
  call: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  httpStatus: number;
  answer: string;
  outcome: Outcome;
}

export interface BetCall {
  player: ConformancePlayer;
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** A decimal string of the currency, e.g. "1.50"; zero for a free bet. */
  amount: string;
  /** Sent when given: the currency the vendor believes the wallet is in. */
  currency?: string;
}

export interface WinCall extends BetCall {
  /** False when more bets or wins of the round follow. */
  roundClosed: boolean;
  /** The bet this win pays, for protocols that name it. */
  betTransactionId: string;
}

export interface RollbackCall {
  player: ConformancePlayer;
  transactionId: string;
  /** The bet being cancelled. */
  referenceTransactionId: string;
  roundId: string;
  gameCode: string;
}

export interface EndRoundCall {
  player: ConformancePlayer;
  transactionId: string;
  roundId: string;
  gameCode: string;
}

/** The site's outcome a case expects: success, or one of its error codes. */
export type Expected = 'OK' | ErrorCode;

/**
 * One wallet protocol as a vendor's server speaks it: signed calls, the protocol's amounts, and
 * the translation of the site's codes into the protocol's statuses (its mapping table).
 */
export interface WalletProtocol {
  readonly name: string;
  balance(player: ConformancePlayer): Promise<Exchange>;
  bet(call: BetCall): Promise<Exchange>;
  win(call: WinCall): Promise<Exchange>;
  rollback(call: RollbackCall): Promise<Exchange>;
  /** An explicit end-of-round call; absent where the protocol closes rounds by a flag only. */
  endRound?(call: EndRoundCall): Promise<Exchange>;
  /** The same bytes and headers sent again (a request captured and replayed). */
  replay(exchange: Exchange): Promise<Exchange>;
  /** The body of `exchange` with `from` replaced by `to`, under the original signature. */
  tamper(exchange: Exchange, from: string, to: string): Promise<Exchange>;
  /** The protocol's status for the site's outcome `expected`. */
  statusFor(expected: Expected): string;
  /** Why an amount cannot be sent in this protocol (null when it can). */
  unsendable(amount: string): string | null;
}

/** POSTs `body` as is: the exchange with the answer as text. */
export async function postExchange(
  call: string,
  url: string,
  headers: Record<string, string>,
  body: string,
  read: (httpStatus: number, answer: unknown) => Outcome,
): Promise<Exchange> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer);
  } catch {
    // Not JSON: the outcome says so below.
  }
  return {
    call,
    url,
    headers,
    body,
    httpStatus: response.status,
    answer,
    outcome: read(response.status, parsed),
  };
}
