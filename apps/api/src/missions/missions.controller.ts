import {
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
  IDEMPOTENCY_KEY_HEADER,
  MISSION_PATHS,
  type LeaderboardView,
  type MissionClaimView,
  type MissionCount,
  type MissionSummary,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { LeaderboardQueryDto } from './dto/missions.dto.js';
import { LeaderboardService } from './leaderboard.service.js';
import { MissionsService } from './missions.service.js';

const MISSION_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

// Spec 2 §7: "Mission summary and leaderboard: relays, token"; the relay names are the project's.
@ApiTags('missions')
@Controller()
export class MissionsController {
  constructor(
    private readonly missions: MissionsService,
    private readonly leaderboard: LeaderboardService,
  ) {}

  @Get(MISSION_PATHS.missions.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The site's missions with the member's progress of this period" })
  summary(@CurrentMember() member: AuthenticatedMember): Promise<MissionSummary> {
    return this.missions.summary(member);
  }

  @Get(MISSION_PATHS.count.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Missions completed and not claimed (the mission_activity badge)' })
  count(@CurrentMember() member: AuthenticatedMember): Promise<MissionCount> {
    return this.missions.count(member);
  }

  // MISSION_PATHS.claim(missionId)
  @Post('wps/relay/MCS2_missionClaim/:missionId')
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: "Pays a completed mission's reward, once per mission and period" })
  claim(
    @CurrentMember() member: AuthenticatedMember,
    @Param('missionId', MISSION_ID) missionId: number,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<MissionClaimView> {
    return this.missions.claim(member, missionId, idempotencyKey);
  }

  @Get(MISSION_PATHS.leaderboard.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: "Top members of today or this week by turnover or wins, and the member's rank",
  })
  board(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: LeaderboardQueryDto,
  ): Promise<LeaderboardView> {
    return this.leaderboard.view(member.merchantId, member.memberId, query.period, query.metric);
  }
}
