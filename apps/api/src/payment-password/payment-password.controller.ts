import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentPasswordStatus } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { SetPaymentPasswordDto } from './payment-password.dto.js';
import { PaymentPasswordService } from './payment-password.service.js';

@ApiTags('payment password')
@Controller('wps/member/payment-password')
export class PaymentPasswordController {
  constructor(private readonly paymentPasswords: PaymentPasswordService) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Whether the member has a payment password, and its lock' })
  status(@CurrentMember() member: AuthenticatedMember): Promise<PaymentPasswordStatus> {
    return this.paymentPasswords.status(member.memberId);
  }

  @Put()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Sets or changes the payment password (with the login password)' })
  set(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: SetPaymentPasswordDto,
  ): Promise<PaymentPasswordStatus> {
    return this.paymentPasswords.set(member.memberId, body);
  }
}
