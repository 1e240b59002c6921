import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { WITHDRAWAL_PATHS, type BankAccountList, type BankAccountView } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { BindBankAccountDto } from './dto/bank-accounts.dto.js';

@ApiTags('bank accounts')
@Controller(WITHDRAWAL_PATHS.bankAccounts.slice(1))
export class BankAccountsController {
  constructor(private readonly accounts: BankAccountsService) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: "The member's bank accounts (numbers masked) and how many may be bound",
  })
  list(@CurrentMember() member: AuthenticatedMember): Promise<BankAccountList> {
    return this.accounts.list(member);
  }

  @Post()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "Binds an account in the member's real name (payment password)" })
  bind(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: BindBankAccountDto,
  ): Promise<BankAccountView> {
    return this.accounts.bind(member, dto);
  }

  @Delete(':id')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Deletes an account no operator has confirmed yet' })
  remove(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 400 })) id: number,
  ): Promise<null> {
    return this.accounts.remove(member, id);
  }
}
