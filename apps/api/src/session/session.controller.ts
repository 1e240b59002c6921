import { Body, Controller, Delete, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginResponseValue } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { CurrentMember, type AuthenticatedMember } from './authenticated-member.js';
import { FreePlayDto, LoginDto } from './dto/login.dto.js';
import { FreePlayService } from './free-play.service.js';
import { LoginService } from './login.service.js';
import { Authenticated } from './session.guard.js';
import { SessionService } from './session.service.js';
import { CredentialRoute } from '../rate-limit/credential-routes.js';

@ApiTags('session')
@Controller('wps/session')
export class SessionController {
  constructor(
    private readonly logins: LoginService,
    private readonly freePlay: FreePlayService,
    private readonly sessions: SessionService,
  ) {}

  @Post('login')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in by username and password, or by mobile number and SMS code' })
  login(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<LoginResponseValue> {
    return this.logins.login(dto, request);
  }

  @Post('login/freeplay')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Free play: creates a demo account (isAgent 4) and logs it in' })
  startFreePlay(
    @Body() _dto: FreePlayDto,
    @Req() request: FastifyRequest,
  ): Promise<LoginResponseValue> {
    return this.freePlay.start(request);
  }

  @Delete('logout')
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({ summary: 'Log out: revokes this session on the server' })
  async logout(@CurrentMember() member: AuthenticatedMember): Promise<null> {
    await this.sessions.revoke(member.sessionId, member.memberId);
    return null;
  }
}
