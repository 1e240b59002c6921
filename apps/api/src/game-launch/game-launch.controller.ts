import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LaunchGameResponse } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { LaunchGameDto } from './dto/launch-game.dto.js';
import { GameLaunchService } from './game-launch.service.js';

@ApiTags('games')
@Controller('wps/game')
export class GameLaunchController {
  constructor(private readonly launches: GameLaunchService) {}

  @Post('launchGame')
  @HttpCode(200)
  // Demo accounts (isAgent 4) may launch: they play on a demo balance.
  @Authenticated()
  @ApiOperation({
    summary:
      'Launch a game (nodeId, or vendor alone): content is the /game or /lottery path to open; ' +
      '503 GAME_MAINTENANCE with recommended games',
  })
  launch(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: LaunchGameDto,
  ): Promise<LaunchGameResponse> {
    return this.launches.launch(member, dto);
  }
}
