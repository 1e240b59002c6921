import { Injectable, Logger } from '@nestjs/common';
import type {
  ErrorCode,
  Hub88Status,
  Hub88WalletOperation,
  Hub88WalletResponse,
  SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { SeamlessWalletService } from '../wallet/seamless-wallet.service.js';
import type { WalletVendor } from '../wallet/wallet.repository.js';
import { hub88UnitsOf, ledgerAmountOf } from './hub88-amount.js';
import type { Hub88Requests } from './hub88-request.js';

/** The wallet core's refusals as Hub88 statuses (docs/vendors.md shows the table). */
export const HUB88_STATUS_OF: Partial<Record<ErrorCode, Hub88Status>> = {
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  UNAUTHENTICATED: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  PLAYER_DISABLED: 'RS_ERROR_USER_DISABLED',
  PLAY_EXCLUDED: 'RS_ERROR_USER_DISABLED',
  PLAY_LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  IDEMPOTENCY_KEY_REUSED: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  VALIDATION_FAILED: 'RS_ERROR_WRONG_SYNTAX',
  NOT_FOUND: 'RS_ERROR_INVALID_GAME',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
};

/** A refusal of the adapter's own, before the wallet core is asked. */
class Hub88Refusal extends Error {
  constructor(readonly status: Hub88Status) {
    super(status);
  }
}

/**
 * Hub88's operator Wallet API in front of the wallet core: each call becomes the core's
 * balance, debit, credit or rollback for the vendor, amounts converted exactly between Hub88's
 * 1/100000 units and the ledger's, and every answer, refusals included, carries the balance.
 */
@Injectable()
export class Hub88WalletService {
  private readonly logger = new Logger(Hub88WalletService.name);

  constructor(
    private readonly seamless: SeamlessWalletService,
    private readonly sessions: GameSessionService,
  ) {}

  async handle<O extends Hub88WalletOperation>(
    vendor: WalletVendor,
    operation: O,
    request: Hub88Requests[O],
  ): Promise<Hub88WalletResponse> {
    const answered = (status: Hub88Status, answer: SeamlessWalletAnswer | null) => ({
      user: request.user,
      status,
      request_uuid: request.request_uuid,
      currency: answer?.currency ?? '',
      balance: answer ? hub88UnitsOf(answer.balance) : 0,
    });
    try {
      return answered('RS_OK', await this.call(vendor, operation, request));
    } catch (error) {
      const status = this.statusOf(operation, error);
      return answered(status, await this.balanceAfterRefusal(vendor, request, error));
    }
  }

  private async call<O extends Hub88WalletOperation>(
    vendor: WalletVendor,
    operation: O,
    request: Hub88Requests[O],
  ): Promise<SeamlessWalletAnswer> {
    const playerToken = request.token;
    // Only to check the user: the core decides what an expired token may still do (settle wins
    // and rollbacks, answer a repeated bet).
    const session = await this.sessions.resolve(playerToken, vendor.id, true);
    // The user Hub88 names is the member the launch gave the token to.
    if (request.user !== String(session.memberId)) throw new Hub88Refusal('RS_ERROR_INVALID_TOKEN');
    if (operation === 'balance') return this.seamless.balance(vendor, { playerToken });
    const base = {
      playerToken,
      transactionId: (request as Hub88Requests['bet']).transaction_uuid,
      roundId: (request as Hub88Requests['bet']).round,
    };
    if (operation === 'rollback') {
      const { reference_transaction_uuid, round_closed } = request as Hub88Requests['rollback'];
      return this.seamless.rollback(vendor, {
        ...base,
        referenceTransactionId: reference_transaction_uuid,
        ...(typeof round_closed === 'boolean' ? { roundClosed: round_closed } : {}),
      });
    }
    const money = request as Hub88Requests['bet'] | Hub88Requests['win'];
    const amount = ledgerAmountOf(money.amount);
    if (amount === null) throw new Hub88Refusal('RS_ERROR_WRONG_SYNTAX');
    if (operation === 'bet') {
      // A free bet is the vendor's (a reward), never the player's money: a zero stake.
      return this.seamless.debit(vendor, {
        ...base,
        gameCode: money.game_code,
        currency: money.currency,
        amount: money.is_free ? '0.00' : amount,
      });
    }
    return this.seamless.credit(vendor, {
      ...base,
      gameCode: money.game_code,
      currency: money.currency,
      amount,
      ...(typeof money.round_closed === 'boolean' ? { roundClosed: money.round_closed } : {}),
    });
  }

  private statusOf(operation: Hub88WalletOperation, error: unknown): Hub88Status {
    if (error instanceof Hub88Refusal) return error.status;
    if (error instanceof AppError) {
      const status = HUB88_STATUS_OF[error.code];
      if (status) return status;
    }
    this.logger.warn({ err: error }, `Hub88 ${operation} answered RS_ERROR_UNKNOWN`);
    return 'RS_ERROR_UNKNOWN';
  }

  /** The balance to answer a refusal with: the core's when it told it, else read now. */
  private async balanceAfterRefusal(
    vendor: WalletVendor,
    request: { token: string },
    error: unknown,
  ): Promise<SeamlessWalletAnswer | null> {
    const told = error instanceof AppError ? (error.value as Partial<SeamlessWalletAnswer>) : null;
    if (typeof told?.balance === 'string' && typeof told.currency === 'string') {
      return { balance: told.balance, currency: told.currency };
    }
    // An unknown or expired token names no wallet the site will disclose.
    return this.seamless.balance(vendor, { playerToken: request.token }).catch(() => null);
  }
}
