import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  SEAMLESS_WALLET_PATHS,
} from '@wps/shared-types';
import { signSeamlessBody } from '../wallet/seamless-signature.js';
import type { ConformanceSetup } from './conformance-setup.js';
import {
  postExchange,
  type BetCall,
  type EndRoundCall,
  type Exchange,
  type Expected,
  type Outcome,
  type RollbackCall,
  type WalletProtocol,
  type WinCall,
} from './wallet-protocol.js';

interface Envelope {
  success?: boolean;
  code?: string;
  value?: { balance?: unknown } | null;
}

function outcomeOf(httpStatus: number, answer: unknown): Outcome {
  const envelope = (answer ?? {}) as Envelope;
  const balance = envelope.value?.balance;
  return {
    status: envelope.success === true ? 'OK' : (envelope.code ?? `HTTP ${httpStatus}`),
    balance: typeof balance === 'string' ? balance : null,
  };
}

/** The site's own /wps/seamless protocol: JSON bodies signed with the vendor's HMAC secret. */
export class BuiltinProtocol implements WalletProtocol {
  readonly name = 'builtin';
  private readonly secret: string;

  constructor(
    private readonly base: string,
    private readonly setup: ConformanceSetup,
  ) {
    if (!setup.secret) throw new Error('Setup: the builtin protocol needs the vendor secret');
    this.secret = setup.secret;
  }

  balance(player: { token: string }): Promise<Exchange> {
    return this.send('balance', SEAMLESS_WALLET_PATHS.balance, { playerToken: player.token });
  }

  bet(call: BetCall): Promise<Exchange> {
    return this.send('bet', SEAMLESS_WALLET_PATHS.debit, {
      playerToken: call.player.token,
      transactionId: call.transactionId,
      roundId: call.roundId,
      gameCode: call.gameCode,
      amount: call.amount,
      ...(call.currency === undefined ? {} : { currency: call.currency }),
    });
  }

  win(call: WinCall): Promise<Exchange> {
    return this.send('win', SEAMLESS_WALLET_PATHS.credit, {
      playerToken: call.player.token,
      transactionId: call.transactionId,
      roundId: call.roundId,
      gameCode: call.gameCode,
      amount: call.amount,
      roundClosed: call.roundClosed,
      ...(call.currency === undefined ? {} : { currency: call.currency }),
    });
  }

  rollback(call: RollbackCall): Promise<Exchange> {
    return this.send('rollback', SEAMLESS_WALLET_PATHS.rollback, {
      playerToken: call.player.token,
      transactionId: call.transactionId,
      referenceTransactionId: call.referenceTransactionId,
      roundId: call.roundId,
    });
  }

  endRound(call: EndRoundCall): Promise<Exchange> {
    return this.send('end-round', SEAMLESS_WALLET_PATHS.endRound, {
      playerToken: call.player.token,
      transactionId: call.transactionId,
      roundId: call.roundId,
    });
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
    return expected;
  }

  unsendable(): string | null {
    return null;
  }

  private send(call: string, path: string, request: object): Promise<Exchange> {
    const body = JSON.stringify(request);
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_VENDOR_HEADER]: this.setup.vendorCode,
      [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(this.secret, body),
    };
    return postExchange(call, `${this.base}${path}`, headers, body, outcomeOf);
  }
}
