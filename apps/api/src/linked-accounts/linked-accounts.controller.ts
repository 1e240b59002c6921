import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_LINKED_ACCOUNT_PATHS as PATHS,
  CONSOLE_PATHS,
  type ConsoleLinkedAccounts,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { LinkedAccountsService } from './linked-accounts.service.js';

const MEMBER_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** A member's linked accounts on the console's member page. */
@ApiTags('console')
@Controller(CONSOLE_PATHS.members.slice(1))
export class LinkedAccountsController {
  constructor(private readonly linked: LinkedAccountsService) {}

  @Get(`:memberId/${PATHS.linkedAccounts}`)
  @ConsoleRoute('members.read')
  @ApiOperation({
    summary: 'Members sharing a bank account, device, address, phone, e-mail or name',
  })
  page(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsoleLinkedAccounts> {
    return this.linked.page(operator, memberId, query, false);
  }

  @Post(`:memberId/${PATHS.reveal}`)
  @ConsoleRoute('members.reveal')
  @HttpCode(200)
  @ApiOperation({ summary: 'The same page with the shared values in clear (audited)' })
  reveal(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsoleLinkedAccounts> {
    return this.linked.page(operator, memberId, query, true);
  }
}
