import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromotionDetail, PromotionPage, PromotionTypesValue } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import {
  ContentIdParamsDto,
  LanguageQueryDto,
  PromotionListQueryDto,
} from './dto/promotion.query.js';
import { PromotionsService } from './promotions.service.js';

@ApiTags('promotions')
@Controller('wps/promotions')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOperation({ summary: 'One page of the promotions of /promotions, optionally of one type' })
  list(
    @Query() query: PromotionListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<PromotionPage> {
    return this.promotions.page(query, request.hostname);
  }

  @Get('types')
  @ApiOperation({
    summary: 'The promotion types on show (filter tabs) and whether a referral promotion runs',
  })
  types(@Req() request: FastifyRequest): Promise<PromotionTypesValue> {
    return this.promotions.types(request.hostname);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One promotion with its description and terms (/promoDetail)' })
  detail(
    @Param() params: ContentIdParamsDto,
    @Query() query: LanguageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<PromotionDetail> {
    return this.promotions.detail(params.id, query.language, request.hostname);
  }
}
