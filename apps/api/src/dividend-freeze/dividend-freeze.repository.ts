import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** The dividends a member owes past their deadline (index agent_payout (upline, status, due_by)). */
@Injectable()
export class DividendFreezeRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async overdue(memberId: number, now: Date): Promise<{ owed: string; dueBy: Date } | null> {
    const [row] = await this.prisma.$queryRaw<{ owed: string | null; due_by: Date | null }[]>`
      SELECT sum(amount - distributed)::text AS owed, min(due_by) AS due_by
      FROM agent_payout
      WHERE upline_id = ${memberId} AND status = 'DUE' AND due_by <= ${now}`;
    return row?.owed && row.due_by ? { owed: row.owed, dueBy: row.due_by } : null;
  }
}
