import { Inject, Injectable } from '@nestjs/common';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  maskAccountNumber,
  normaliseAccountNumber,
  sameRealName,
  type BankAccountList,
  type BankAccountView,
  type ConsoleBankAccountRow as ConsoleBankAccountView,
  type ConsoleBankAccountUpdate,
  type ConsolePage,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { Prisma } from '../generated/prisma/client.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { BindBankAccountDto, ConsoleBankAccountQueryDto } from './dto/bank-accounts.dto.js';
import {
  BankAccountsRepository,
  type BankAccountRow,
  type ConsoleBankAccountRow,
} from './bank-accounts.repository.js';

/** The account a withdrawal pays to, as the withdrawal keeps it. */
export type WithdrawalBankAccount = Pick<
  BankAccountRow,
  'id' | 'bankName' | 'accountNumber' | 'holderName'
>;

const notFound = () => new AppError('NOT_FOUND', 'No such bank account');
const alreadyBound = () =>
  invalidInput({ accountNumber: 'This account number is already bound to your account' });

/**
 * A member's bank accounts (decisions): up to the operator's number, the holder name the member's
 * real name, masked in the member's lists; once an operator confirmed one, only an operator may
 * change or delete it.
 */
@Injectable()
export class BankAccountsService {
  constructor(
    private readonly accounts: BankAccountsRepository,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly payments: PaymentSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(member: AuthenticatedMember): Promise<BankAccountList> {
    const [rows, realName, settings] = await Promise.all([
      this.accounts.list(member.memberId),
      this.accounts.realName(member.memberId),
      this.payments.settings(member.merchantId),
    ]);
    return { list: rows.map(memberView), maxBankAccounts: settings.maxBankAccounts, realName };
  }

  /**
   * Binds an account. The form is checked before the payment password, so a typing mistake
   * costs no try of it; the payment password is asked because the account decides where money
   * may leave to.
   */
  async bind(member: AuthenticatedMember, request: BindBankAccountDto): Promise<BankAccountView> {
    const accountNumber = normaliseAccountNumber(request.accountNumber);
    if (!BANK_ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
      throw invalidInput({ accountNumber: 'An account number is 6 to 20 digits' });
    }
    const realName = await this.accounts.realName(member.memberId);
    if (!realName) {
      throw new AppError(
        'REAL_NAME_NOT_SET',
        'Set your real name in the security centre before binding a bank account',
      );
    }
    if (!sameRealName(request.holderName, realName)) {
      throw invalidInput({ holderName: 'The account holder must be you: use your real name' });
    }
    await this.paymentPasswords.verify(member.memberId, request.paymentPassword);
    const { maxBankAccounts } = await this.payments.settings(member.merchantId);
    let row: BankAccountRow | null;
    try {
      row = await this.accounts.create(
        {
          merchantId: member.merchantId,
          memberId: member.memberId,
          bankName: request.bankName,
          accountNumber,
          holderName: request.holderName,
          createdAt: new Date(this.clock.now()),
        },
        maxBankAccounts,
      );
    } catch (error) {
      if (uniqueViolationOn(error)) throw alreadyBound();
      throw error;
    }
    if (!row) {
      throw new AppError(
        'LIMIT_EXCEEDED',
        `At most ${maxBankAccounts} bank accounts can be bound`,
        { maxBankAccounts },
      );
    }
    return memberView(row);
  }

  /** Deletes an account the operator has not confirmed (a confirmed one is the operator's). */
  async remove(member: AuthenticatedMember, id: number): Promise<null> {
    if (!(await this.accounts.find(member.memberId, id))) throw notFound();
    if (!(await this.accounts.deleteUnconfirmed(member.memberId, id))) {
      throw new AppError(
        'FORBIDDEN',
        'A confirmed bank account can only be changed by customer service',
      );
    }
    return null;
  }

  /** The member's account a withdrawal pays to, read in the withdrawal's transaction. */
  forWithdrawal(
    tx: Prisma.TransactionClient,
    memberId: number,
    id: number,
  ): Promise<WithdrawalBankAccount | null> {
    return this.accounts.forWithdrawal(tx, memberId, id);
  }

  // ------------------------------------------------------------------ the operator's side

  async page(
    operator: OperatorActor,
    query: ConsoleBankAccountQueryDto,
  ): Promise<ConsolePage<ConsoleBankAccountView>> {
    const window = pageWindow(query);
    const { rows, total } = await this.accounts.page(
      operator.merchantId,
      query.memberId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, consoleView);
  }

  async confirm(operator: OperatorActor, id: number): Promise<ConsoleBankAccountView> {
    const before = await this.existing(operator, id);
    const now = new Date(this.clock.now());
    if (!(await this.accounts.confirm(operator.merchantId, id, operator.username, now))) {
      throw new AppError('CONFLICT', 'This bank account is already confirmed');
    }
    operator.change = {
      target: `bank-account:${id}`,
      before: { confirmed: false },
      after: { confirmed: true, member: before.member.account },
    };
    return consoleView(await this.existing(operator, id));
  }

  /**
   * Changes an account, confirmed or not. The operator checked the holder against the member's
   * papers, so the real-name rule is the member's, not the operator's.
   */
  async update(
    operator: OperatorActor,
    id: number,
    update: ConsoleBankAccountUpdate,
  ): Promise<ConsoleBankAccountView> {
    const before = await this.existing(operator, id);
    const accountNumber =
      update.accountNumber === undefined ? undefined : normaliseAccountNumber(update.accountNumber);
    if (accountNumber !== undefined && !BANK_ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
      throw invalidInput({ accountNumber: 'An account number is 6 to 20 digits' });
    }
    const data = { bankName: update.bankName, accountNumber, holderName: update.holderName };
    try {
      if (!(await this.accounts.update(operator.merchantId, id, data))) throw notFound();
    } catch (error) {
      if (uniqueViolationOn(error)) {
        throw invalidInput({ accountNumber: 'The member already has this account number' });
      }
      throw error;
    }
    const after = await this.existing(operator, id);
    const fields = ['bankName', 'accountNumber', 'holderName'] as const;
    const changed = fields.filter((field) => before[field] !== after[field]);
    operator.change = {
      target: `bank-account:${id}`,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    };
    return consoleView(after);
  }

  async delete(operator: OperatorActor, id: number): Promise<null> {
    const before = await this.existing(operator, id);
    if (!(await this.accounts.delete(operator.merchantId, id))) throw notFound();
    operator.change = { target: `bank-account:${id}`, before: consoleView(before), after: null };
    return null;
  }

  private async existing(operator: OperatorActor, id: number): Promise<ConsoleBankAccountRow> {
    const row = await this.accounts.findForSite(operator.merchantId, id);
    if (!row) throw notFound();
    return row;
  }
}

function memberView(row: BankAccountRow): BankAccountView {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function consoleView(row: ConsoleBankAccountRow): ConsoleBankAccountView {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.member.account,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    confirmed: row.confirmedAt !== null,
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
