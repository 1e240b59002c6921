import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DownlineProfitPage,
  DownlineTransactionPage,
  IncomePage,
  TeamBettingPage,
  TeamOverview,
} from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { RecordRangeDto } from '../member-records/dto/record-queries.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AgentReportsService } from './agent-reports.service.js';
import {
  DownlineProfitQueryDto,
  DownlineTransactionQueryDto,
  IncomeQueryDto,
  TeamBettingQueryDto,
} from './dto/report-queries.js';

// The agent centre's figures (AGENT_CENTRE_PATHS): live agent sessions of real accounts only.
@ApiTags('agent centre')
@Controller('wps/agent')
export class AgentReportsController {
  constructor(private readonly reports: AgentReportsService) {}

  @Get('team/overview')
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "The team's figures over a period: direct downline and whole team" })
  overview(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: RecordRangeDto,
  ): Promise<TeamOverview> {
    return this.reports.overview(member, query);
  }

  @Get('reports/team-betting')
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "The team's rounds, newest first, with the filtered totals" })
  teamBetting(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: TeamBettingQueryDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<TeamBettingPage> {
    return this.reports.teamBetting(member, query, visitor);
  }

  @Get('reports/profit-loss')
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "A parent's direct downline with each one's (and its team's) figures" })
  downlineProfit(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: DownlineProfitQueryDto,
  ): Promise<DownlineProfitPage> {
    return this.reports.downlineProfit(member, query);
  }

  @Get('reports/income')
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "The agent's salary and dividend per day beside its team's figures" })
  income(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: IncomeQueryDto,
  ): Promise<IncomePage> {
    return this.reports.income(member, query);
  }

  @Get('reports/transactions')
  @Authenticated({ agent: true, realAccount: true })
  @ApiOperation({ summary: "The wallet movements of the team's accounts, newest first" })
  downlineTransactions(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: DownlineTransactionQueryDto,
  ): Promise<DownlineTransactionPage> {
    return this.reports.downlineTransactions(member, query);
  }
}
