import { Prisma } from '../generated/prisma/client.js';

/** What a member's requests of one kind used of a daily limit: how many, and their amount. */
export interface DailyUse {
  count: number;
  /** Two decimals, as the limits are written. */
  amount: string;
}

/**
 * A member's rows of `table` created since `since` (the operator day's start) that meet
 * `condition`: their count and amount, for a daily limit. The withdrawals and the member
 * transfers count their day alike, through their (member_id, created_at) index; inside the
 * caller's transaction when it checks a new request against the limit.
 */
export async function dailyUseSince(
  client: Prisma.TransactionClient,
  table: 'withdrawal' | 'member_transfer',
  memberId: number,
  since: Date,
  condition: Prisma.Sql,
): Promise<DailyUse> {
  const [row] = await client.$queryRaw<DailyUse[]>`
    SELECT count(*)::int AS count, COALESCE(sum(amount), 0)::numeric(20, 2)::text AS amount
    FROM ${Prisma.raw(`"${table}"`)}
    WHERE member_id = ${memberId} AND created_at >= ${since} AND ${condition}`;
  if (!row) throw new Error(`the daily use of ${table} answered no row`);
  return row;
}
