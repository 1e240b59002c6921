import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_MEMBER_PATHS as MEMBER,
  CONSOLE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type ConsoleAdjustmentResult,
  type ConsoleBetRow,
  type ConsoleLedgerLine,
  type ConsoleLoginRow,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
  type ConsoleMemberSession,
  type ConsolePage,
  type ConsoleRevealed,
} from '@wps/shared-types';
import { FourEyesMonitoringDto } from '../four-eyes/dto/four-eyes.dto.js';
import { FourEyesService } from '../four-eyes/four-eyes.service.js';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleMembersService } from './console-members.service.js';
import {
  ConsoleAdjustmentDto,
  ConsoleLockDto,
  ConsoleMemberSearchDto,
  ConsoleRevealDto,
} from './dto/console-members.dto.js';

const MEMBER_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** The console's member pages: search, a member's page and lists, and what support does. */
@ApiTags('console')
@Controller(CONSOLE_PATHS.members.slice(1))
export class ConsoleMembersController {
  constructor(
    private readonly members: ConsoleMembersService,
    private readonly fourEyes: FourEyesService,
  ) {}

  @Get()
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: 'Members by account prefix, phone, e-mail or id; newest first' })
  search(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleMemberSearchDto,
  ): Promise<ConsolePage<ConsoleMemberRow>> {
    return this.members.search(operator, query);
  }

  @Get(':memberId')
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "A member's profile, VIP rank, labels, upline chain and wallets" })
  detail(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
  ): Promise<ConsoleMemberDetail> {
    return this.members.detail(operator, memberId);
  }

  @Get(`:memberId/${MEMBER.ledger}`)
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "The member's ledger lines, newest first" })
  ledger(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleLedgerLine>> {
    return this.members.ledgerLines(operator, memberId, query);
  }

  @Get(`:memberId/${MEMBER.bets}`)
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "The member's bets, newest first" })
  bets(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleBetRow>> {
    return this.members.bets(operator, memberId, query);
  }

  @Get(`:memberId/${MEMBER.sessions}`)
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "The member's live login sessions" })
  sessions(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleMemberSession>> {
    return this.members.sessionsOf(operator, memberId, query, true);
  }

  @Get(`:memberId/${MEMBER.logins}`)
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "The member's login history, newest first" })
  logins(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleLoginRow>> {
    return this.members.sessionsOf(operator, memberId, query, false);
  }

  @Post(`:memberId/${MEMBER.revokeSessions}`)
  @ConsoleRoute('members.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends every session of the member' })
  revokeSessions(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
  ): Promise<{ revoked: number }> {
    return this.members.revokeSessions(operator, memberId);
  }

  @Post(`:memberId/${MEMBER.lock}`)
  @ConsoleRoute('members.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Locks (sessions end) or unlocks the member' })
  lock(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: ConsoleLockDto,
  ): Promise<null> {
    return this.members.lock(operator, memberId, dto);
  }

  @Post(`:memberId/${MEMBER.resetPassword}`)
  @ConsoleRoute('members.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resets the password to the default, changed at the next login' })
  resetPassword(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
  ): Promise<null> {
    return this.members.resetPassword(operator, memberId);
  }

  @Post(`:memberId/${MEMBER.adjustments}`)
  @ConsoleRoute('members.adjust')
  @HttpCode(200)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: "A manual adjustment of the member's MAIN wallet, with a reason" })
  adjust(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: ConsoleAdjustmentDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<ConsoleAdjustmentResult> {
    return this.members.adjust(operator, memberId, dto, idempotencyKey);
  }

  @Post(`:memberId/${MEMBER.monitoring}`)
  @ConsoleRoute('members.write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Flags the member for monitoring: every payout, adjustment and grant needs two',
  })
  monitoring(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: FourEyesMonitoringDto,
  ): Promise<{ monitored: boolean }> {
    return this.fourEyes.setMonitored(operator, memberId, dto.monitored);
  }

  @Post(`:memberId/${MEMBER.reveal}`)
  @ConsoleRoute('members.reveal')
  @HttpCode(200)
  @ApiOperation({ summary: 'One masked personal field of the member in clear (audited)' })
  reveal(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: ConsoleRevealDto,
  ): Promise<ConsoleRevealed> {
    return this.members.reveal(operator, memberId, dto.field);
  }
}
