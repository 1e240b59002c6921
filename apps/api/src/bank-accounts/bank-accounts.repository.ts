import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

const ACCOUNT_COLUMNS = {
  id: true,
  memberId: true,
  bankName: true,
  accountNumber: true,
  holderName: true,
  confirmedAt: true,
  confirmedBy: true,
  createdAt: true,
} as const;

export type BankAccountRow = Prisma.BankAccountGetPayload<{ select: typeof ACCOUNT_COLUMNS }>;
export type ConsoleBankAccountRow = BankAccountRow & { member: { account: string } };

export interface NewBankAccount {
  merchantId: number;
  memberId: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
  createdAt: Date;
}

/** Members' bank accounts; every member read is scoped by the member, every console read by site. */
@Injectable()
export class BankAccountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(memberId: number): Promise<BankAccountRow[]> {
    return this.prisma.bankAccount.findMany({
      where: { memberId },
      orderBy: { id: 'asc' },
      select: ACCOUNT_COLUMNS,
    });
  }

  /** The member's real name (payeeName), which every holder name must match. */
  async realName(memberId: number): Promise<string | null> {
    const member = await this.prisma.member.findUnique({
      where: { id: memberId },
      select: { payeeName: true },
    });
    return member?.payeeName ?? null;
  }

  /**
   * Adds an account unless the member has `max` already: the member's row is locked first, so
   * binds at once are counted one after another. Null: the limit was reached.
   */
  create(account: NewBankAccount, max: number): Promise<BankAccountRow | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${account.memberId} FOR NO KEY UPDATE`;
      if ((await tx.bankAccount.count({ where: { memberId: account.memberId } })) >= max) {
        return null;
      }
      return tx.bankAccount.create({ data: account, select: ACCOUNT_COLUMNS });
    });
  }

  find(memberId: number, id: number): Promise<BankAccountRow | null> {
    return this.prisma.bankAccount.findFirst({ where: { id, memberId }, select: ACCOUNT_COLUMNS });
  }

  /** Deletes the member's account while no operator has confirmed it; false otherwise. */
  async deleteUnconfirmed(memberId: number, id: number): Promise<boolean> {
    const { count } = await this.prisma.bankAccount.deleteMany({
      where: { id, memberId, confirmedAt: null },
    });
    return count === 1;
  }

  async page(
    merchantId: number,
    memberId: number | undefined,
    skip: number,
    take: number,
  ): Promise<{ rows: ConsoleBankAccountRow[]; total: number }> {
    const where = { merchantId, ...(memberId === undefined ? {} : { memberId }) };
    const [rows, total] = await Promise.all([
      this.prisma.bankAccount.findMany({
        where,
        orderBy: { id: 'desc' },
        skip,
        take,
        select: { ...ACCOUNT_COLUMNS, member: { select: { account: true } } },
      }),
      this.prisma.bankAccount.count({ where }),
    ]);
    return { rows, total };
  }

  findForSite(merchantId: number, id: number): Promise<ConsoleBankAccountRow | null> {
    return this.prisma.bankAccount.findFirst({
      where: { id, merchantId },
      select: { ...ACCOUNT_COLUMNS, member: { select: { account: true } } },
    });
  }

  /** Confirms an account not confirmed yet; false when it was (or is gone). */
  async confirm(merchantId: number, id: number, by: string, at: Date): Promise<boolean> {
    const { count } = await this.prisma.bankAccount.updateMany({
      where: { id, merchantId, confirmedAt: null },
      data: { confirmedAt: at, confirmedBy: by },
    });
    return count === 1;
  }

  async update(
    merchantId: number,
    id: number,
    data: Partial<Pick<BankAccountRow, 'bankName' | 'accountNumber' | 'holderName'>>,
  ): Promise<boolean> {
    const { count } = await this.prisma.bankAccount.updateMany({ where: { id, merchantId }, data });
    return count === 1;
  }

  async delete(merchantId: number, id: number): Promise<boolean> {
    const { count } = await this.prisma.bankAccount.deleteMany({ where: { id, merchantId } });
    return count === 1;
  }

  /** The member's account as a withdrawal copies it, read in the withdrawal's transaction. */
  forWithdrawal(
    tx: Prisma.TransactionClient,
    memberId: number,
    id: number,
  ): Promise<Pick<BankAccountRow, 'id' | 'bankName' | 'accountNumber' | 'holderName'> | null> {
    return tx.bankAccount.findFirst({
      where: { id, memberId },
      select: { id: true, bankName: true, accountNumber: true, holderName: true },
    });
  }
}
