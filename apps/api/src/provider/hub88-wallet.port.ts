import { randomUUID, type KeyObject } from 'node:crypto';
import {
  amountAtScale,
  amountFitsScale,
  currencyDecimals,
  type ErrorCode,
  HUB88_SIGNATURE_HEADER,
  hub88WalletPath,
  type Hub88Status,
  type Hub88WalletOperation,
  type Hub88WalletResponse,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessRollbackRequest,
  type SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { TtlCache } from '../common/ttl-cache.js';
import { hub88UnitsOf, ledgerAmountOf } from '../hub88-wallet/hub88-amount.js';
import { signHub88Body } from '../hub88-wallet/hub88-signature.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

/** The player of a token as the launch named them to the vendor. */
export interface Hub88Player {
  user: string;
  gameCode: string;
}

export interface Hub88WalletOptions {
  /** Where the site's /wps routes are served. */
  baseUrl: string;
  vendorCode: string;
  /** The vendor's private key, read for each call. */
  privateKey: () => Promise<KeyObject>;
  playerOf: (playerToken: string) => Promise<Hub88Player>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// A definite refusal as the wallet contract's code; any other status (RS_ERROR_UNKNOWN) leaves
// the effect unknown, so the provider treats it as no answer: it rolls a bet back and retries a
// win, as Hub88's retry policy has suppliers do.
const CODE_OF: Partial<Record<Hub88Status, ErrorCode>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'INSUFFICIENT_FUNDS',
  RS_ERROR_INVALID_TOKEN: 'UNAUTHENTICATED',
  RS_ERROR_TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  RS_ERROR_USER_DISABLED: 'PLAYER_DISABLED',
  RS_ERROR_LIMIT_REACHED: 'PLAY_LIMIT_REACHED',
  RS_ERROR_WRONG_CURRENCY: 'WRONG_CURRENCY',
  RS_ERROR_DUPLICATE_TRANSACTION: 'IDEMPOTENCY_KEY_REUSED',
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 'TRANSACTION_NOT_FOUND',
  RS_ERROR_TRANSACTION_ROLLED_BACK: 'TRANSACTION_ROLLED_BACK',
  RS_ERROR_WRONG_SYNTAX: 'VALIDATION_FAILED',
  RS_ERROR_WRONG_TYPES: 'VALIDATION_FAILED',
  RS_ERROR_INVALID_GAME: 'NOT_FOUND',
  RS_ERROR_INVALID_SIGNATURE: 'INVALID_SIGNATURE',
};

// A token's currency, learnt from its balance call (the first call of every game), kept about
// as long as a game session lives.
const CURRENCY_TTL_MS = 12 * 3_600_000;
const CURRENCY_LIMIT = 10_000;

function isResponse(value: unknown): value is Hub88WalletResponse {
  const response = value as Partial<Hub88WalletResponse> | null;
  return typeof response?.status === 'string' && typeof response.balance === 'number';
}

/**
 * The seamless wallet as a Hub88-protocol vendor calls it: the provider's calls translated to
 * /user/balance, /transaction/bet, /transaction/win and /transaction/rollback, amounts in
 * 1/100000 units, each body signed with the vendor's private key.
 */
export class Hub88WalletPort implements WalletPort {
  private readonly fetch: typeof fetch;
  private readonly currencies = new TtlCache<string, string>(CURRENCY_TTL_MS, CURRENCY_LIMIT);

  constructor(private readonly options: Hub88WalletOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async balance({ playerToken }: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer> {
    const { user, gameCode } = await this.options.playerOf(playerToken);
    const answer = await this.post('balance', {
      user,
      token: playerToken,
      request_uuid: randomUUID(),
      game_code: gameCode,
    });
    this.currencies.set(playerToken, answer.currency);
    return answer;
  }

  debit(request: SeamlessDebitRequest): Promise<SeamlessWalletAnswer> {
    return this.money('bet', request, {});
  }

  credit(request: SeamlessCreditRequest): Promise<SeamlessWalletAnswer> {
    return this.money('win', request, {
      // The provider names a round's bet `<round>:debit` (provider-round.service.ts).
      reference_transaction_uuid: `${request.roundId}:debit`,
      round_closed: request.roundClosed ?? true,
    });
  }

  async rollback(request: SeamlessRollbackRequest): Promise<SeamlessWalletAnswer> {
    const { user, gameCode } = await this.options.playerOf(request.playerToken);
    return this.post('rollback', {
      user,
      token: request.playerToken,
      request_uuid: randomUUID(),
      game_code: gameCode,
      transaction_uuid: request.transactionId,
      round: request.roundId,
      reference_transaction_uuid: request.referenceTransactionId,
      round_closed: true,
    });
  }

  private async money(
    operation: 'bet' | 'win',
    request: SeamlessDebitRequest,
    extra: object,
  ): Promise<SeamlessWalletAnswer> {
    const { user } = await this.options.playerOf(request.playerToken);
    const currency = await this.currencies.get(
      request.playerToken,
      async () => (await this.balance({ playerToken: request.playerToken })).currency,
    );
    return this.post(operation, {
      user,
      token: request.playerToken,
      request_uuid: randomUUID(),
      game_code: request.gameCode,
      transaction_uuid: request.transactionId,
      round: request.roundId,
      currency,
      amount: hub88UnitsOf(request.amount),
      ...extra,
    });
  }

  private async post(
    operation: Hub88WalletOperation,
    request: object,
  ): Promise<SeamlessWalletAnswer> {
    const { baseUrl, vendorCode, privateKey, timeoutMs = 10_000 } = this.options;
    const path = hub88WalletPath(vendorCode, operation);
    const body = JSON.stringify(request);
    let response: Response;
    try {
      response = await this.fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HUB88_SIGNATURE_HEADER]: signHub88Body(await privateKey(), body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WalletUnreachableError(`Wallet call ${path} failed`, { cause: error });
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok || !isResponse(answer)) {
      throw new WalletUnreachableError(`Wallet call ${path} answered ${response.status}`);
    }
    if (answer.status === 'RS_OK') {
      const balance = ledgerAmountOf(answer.balance);
      if (balance === null) throw new WalletUnreachableError(`Wallet call ${path}: bad balance`);
      // Written in the currency's decimals, as the built-in protocol answers it (unless the
      // operator's currency has more than ISO's).
      const decimals = currencyDecimals(answer.currency);
      return {
        balance: amountFitsScale(balance, decimals) ? amountAtScale(balance, decimals) : balance,
        currency: answer.currency,
      };
    }
    const code = CODE_OF[answer.status];
    if (code) throw new AppError(code, `Wallet call ${path} answered ${answer.status}`);
    throw new WalletUnreachableError(`Wallet call ${path} answered ${answer.status}`);
  }
}
