import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PROVIDER_PATHS,
  type ProviderFairness,
  type ProviderRoundListResponse,
  type ProviderRoundResponse,
  type ProviderRotateSeedResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import {
  ProviderClientSeedDto,
  ProviderPlayDto,
  ProviderRotateSeedDto,
  ProviderRoundsQuery,
  ProviderTokenQuery,
} from './dto/provider.dto.js';
import { ProviderService } from './provider.service.js';

// The built-in provider's own API, called by its game client in the /game frame. The player
// token of the launch is the credential (unknown or expired: 401 UNAUTHENTICATED).
@ApiTags('built-in game provider')
@Controller()
export class ProviderController {
  constructor(private readonly provider: ProviderService) {}

  @Get(PROVIDER_PATHS.session)
  @ApiOperation({ summary: "The game client's start: game, paytable, balance, seeds" })
  @ApiOkResponse({ description: 'ProviderSessionResponse in the success envelope' })
  session(@Query() query: ProviderTokenQuery): Promise<ProviderSessionResponse> {
    return this.provider.session(query.token);
  }

  @Post(PROVIDER_PATHS.play)
  @HttpCode(200)
  @ApiOperation({ summary: 'Play one round, settled through the seamless wallet' })
  @ApiOkResponse({ description: 'ProviderRoundResponse in the success envelope' })
  play(@Body() dto: ProviderPlayDto): Promise<ProviderRoundResponse> {
    return this.provider.play(dto.token, dto.bet);
  }

  @Post(PROVIDER_PATHS.clientSeed)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the client seed of the next rounds' })
  @ApiOkResponse({ description: 'ProviderFairness in the success envelope' })
  clientSeed(@Body() dto: ProviderClientSeedDto): Promise<ProviderFairness> {
    return this.provider.setClientSeed(dto.token, dto.clientSeed);
  }

  @Post(PROVIDER_PATHS.rotateSeed)
  @HttpCode(200)
  @ApiOperation({ summary: 'Reveal the server seed and commit to a new one' })
  @ApiOkResponse({ description: 'ProviderRotateSeedResponse in the success envelope' })
  rotateSeed(@Body() dto: ProviderRotateSeedDto): Promise<ProviderRotateSeedResponse> {
    return this.provider.rotateSeed(dto.token, dto.clientSeed);
  }

  @Get(PROVIDER_PATHS.rounds)
  @ApiOperation({ summary: "The player's rounds, newest first, with what verifies them" })
  @ApiOkResponse({ description: 'ProviderRoundListResponse in the success envelope' })
  rounds(@Query() query: ProviderRoundsQuery): Promise<ProviderRoundListResponse> {
    return this.provider.roundList(query.token, query.pageNo);
  }
}
