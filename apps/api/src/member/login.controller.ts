import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginResponseValue } from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { FreePlayDto, LoginDto } from './dto/login.dto.js';
import { FreePlayService } from './free-play.service.js';
import { LoginService } from './login.service.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { TabSessionCookies } from '../session/tab-session-cookies.js';

/** A member's ways in: password or SMS code, and free play; they end in a session. */
@ApiTags('session')
@Controller('wps/session')
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly freePlay: FreePlayService,
    private readonly tabCookies: TabSessionCookies,
  ) {}

  @Post('login')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in by username and password, or by mobile number and SMS code' })
  async login(
    @Body() dto: LoginDto,
    @CurrentVisitor() visitor: Visitor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponseValue> {
    const value = await this.logins.login(dto, visitor);
    await this.tabCookies.issue(reply, value.token, dto.rememberMe === true);
    return value;
  }

  @Post('login/freeplay')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Free play: creates a demo account (isAgent 4) and logs it in' })
  startFreePlay(
    @Body() _dto: FreePlayDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<LoginResponseValue> {
    return this.freePlay.start(visitor);
  }
}
