import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PAYMENT_GATEWAY_PATHS } from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SandboxGateway, type SandboxDecision, type SandboxPayment } from './sandbox-gateway.js';
import { sandboxPaymentPage } from './sandbox-page.js';

// The reference the sandbox gives a payment (SBX- and a UUID); anything else is no payment.
const REFERENCE = /^SBX-[0-9a-f-]{36}$/;

/**
 * The sandbox gateway's hosted payment page, served by the API under its own path as a real
 * gateway's would be on its own site. Off (404) where PAYMENT_GATEWAY_SANDBOX is off.
 */
@ApiTags('sandbox payment gateway')
@Controller(PAYMENT_GATEWAY_PATHS.sandboxPay.slice(1))
export class SandboxGatewayController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sandbox: SandboxGateway,
  ) {}

  @Get(':reference')
  @ApiOperation({ summary: 'The sandbox payment page: the payment, approve or decline (HTML)' })
  @ApiProduces('text/html')
  async show(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    const payment = await this.find(reference);
    const action = `${PAYMENT_GATEWAY_PATHS.sandboxPay}/${payment.reference}`;
    void reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPaymentPage(payment, action));
  }

  @Post(':reference/approve')
  @HttpCode(303)
  @ApiOperation({ summary: 'The payer approves: the sandbox calls the site back, then returns' })
  approve(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    return this.decide(reference, 'PAID', reply);
  }

  @Post(':reference/decline')
  @HttpCode(303)
  @ApiOperation({ summary: 'The payer declines: the sandbox calls the site back, then returns' })
  decline(@Param('reference') reference: string, @Res() reply: FastifyReply): Promise<void> {
    return this.decide(reference, 'DECLINED', reply);
  }

  private async decide(
    reference: string,
    decision: SandboxDecision,
    reply: FastifyReply,
  ): Promise<void> {
    const payment = await this.find(reference);
    const decided = await this.sandbox.decide(payment.reference, decision);
    void reply.redirect(decided.returnUrl, 303);
  }

  /** The payment, else 404 in the envelope like any other route's. */
  private async find(reference: string): Promise<SandboxPayment> {
    const payment =
      this.config.PAYMENT_GATEWAY_SANDBOX && REFERENCE.test(reference)
        ? await this.sandbox.payment(reference)
        : null;
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    return payment;
  }
}
