import { Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TAB_SESSION_COOKIE, type TabSessionValue } from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { CurrentMember, type AuthenticatedMember } from './authenticated-member.js';
import { Authenticated } from './session.guard.js';
import { SessionService } from './session.service.js';
import { TabSessionCookies } from './tab-session-cookies.js';

@ApiTags('session')
@Controller('wps/session')
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    private readonly tabCookies: TabSessionCookies,
  ) {}

  @Delete('logout')
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({ summary: 'Log out: revokes this session on the server' })
  async logout(
    @CurrentMember() member: AuthenticatedMember,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    await this.sessions.revoke(member.sessionId, member.memberId);
    this.tabCookies.clear(reply);
    return null;
  }

  @Post('tab')
  @CredentialRoute()
  @HttpCode(200)
  @ApiCookieAuth(TAB_SESSION_COOKIE)
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no live session in this browser' })
  @ApiOperation({ summary: "A new tab joins the browser's session: its own token" })
  async joinFromTab(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TabSessionValue> {
    try {
      return await this.sessions.joinFromTab(request.cookies[TAB_SESSION_COOKIE]);
    } catch (error) {
      // The session has ended: the browser stops asking.
      this.tabCookies.clear(reply);
      throw error;
    }
  }
}
