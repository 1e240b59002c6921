import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LoginResponseValue,
  MemberIconValue,
  MemberInfo,
  PasswordRecoveryValue,
} from '@wps/shared-types';
import { MessageAnswer } from '../common/envelope.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import {
  ChangePasswordDto,
  ForgotPasswordByEmailDto,
  ResetPasswordByEmailDto,
  LanguageDto,
  ResetPasswordByPhoneDto,
} from './dto/password.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { MemberService } from './member.service.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';

@ApiTags('member')
@Controller('wps')
export class MemberController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwords: PasswordService,
    private readonly members: MemberService,
  ) {}

  @Put('member/register')
  @CredentialRoute()
  @ApiOperation({ summary: 'Register by username; logs the new member in' })
  register(
    @Body() dto: RegisterDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<LoginResponseValue> {
    return this.registration.register('register', dto, visitor);
  }

  @Put('member/register/mobile')
  @CredentialRoute()
  @ApiOperation({ summary: 'Register by mobile number; logs the new member in' })
  registerMobile(
    @Body() dto: RegisterDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<LoginResponseValue> {
    return this.registration.register('registerMobile', dto, visitor);
  }

  @Get('member/info')
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({ summary: 'The logged-in member: account, id, nickname, type, labels' })
  info(@CurrentMember() member: AuthenticatedMember): Promise<MemberInfo> {
    return this.members.info(member);
  }

  @Get('member/info/icon')
  @Authenticated()
  @ApiOperation({ summary: "The member's icon" })
  icon(@CurrentMember() member: AuthenticatedMember): MemberIconValue {
    return this.members.icon(member);
  }

  @Get('relay/MCSFE_getPlayerAvatar')
  @Authenticated()
  @ApiOperation({ summary: "The member's avatar (relay)" })
  avatar(@CurrentMember() member: AuthenticatedMember): MemberIconValue {
    return this.members.icon(member);
  }

  @Post('member/language')
  @HttpCode(200)
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({ summary: "Stores the member's language" })
  language(@CurrentMember() member: AuthenticatedMember, @Body() dto: LanguageDto): Promise<null> {
    return this.members.setLanguage(member, dto.language);
  }

  @Post('member/password')
  @CredentialRoute()
  @HttpCode(200)
  @Authenticated({ realAccount: true, duringPasswordChange: true })
  @ApiOperation({ summary: 'Change password; ends the member’s other sessions' })
  changePassword(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: ChangePasswordDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<null> {
    return this.passwords.change(member, dto, visitor);
  }

  @Post('member/password/email')
  @CredentialRoute()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    summary: "Forgot password by e-mail: sends a one-time link; always answers 'in_been_out'",
  })
  async forgotByEmail(
    @Body() dto: ForgotPasswordByEmailDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<MessageAnswer<null>> {
    await this.passwords.sendByEmail(dto, visitor);
    return new MessageAnswer('in_been_out', null);
  }

  @Post('member/password/email/reset')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sets a new password with the one-time link a recovery e-mail sent; logs the member in',
  })
  resetByEmail(
    @Body() dto: ResetPasswordByEmailDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<PasswordRecoveryValue> {
    return this.passwords.resetByEmail(dto, visitor);
  }

  @Post('member/password/verification')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Reset password with an SMS code; logs the member in' })
  resetByPhone(
    @Body() dto: ResetPasswordByPhoneDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<LoginResponseValue> {
    return this.passwords.resetByPhone(dto, visitor);
  }
}
