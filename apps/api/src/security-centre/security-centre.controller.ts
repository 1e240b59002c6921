import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LoginHistoryEntry,
  MemberSessionEntry,
  PaymentPasswordStatus,
  SecurityCodeValue,
  SecurityOverview,
  SecurityPage,
  SignOutOthersValue,
} from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import {
  BindEmailCodeDto,
  BindEmailDto,
  BindPhoneCodeDto,
  BindPhoneDto,
  PaymentPasswordResetCodeDto,
  PaymentPasswordResetDto,
  SecurityPageDto,
  UpdateProfileDto,
} from './dto/security-centre.dto.js';
import { MemberSessionsService } from './member-sessions.service.js';
import { PaymentPasswordResetService } from './payment-password-reset.service.js';
import { SecurityCentreService } from './security-centre.service.js';

@ApiTags('security centre')
@Controller('wps/member')
export class SecurityCentreController {
  constructor(
    private readonly securityCentre: SecurityCentreService,
    private readonly sessions: MemberSessionsService,
    private readonly paymentPasswordReset: PaymentPasswordResetService,
  ) {}

  @Get('security')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Profile, bound phone and e-mail (masked), payment password state' })
  overview(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityOverview> {
    return this.securityCentre.overview(member, visitor);
  }

  @Put('security/profile')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Nickname; real name and birthday once (then only the operator)' })
  updateProfile(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: UpdateProfileDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityOverview> {
    return this.securityCentre.updateProfile(member, body, visitor);
  }

  @Post('security/phone/code')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'With the login password: an SMS code to a new phone number' })
  phoneCode(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: BindPhoneCodeDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    return this.securityCentre.requestPhoneCode(member, body, visitor);
  }

  @Post('security/phone')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Binds the phone number the code proves, marked verified' })
  bindPhone(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: BindPhoneDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityOverview> {
    return this.securityCentre.bindPhone(member, body, visitor);
  }

  @Post('security/email/code')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'With the login password: a code to a new e-mail address' })
  emailCode(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: BindEmailCodeDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    return this.securityCentre.requestEmailCode(member, body, visitor);
  }

  @Post('security/email')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Binds the e-mail address the code proves, marked verified' })
  bindEmail(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: BindEmailDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityOverview> {
    return this.securityCentre.bindEmail(member, body, visitor);
  }

  @Get('security/logins')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's logins: time, address, device; newest first" })
  logins(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: SecurityPageDto,
  ): Promise<SecurityPage<LoginHistoryEntry>> {
    return this.sessions.logins(member, query);
  }

  @Get('security/sessions')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's live sessions, the current one marked; newest first" })
  liveSessions(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: SecurityPageDto,
  ): Promise<SecurityPage<MemberSessionEntry>> {
    return this.sessions.liveSessions(member, query);
  }

  @Post('security/sessions/sign-out-others')
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Ends every other session of the member at once' })
  signOutOthers(@CurrentMember() member: AuthenticatedMember): Promise<SignOutOthersValue> {
    return this.sessions.signOutOthers(member);
  }

  @Post('payment-password/reset/code')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "A code to the member's verified phone or e-mail, to reset" })
  paymentPasswordResetCode(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: PaymentPasswordResetCodeDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    return this.paymentPasswordReset.requestCode(member, body, visitor);
  }

  @Post('payment-password/reset')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'A new payment password with the code; its lock ends' })
  resetPaymentPassword(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: PaymentPasswordResetDto,
  ): Promise<PaymentPasswordStatus> {
    return this.paymentPasswordReset.reset(member, body);
  }
}
