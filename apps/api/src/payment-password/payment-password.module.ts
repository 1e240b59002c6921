import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { PaymentPasswordController } from './payment-password.controller.js';
import { PaymentPasswordRepository } from './payment-password.repository.js';
import { PaymentPasswordService } from './payment-password.service.js';

/** The payment password; other features ask `PaymentPasswordService.verify`. */
@Module({
  imports: [MemberModule],
  controllers: [PaymentPasswordController],
  providers: [PaymentPasswordRepository, PaymentPasswordService],
  exports: [PaymentPasswordService],
})
export class PaymentPasswordModule {}
