import { Controller, Delete } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentMember, type AuthenticatedMember } from './authenticated-member.js';
import { Authenticated } from './session.guard.js';
import { SessionService } from './session.service.js';

@ApiTags('session')
@Controller('wps/session')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Delete('logout')
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({ summary: 'Log out: revokes this session on the server' })
  async logout(@CurrentMember() member: AuthenticatedMember): Promise<null> {
    await this.sessions.revoke(member.sessionId, member.memberId);
    return null;
  }
}
