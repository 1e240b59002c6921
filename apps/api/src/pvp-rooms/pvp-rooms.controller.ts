import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PVP_ROOM_PATHS, type PvpRoomPage } from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { PvpRoomQueryDto } from './dto/pvp-rooms.dto.js';
import { PvpRoomsService } from './pvp-rooms.service.js';

// Spec 2 §7: "PVP rooms: relay, token"; the relay's name is the project's (game-centre family).
@ApiTags('games')
@Controller()
export class PvpRoomsController {
  constructor(
    private readonly rooms: PvpRoomsService,
    private readonly merchants: MerchantService,
  ) {}

  @Get(PVP_ROOM_PATHS.rooms.slice(1))
  // Demo accounts may launch games, so they may see and join rooms too.
  @Authenticated()
  @ApiOperation({
    summary:
      'Card-game rooms in catalogue order with stake, seats, players and where the member sits',
  })
  async list(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
    @Query() query: PvpRoomQueryDto,
  ): Promise<PvpRoomPage> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.rooms.page(member.memberId, query, language);
  }
}
