import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  moneyCents,
  PAYMENT_GATEWAY_CALLBACK_MAX_AGE_SECONDS,
  type PaymentGatewayCallbackOutcome,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway/payment-gateway.js';
import { DepositDecisions } from './deposit-decisions.service.js';
import { DepositsRepository } from './deposits.repository.js';
import type { PaymentCallbackDto } from './dto/payment-callback.dto.js';

/**
 * The gateway's signed callbacks (the signature is checked before this, on the raw body). A
 * callback is applied once per gateway reference: a repeat answers ALREADY_DECIDED and posts
 * nothing, as does one that comes after the deposit expired or was decided. One whose amount or
 * currency is not the deposit's, or that is too old, changes nothing and is refused.
 */
@Injectable()
export class PaymentCallbacks {
  private readonly logger = new Logger('PaymentCallbacks');

  constructor(
    private readonly deposits: DepositsRepository,
    private readonly decisions: DepositDecisions,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(callback: PaymentCallbackDto): Promise<{ outcome: PaymentGatewayCallbackOutcome }> {
    const age = Math.abs(this.clock.now() / 1000 - callback.timestamp);
    if (age > PAYMENT_GATEWAY_CALLBACK_MAX_AGE_SECONDS) {
      throw new AppError('BAD_REQUEST', 'The callback is too old');
    }
    const deposit = await this.deposits.findByGatewayReference(callback.reference);
    if (!deposit || String(deposit.id) !== callback.merchantReference) {
      throw new AppError('NOT_FOUND', 'No such payment');
    }
    if (
      moneyCents(callback.amount) !== moneyCents(deposit.amount.toFixed(2)) ||
      callback.currency !== deposit.currency
    ) {
      this.logger.warn(
        `deposit ${deposit.id}: callback ${callback.reference} says ${callback.amount} ${callback.currency}, not ${deposit.amount.toFixed(2)} ${deposit.currency}`,
      );
      throw new AppError('BAD_REQUEST', 'The amount or currency is not the payment’s');
    }
    const decider = { name: this.gateway.name };
    const decided =
      callback.status === 'PAID'
        ? await this.decisions.approve(deposit, decider)
        : await this.decisions.reject(deposit, decider, 'Declined at the payment gateway');
    if (!decided) return { outcome: 'ALREADY_DECIDED' };
    return { outcome: callback.status === 'PAID' ? 'APPROVED' : 'DECLINED' };
  }
}
