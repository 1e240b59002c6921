import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecentListResponse } from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { RecentGamesQuery } from './dto/recent-games.query.js';
import { RecentGamesService } from './recent-games.service.js';

@ApiTags('games')
@Controller('wps/games/recent')
export class RecentGamesController {
  constructor(
    private readonly recent: RecentGamesService,
    private readonly merchants: MerchantService,
  ) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's recently launched games (list), last played first" })
  async list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: RecentGamesQuery,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<RecentListResponse> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.recent.list(member, { ...query, language });
  }
}
