import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TurnoverStatus } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { TurnoverService } from './turnover.service.js';

@ApiTags('turnover')
@Controller('wps/member/turnover')
export class TurnoverController {
  constructor(private readonly turnover: TurnoverService) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'What the member still has to wager before a withdrawal' })
  status(@CurrentMember() member: AuthenticatedMember): Promise<TurnoverStatus> {
    return this.turnover.status(member.memberId);
  }
}
