import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FirstLoginValue } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { WelcomeService } from './welcome.service.js';

@ApiTags('member')
@Controller('wps/member')
export class WelcomeController {
  constructor(private readonly welcome: WelcomeService) {}

  @Post('firstLogin')
  @HttpCode(200)
  @Authenticated({ realAccount: true, duringPasswordChange: true })
  @ApiOperation({
    summary: 'After a login answering firstTimeLogin: records the first login, sends the welcome',
  })
  firstLogin(@CurrentMember() member: AuthenticatedMember): Promise<FirstLoginValue> {
    return this.welcome.firstLogin(member.memberId);
  }
}
