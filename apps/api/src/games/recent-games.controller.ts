import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecentListResponse } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { RecentGamesQuery } from './dto/recent-games.query.js';
import { RecentGamesService } from './recent-games.service.js';

@ApiTags('games')
@Controller('wps/games/recent')
export class RecentGamesController {
  constructor(private readonly recent: RecentGamesService) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's recently launched games (list), last played first" })
  list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: RecentGamesQuery,
  ): Promise<RecentListResponse> {
    return this.recent.list(member, query);
  }
}
