import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_PATHS,
  type ConsoleNewOperator,
  type ConsoleOperatorRow,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from './console-route.js';
import {
  ConsoleNewOperatorDto,
  ConsoleOperatorUpdateDto,
  ConsolePageDto,
} from './dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from './operator-actor.js';
import { OperatorAccountsService } from './operator-accounts.service.js';

/** The site's operator accounts (owners manage them). */
@ApiTags('console')
@Controller(CONSOLE_PATHS.operators.slice(1))
export class OperatorAccountsController {
  constructor(private readonly accounts: OperatorAccountsService) {}

  @Get()
  @ConsoleRoute('operators.manage')
  @ApiOperation({ summary: "The site's operator accounts" })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleOperatorRow>> {
    return this.accounts.list(operator, query);
  }

  @Post()
  @ConsoleRoute('operators.manage')
  @ApiOperation({ summary: 'Adds an operator; answers its generated password once' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleNewOperatorDto,
  ): Promise<ConsoleNewOperator> {
    return this.accounts.create(operator, dto);
  }

  @Patch(':operatorId')
  @ConsoleRoute('operators.manage')
  @ApiOperation({ summary: "Changes an operator's role, disables it or resets its two-factor" })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param('operatorId', new ParseIntPipe({ errorHttpStatusCode: 400 })) operatorId: number,
    @Body() dto: ConsoleOperatorUpdateDto,
  ): Promise<ConsoleOperatorRow> {
    return this.accounts.update(operator, operatorId, dto);
  }
}
