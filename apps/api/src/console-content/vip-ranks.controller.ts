import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_CONTENT_PATHS, type ConsolePage, type ConsoleVipRank } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ContentIdDto } from './dto/content-id.dto.js';
import { ConsoleVipRankDto } from './dto/vip-ranks.dto.js';
import { VipRanksService } from './vip-ranks.service.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.vipRanks.slice(1))
export class VipRanksController {
  constructor(private readonly ranks: VipRanksService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'VIP ranks, lowest level first, with how many members hold each' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleVipRank>> {
    return this.ranks.list(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a VIP rank (its level unique on the site)' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleVipRankDto,
  ): Promise<ConsoleVipRank> {
    return this.ranks.create(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces a VIP rank; its members keep it' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsoleVipRankDto,
  ): Promise<ConsoleVipRank> {
    return this.ranks.update(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Deletes a VIP rank no member holds (409 otherwise)' })
  remove(@CurrentOperator() operator: OperatorActor, @Param() params: ContentIdDto): Promise<null> {
    return this.ranks.remove(operator, params.id);
  }
}
