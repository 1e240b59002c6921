import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_CONTENT_PATHS, type ConsolePage, type ConsolePointGoods } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ContentIdDto } from './dto/content-id.dto.js';
import { ConsolePointGoodsDto, ConsolePointGoodsQueryDto } from './dto/point-goods.dto.js';
import { PointGoodsService } from './point-goods.service.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.pointGoods.slice(1))
export class PointGoodsController {
  constructor(private readonly goods: PointGoodsService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Goods of the points mall, enabled or not, by category' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePointGoodsQueryDto,
  ): Promise<ConsolePage<ConsolePointGoods>> {
    return this.goods.list(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds goods to the points mall (their code unique on the site)' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsolePointGoodsDto,
  ): Promise<ConsolePointGoods> {
    return this.goods.create(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces goods (fields left out take their defaults)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsolePointGoodsDto,
  ): Promise<ConsolePointGoods> {
    return this.goods.update(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({
    summary: "Disables goods: players no longer see them; the row stays for members' exchanges",
  })
  disable(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
  ): Promise<ConsolePointGoods> {
    return this.goods.disable(operator, params.id);
  }
}
