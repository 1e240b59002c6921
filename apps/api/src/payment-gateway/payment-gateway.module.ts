import { Module } from '@nestjs/common';
import { GatewaySignatureGuard } from './gateway-signature.guard.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { SandboxGatewayController } from './sandbox-gateway.controller.js';
import { SandboxGateway } from './sandbox-gateway.js';

/**
 * The payment gateway behind its port (PAYMENT_GATEWAY): the sandbox the project ships, its
 * hosted page, and the guard of the callbacks' signature. A real gateway is another provider of
 * the same token.
 */
@Module({
  controllers: [SandboxGatewayController],
  providers: [
    SandboxGateway,
    { provide: PAYMENT_GATEWAY, useExisting: SandboxGateway },
    GatewaySignatureGuard,
  ],
  exports: [PAYMENT_GATEWAY, GatewaySignatureGuard],
})
export class PaymentGatewayModule {}
