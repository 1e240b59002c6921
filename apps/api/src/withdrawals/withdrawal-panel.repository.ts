import { Inject, Injectable } from '@nestjs/common';
import type { IdentityStatus } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** The request the panel is about, as the queue holds it. */
export interface PanelRequest {
  id: number;
  memberId: number;
  holderName: string;
  createdAt: Date;
}

export interface MemberFacts {
  memberName: string | null;
  identityStatus: IdentityStatus;
  /** Null: the member has no real name. */
  matches: boolean | null;
  firstWithdrawal: boolean;
}

export interface DepositPlayRow {
  depositAmount: string;
  depositedAt: Date;
  staked: string;
}

/** The decision panel's reads: a fixed handful of indexed statements per request. */
@Injectable()
export class WithdrawalPanelRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Identity, the real name against the account's holder (compared as the linked-accounts keys
   * compare names: member_link_value), and whether any other request of the member was paid out.
   */
  async facts(request: PanelRequest): Promise<MemberFacts> {
    const [row] = await this.prisma.$queryRaw<MemberFacts[]>`
      SELECT m.payee_name AS "memberName",
             COALESCE(p.identity_status::text, 'NOT_VERIFIED') AS "identityStatus",
             member_link_value('REAL_NAME', m.payee_name)
               = member_link_value('REAL_NAME', ${request.holderName}) AS matches,
             NOT EXISTS (
               SELECT 1 FROM withdrawal w
               WHERE w.member_id = m.id AND w.id <> ${request.id}
                 AND w.status IN ('PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED')
             ) AS "firstWithdrawal"
      FROM member m LEFT JOIN player_protection p ON p.member_id = m.id
      WHERE m.id = ${request.memberId}`;
    return row;
  }

  /** The last approved deposit before the request and the settled real stakes since it. */
  async depositPlay(request: PanelRequest): Promise<DepositPlayRow | null> {
    const [row] = await this.prisma.$queryRaw<DepositPlayRow[]>`
      WITH last AS (
        SELECT amount, decided_at FROM deposit
        WHERE member_id = ${request.memberId} AND status = 'APPROVED'
          AND decided_at <= ${request.createdAt}
        ORDER BY decided_at DESC LIMIT 1
      )
      SELECT last.amount::text AS "depositAmount", last.decided_at AS "depositedAt",
             (SELECT COALESCE(sum(b.stake), 0) FROM bet_record b
              WHERE b.member_id = ${request.memberId} AND b.status = 'SETTLED' AND NOT b.is_demo
                AND b.placed_at >= last.decided_at AND b.placed_at <= ${request.createdAt}
             )::text AS staked
      FROM last`;
    return row ?? null;
  }
}
