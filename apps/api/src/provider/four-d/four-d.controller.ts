import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FOUR_D_PATHS,
  type FourDResultListResponse,
  type FourDStateResponse,
  type FourDTicketListResponse,
  type FourDTicketResponse,
} from '@wps/shared-types';
import { FourDResultsQuery, FourDTicketDto } from '../dto/four-d.dto.js';
import { ProviderRoundsQuery, ProviderTokenQuery } from '../dto/provider.dto.js';
import { FourDService } from './four-d.service.js';

// The 4D game client's API in the /game frame; the launch's player token is the credential.
// Results are public: anyone can recompute a draw from its revealed seed.
@ApiTags('built-in game provider')
@Controller()
export class FourDController {
  constructor(private readonly fourD: FourDService) {}

  @Get(FOUR_D_PATHS.state)
  @ApiOperation({ summary: '4D: the open draw, prize table, balance, tickets and results' })
  @ApiOkResponse({ description: 'FourDStateResponse in the success envelope' })
  state(@Query() query: ProviderTokenQuery): Promise<FourDStateResponse> {
    return this.fourD.state(query.token);
  }

  @Post(FOUR_D_PATHS.tickets)
  @HttpCode(200)
  @ApiOperation({ summary: '4D: buy a ticket for the open draw, its stake debited at once' })
  @ApiOkResponse({ description: 'FourDTicketResponse in the success envelope' })
  buy(@Body() dto: FourDTicketDto): Promise<FourDTicketResponse> {
    return this.fourD.buy(dto.token, dto);
  }

  @Get(FOUR_D_PATHS.ticketList)
  @ApiOperation({ summary: "4D: the player's tickets, newest first" })
  @ApiOkResponse({ description: 'FourDTicketListResponse in the success envelope' })
  tickets(@Query() query: ProviderRoundsQuery): Promise<FourDTicketListResponse> {
    return this.fourD.tickets(query.token, query.pageNo);
  }

  @Get(FOUR_D_PATHS.results)
  @ApiOperation({ summary: '4D: drawn results with their revealed seeds, newest first' })
  @ApiOkResponse({ description: 'FourDResultListResponse in the success envelope' })
  results(@Query() query: FourDResultsQuery): Promise<FourDResultListResponse> {
    return this.fourD.results(query.pageNo);
  }
}
