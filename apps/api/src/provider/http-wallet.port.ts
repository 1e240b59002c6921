import {
  type ApiEnvelope,
  isErrorCode,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  SEAMLESS_WALLET_PATHS,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessRollbackRequest,
  type SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { signSeamlessBody } from '../wallet/seamless-signature.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

export interface HttpWalletOptions {
  /** Where the site's /wps routes are served, e.g. http://localhost:3000. */
  baseUrl: string;
  vendorCode: string;
  /** The vendor's own secret, read for each call (the operator may rotate it). */
  secret: () => Promise<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function isAnswer(value: unknown): value is SeamlessWalletAnswer {
  const answer = value as Partial<SeamlessWalletAnswer> | null;
  return typeof answer?.balance === 'string' && typeof answer.currency === 'string';
}

/** The seamless wallet over HTTP, each call signed as the contract says. */
export class HttpWalletPort implements WalletPort {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpWalletOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  balance(request: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer> {
    return this.post(SEAMLESS_WALLET_PATHS.balance, request);
  }

  debit(request: SeamlessDebitRequest): Promise<SeamlessWalletAnswer> {
    return this.post(SEAMLESS_WALLET_PATHS.debit, request);
  }

  credit(request: SeamlessCreditRequest): Promise<SeamlessWalletAnswer> {
    return this.post(SEAMLESS_WALLET_PATHS.credit, request);
  }

  rollback(request: SeamlessRollbackRequest): Promise<SeamlessWalletAnswer> {
    return this.post(SEAMLESS_WALLET_PATHS.rollback, request);
  }

  private async post(path: string, request: object): Promise<SeamlessWalletAnswer> {
    const { baseUrl, vendorCode, secret, timeoutMs = 10_000 } = this.options;
    const body = JSON.stringify(request);
    let response: Response;
    try {
      response = await this.fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_VENDOR_HEADER]: vendorCode,
          [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(await secret(), body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WalletUnreachableError(`Wallet call ${path} failed`, { cause: error });
    }
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope | null;
    if (response.ok && envelope?.success && isAnswer(envelope.value)) return envelope.value;
    const definite = response.status < 500 && response.status !== 429;
    if (definite && envelope && !envelope.success && isErrorCode(envelope.code)) {
      throw new AppError(envelope.code, envelope.message);
    }
    throw new WalletUnreachableError(`Wallet call ${path} answered ${response.status}`);
  }
}
