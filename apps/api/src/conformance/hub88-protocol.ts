import { randomUUID, sign } from 'node:crypto';
import {
  HUB88_AMOUNT_DECIMALS,
  HUB88_SIGNATURE_HEADER,
  hub88WalletPath,
  type Hub88BalanceRequest,
  type Hub88BetRequest,
  type Hub88RollbackRequest,
  type Hub88Status,
  type Hub88WalletOperation,
  type Hub88WinRequest,
} from '@wps/shared-types';
import type { ConformancePlayer, ConformanceSetup } from './conformance-setup.js';
import { formatUnits, toUnits } from './kit-money.js';
import {
  postExchange,
  type BetCall,
  type Exchange,
  type Expected,
  type Outcome,
  type RollbackCall,
  type WalletProtocol,
  type WinCall,
} from './wallet-protocol.js';

// The kit's amounts are in 10^-8 units; Hub88's in 10^-5.
const KIT_UNITS_PER_HUB88_UNIT = 10n ** BigInt(8 - HUB88_AMOUNT_DECIMALS);

/**
 * The site's outcome as a Hub88 status: the mapping table of docs/vendors.md. Outcomes Hub88 has
 * no status of its own for answer RS_ERROR_UNKNOWN.
 */
export const HUB88_STATUS_OF: Partial<Record<Expected, Hub88Status>> = {
  OK: 'RS_OK',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  UNAUTHENTICATED: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  NOT_FOUND: 'RS_ERROR_INVALID_GAME',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  PLAYER_DISABLED: 'RS_ERROR_USER_DISABLED',
  PLAY_EXCLUDED: 'RS_ERROR_USER_DISABLED',
  PLAY_LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  VALIDATION_FAILED: 'RS_ERROR_WRONG_SYNTAX',
  IDEMPOTENCY_KEY_REUSED: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
};

function outcomeOf(httpStatus: number, answer: unknown): Outcome {
  const body = (answer ?? {}) as { status?: unknown; balance?: unknown; currency?: unknown };
  const disclosed = typeof body.balance === 'number' && body.currency !== '';
  return {
    status: typeof body.status === 'string' ? body.status : `HTTP ${httpStatus}`,
    balance: disclosed
      ? formatUnits(
          BigInt(body.balance as number) * KIT_UNITS_PER_HUB88_UNIT,
          HUB88_AMOUNT_DECIMALS,
        )
      : null,
  };
}

/** A Hub88-class aggregator: snake_case bodies, integer amounts, RSA-SHA256 signatures. */
export class Hub88Protocol implements WalletProtocol {
  readonly name = 'hub88';
  private readonly privateKey: string;

  constructor(
    private readonly base: string,
    private readonly setup: ConformanceSetup,
  ) {
    if (!setup.privateKey) throw new Error('Setup: the hub88 protocol needs the private key');
    this.privateKey = setup.privateKey;
  }

  balance(player: ConformancePlayer): Promise<Exchange> {
    const request: Hub88BalanceRequest = {
      ...this.caller(player),
      game_code: this.setup.gameCode,
    };
    return this.send('balance', request);
  }

  bet(call: BetCall): Promise<Exchange> {
    const request: Hub88BetRequest = {
      ...this.caller(call.player),
      game_code: call.gameCode,
      transaction_uuid: call.transactionId,
      round: call.roundId,
      round_closed: false,
      currency: call.currency ?? this.setup.currency,
      amount: this.wireAmount(call.amount),
    };
    return this.send('bet', request);
  }

  win(call: WinCall): Promise<Exchange> {
    const request: Hub88WinRequest = {
      ...this.caller(call.player),
      game_code: call.gameCode,
      transaction_uuid: call.transactionId,
      reference_transaction_uuid: call.betTransactionId,
      round: call.roundId,
      round_closed: call.roundClosed,
      currency: call.currency ?? this.setup.currency,
      amount: this.wireAmount(call.amount),
    };
    return this.send('win', request);
  }

  rollback(call: RollbackCall): Promise<Exchange> {
    const request: Hub88RollbackRequest = {
      ...this.caller(call.player),
      game_code: call.gameCode,
      transaction_uuid: call.transactionId,
      reference_transaction_uuid: call.referenceTransactionId,
      round: call.roundId,
      round_closed: true,
    };
    return this.send('rollback', request);
  }

  replay(exchange: Exchange): Promise<Exchange> {
    return postExchange(
      `${exchange.call} (replayed)`,
      exchange.url,
      exchange.headers,
      exchange.body,
      outcomeOf,
    );
  }

  tamper(exchange: Exchange, from: string, to: string): Promise<Exchange> {
    return postExchange(
      `${exchange.call} (tampered)`,
      exchange.url,
      exchange.headers,
      exchange.body.replace(from, to),
      outcomeOf,
    );
  }

  statusFor(expected: Expected): string {
    return HUB88_STATUS_OF[expected] ?? 'RS_ERROR_UNKNOWN';
  }

  unsendable(amount: string): string | null {
    return toUnits(amount) % KIT_UNITS_PER_HUB88_UNIT === 0n
      ? null
      : `Hub88 amounts have ${HUB88_AMOUNT_DECIMALS} decimals`;
  }

  /** A wire amount: the decimal string in 1/100000 units (the cases send sendable ones only). */
  wireAmount(amount: string): number {
    return Number(toUnits(amount) / KIT_UNITS_PER_HUB88_UNIT);
  }

  private caller(player: ConformancePlayer) {
    if (!player.user) throw new Error('Setup: the hub88 protocol needs each player\'s "user"');
    return { user: player.user, token: player.token, request_uuid: randomUUID() };
  }

  private send(operation: Hub88WalletOperation, request: object): Promise<Exchange> {
    const body = JSON.stringify(request);
    const headers = {
      'content-type': 'application/json',
      [HUB88_SIGNATURE_HEADER]: sign('sha256', Buffer.from(body), this.privateKey).toString(
        'base64',
      ),
    };
    const url = `${this.base}${hub88WalletPath(this.setup.vendorCode, operation)}`;
    return postExchange(operation, url, headers, body, outcomeOf);
  }
}
