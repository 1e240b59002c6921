import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SPORTSBOOK_PATHS,
  type SportBetListResponse,
  type SportBetResponse,
  type SportsbookStateResponse,
} from '@wps/shared-types';
import { ProviderRoundsQuery, ProviderTokenQuery } from '../dto/provider.dto.js';
import { SportBetDto } from '../dto/sportsbook.dto.js';
import { SportsbookService } from './sportsbook.service.js';

// The sportsbook game client's API in the /game frame; the launch's player token is the
// credential, and the launch's tile says which book (football or e-sports) it opens.
@ApiTags('built-in game provider')
@Controller()
export class SportsbookController {
  constructor(private readonly sportsbook: SportsbookService) {}

  @Get(SPORTSBOOK_PATHS.state)
  @ApiOperation({ summary: 'Sportsbook: open matches with odds, rules, balance, bets, results' })
  @ApiOkResponse({ description: 'SportsbookStateResponse in the success envelope' })
  state(@Query() query: ProviderTokenQuery): Promise<SportsbookStateResponse> {
    return this.sportsbook.state(query.token);
  }

  @Post(SPORTSBOOK_PATHS.bets)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sportsbook: place a single or a parlay, its stake debited at once' })
  @ApiOkResponse({ description: 'SportBetResponse in the success envelope' })
  place(@Body() dto: SportBetDto): Promise<SportBetResponse> {
    return this.sportsbook.place(dto.token, dto);
  }

  @Get(SPORTSBOOK_PATHS.betList)
  @ApiOperation({ summary: "Sportsbook: the player's bets, newest first" })
  @ApiOkResponse({ description: 'SportBetListResponse in the success envelope' })
  bets(@Query() query: ProviderRoundsQuery): Promise<SportBetListResponse> {
    return this.sportsbook.bets(query.token, query.pageNo);
  }
}
