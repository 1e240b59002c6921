import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_CONTENT_PATHS, type ConsolePage, type ConsolePromotion } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ContentIdDto } from './dto/content-id.dto.js';
import { ConsolePromotionDto, ConsolePromotionQueryDto } from './dto/promotions.dto.js';
import { PromotionsService } from './promotions.service.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.promotions.slice(1))
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Promotions, enabled or not, with their texts in every language' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePromotionQueryDto,
  ): Promise<ConsolePage<ConsolePromotion>> {
    return this.promotions.list(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a promotion (its code unique on the site)' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsolePromotionDto,
  ): Promise<ConsolePromotion> {
    return this.promotions.create(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces a promotion (fields left out take their defaults)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsolePromotionDto,
  ): Promise<ConsolePromotion> {
    return this.promotions.update(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({
    summary: "Disables a promotion: players no longer see it; the row stays for members' claims",
  })
  disable(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
  ): Promise<ConsolePromotion> {
    return this.promotions.disable(operator, params.id);
  }
}
