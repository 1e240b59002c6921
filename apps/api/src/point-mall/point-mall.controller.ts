import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PointGoodsPage } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { PointGoodsQueryDto } from './dto/point-goods.query.js';
import { PointMallService } from './point-mall.service.js';

@ApiTags('pointMall')
@Controller('wps/pointMall')
export class PointMallController {
  constructor(private readonly pointMall: PointMallService) {}

  @Get('goods')
  @ApiOperation({ summary: 'One page of the goods of /pointMall, optionally of one category' })
  goods(
    @Query() query: PointGoodsQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<PointGoodsPage> {
    return this.pointMall.goods(query, request.hostname);
  }
}
