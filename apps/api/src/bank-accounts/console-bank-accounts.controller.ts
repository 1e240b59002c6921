import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_BANK_ACCOUNT_ACTIONS,
  CONSOLE_PAYMENT_PATHS,
  type ConsoleBankAccountRow,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { BankAccountsService } from './bank-accounts.service.js';
import {
  ConsoleBankAccountQueryDto,
  ConsoleBankAccountUpdateDto,
} from './dto/bank-accounts.dto.js';

const ACCOUNT_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('console')
@Controller(CONSOLE_PAYMENT_PATHS.bankAccounts.slice(1))
export class ConsoleBankAccountsController {
  constructor(private readonly accounts: BankAccountsService) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "Members' bank accounts (numbers in full), newest first" })
  page(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleBankAccountQueryDto,
  ): Promise<ConsolePage<ConsoleBankAccountRow>> {
    return this.accounts.page(operator, query);
  }

  @Post(`:id/${CONSOLE_BANK_ACCOUNT_ACTIONS.confirm}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms an account: the member may no longer change it' })
  confirm(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ACCOUNT_ID) id: number,
  ): Promise<ConsoleBankAccountRow> {
    return this.accounts.confirm(operator, id);
  }

  @Patch(':id')
  @ConsoleRoute('payments.write')
  @ApiOperation({ summary: 'Changes the fields it names, confirmed or not' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ACCOUNT_ID) id: number,
    @Body() dto: ConsoleBankAccountUpdateDto,
  ): Promise<ConsoleBankAccountRow> {
    return this.accounts.update(operator, id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('payments.write')
  @ApiOperation({ summary: 'Deletes an account, confirmed or not (its withdrawals keep a copy)' })
  delete(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ACCOUNT_ID) id: number,
  ): Promise<null> {
    return this.accounts.delete(operator, id);
  }
}
