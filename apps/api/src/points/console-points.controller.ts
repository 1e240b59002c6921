import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_API_PREFIX,
  type ConsoleMemberPoints,
  type ConsolePage,
  type ConsolePointOrder,
  type PointsSettings,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsolePointsService } from './console-points.service.js';
import {
  ConsolePointOrderQueryDto,
  PointsSettingsDto,
  RejectPointOrderDto,
} from './dto/points.dto.js';

@ApiTags('console')
@Controller(`${CONSOLE_API_PREFIX.slice(1)}/points`)
export class ConsolePointsController {
  constructor(private readonly points: ConsolePointsService) {}

  @Get('settings')
  @ConsoleRoute('points.read')
  @ApiOperation({ summary: 'Points: earning rate, conversion rate and minimum' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<PointsSettings> {
    return this.points.settings(operator.merchantId);
  }

  @Put('settings')
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Replaces every points setting; the next run and conversion follow' })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: PointsSettingsDto,
  ): Promise<PointsSettings> {
    return this.points.replace(operator, dto);
  }

  @Get('orders')
  @ConsoleRoute('points.read')
  @ApiOperation({ summary: 'Exchange orders, of one status when given, newest first' })
  orders(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePointOrderQueryDto,
  ): Promise<ConsolePage<ConsolePointOrder>> {
    return this.points.orders(operator, query);
  }

  @Post('orders/:id/pass')
  @HttpCode(200)
  @ConsoleRoute('points.write')
  @ApiOperation({ summary: 'Passes an order in application: its held points are spent' })
  pass(
    @CurrentOperator() operator: OperatorActor,
    @Param('id') id: string,
  ): Promise<ConsolePointOrder> {
    return this.points.pass(operator, id);
  }

  @Post('orders/:id/reject')
  @HttpCode(200)
  @ConsoleRoute('points.write')
  @ApiOperation({ summary: 'Rejects an order in application: points and stock go back' })
  reject(
    @CurrentOperator() operator: OperatorActor,
    @Param('id') id: string,
    @Body() dto: RejectPointOrderDto,
  ): Promise<ConsolePointOrder> {
    return this.points.reject(operator, id, dto.reason.trim());
  }

  @Get('members/:memberId')
  @ConsoleRoute('points.read')
  @ApiOperation({ summary: "A member's points and those held by its orders in application" })
  member(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', new ParseIntPipe({ errorHttpStatusCode: 400 })) memberId: number,
  ): Promise<ConsoleMemberPoints> {
    return this.points.member(operator, memberId);
  }
}
