import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { AgentCentreInfo, AgentInvitation, OpenedAccount } from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentAccountsService } from './agent-accounts.service.js';
import { AgentCentreService } from './agent-centre.service.js';
import { OpenAccountDto } from './dto/agent-centre.dto.js';

const AGENT = { agent: true, realAccount: true } as const;

@ApiTags('agent centre')
@Controller('wps/agent')
export class AgentCentreController {
  constructor(
    private readonly centre: AgentCentreService,
    private readonly accounts: AgentAccountsService,
  ) {}

  @Get('centre')
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'What the agent centre opens with: title, agent, menu, permissions' })
  info(@CurrentMember() member: AuthenticatedMember): Promise<AgentCentreInfo> {
    return this.centre.centre(member);
  }

  @Get('invitation')
  @Authenticated(AGENT)
  @ApiOperation({ summary: "The agent's invitation code, its register link and the rules" })
  invitation(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<AgentInvitation> {
    return this.centre.invitation(member, visitor);
  }

  // Each call makes an account: slow enough that a script cannot fill the member table.
  @Post('accounts')
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @Authenticated(AGENT)
  @ApiOperation({ summary: 'Opens a member or sub-agent account directly under the agent' })
  open(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: OpenAccountDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<OpenedAccount> {
    return this.accounts.open(member, dto, visitor);
  }
}
