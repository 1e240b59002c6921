import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  PAYMENT_GATEWAY_PATHS,
  PAYMENT_GATEWAY_SIGNATURE_HEADER,
  type PaymentGatewayCallback,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { ownAddress } from '../common/own-address.js';
import type { AppConfig } from '../config/app-config.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { signGatewayBody } from './gateway-signature.js';
import type { CreatedPayment, PaymentGateway, PaymentRequest } from './payment-gateway.js';

// A sandbox payment lives a day: far longer than any online deposit waits for its payment.
const PAYMENT_TTL_MS = 24 * 3_600_000;
const CALLBACK_TIMEOUT_MS = 10_000;

export type SandboxDecision = PaymentGatewayCallback['status'];

/** A payment as the sandbox keeps it, with the payer's decision once there is one. */
export interface SandboxPayment extends PaymentRequest {
  reference: string;
  decision: SandboxDecision | null;
}

/**
 * The payment gateway the project ships (decisions: "Deposit channels"), as it ships a game
 * provider: its hosted page (sandbox-gateway.controller.ts) lets the payer approve or decline,
 * and it then calls the site's callback route over HTTP, signed with PAYMENT_GATEWAY_SECRET, as
 * a real gateway would. Payments are kept in the key-value store, so any instance serves them.
 */
@Injectable()
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox-gateway';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get available(): boolean {
    return this.config.PAYMENT_GATEWAY_SANDBOX;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const reference = `SBX-${randomUUID()}`;
    const payment: SandboxPayment = { ...request, reference, decision: null };
    await this.store.set(paymentKey(reference), JSON.stringify(payment), PAYMENT_TTL_MS);
    return { reference, paymentUrl: `${PAYMENT_GATEWAY_PATHS.sandboxPay}/${reference}` };
  }

  async payment(reference: string): Promise<SandboxPayment | null> {
    const stored = await this.store.get(paymentKey(reference));
    if (stored === null) return null;
    const payment = JSON.parse(stored) as SandboxPayment;
    const decision = await this.store.get(decisionKey(reference));
    return { ...payment, decision: decision as SandboxDecision | null };
  }

  /**
   * The payer's decision: the first one counts (a second click, or a second tab, sends the first
   * again). The callback goes out before the answer, so the payer returns to a site that knows.
   */
  async decide(reference: string, decision: SandboxDecision): Promise<SandboxPayment> {
    const payment = await this.payment(reference);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    const first = await this.store.setIfAbsent(decisionKey(reference), decision, PAYMENT_TTL_MS);
    const decided = first ? decision : ((await this.store.get(decisionKey(reference))) ?? decision);
    const answered = { ...payment, decision: decided as SandboxDecision };
    await this.sendCallback(answered);
    return answered;
  }

  private async sendCallback(payment: SandboxPayment): Promise<void> {
    const callback: PaymentGatewayCallback = {
      reference: payment.reference,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.decision ?? 'DECLINED',
      timestamp: Math.floor(this.clock.now() / 1000),
    };
    const body = JSON.stringify(callback);
    const url = `${ownAddress(this.adapterHost, 'HOST and PORT')}${PAYMENT_GATEWAY_PATHS.callback}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_GATEWAY_SIGNATURE_HEADER]: signGatewayBody(
          this.config.PAYMENT_GATEWAY_SECRET,
          body,
        ),
      },
      body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    // A refused callback (a late or mismatched payment) is the site's answer, not the payer's
    // problem; a server error is worth saying.
    if (response.status >= 500) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The site did not take the payment, try again');
    }
  }
}

function paymentKey(reference: string): string {
  return `sandbox-gateway:payment:${reference}`;
}

function decisionKey(reference: string): string {
  return `sandbox-gateway:decision:${reference}`;
}
