import { Inject, Injectable } from '@nestjs/common';
import { REGISTRATION_VELOCITY_HOURS, type LinkKind } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** A member linked to the one asked about, with every value the two share. */
export interface LinkRow {
  memberId: number;
  account: string;
  status: string;
  ancestryPath: string;
  kinds: LinkKind[];
  values: string[];
}

export interface LinkSubject {
  id: number;
  ancestryPath: string;
}

/**
 * Reads member_link_key, which the database's triggers write. Each lookup is one range of the
 * (merchant_id, kind, value) index per value the member holds; a page is two statements whatever
 * its size (the rows, their count).
 */
@Injectable()
export class LinkedAccountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async subject(merchantId: number, memberId: number): Promise<LinkSubject | null> {
    return this.prisma.member.findFirst({
      where: { merchantId, id: memberId },
      select: { id: true, ancestryPath: true },
    });
  }

  /**
   * The members sharing a value with `memberId`: those sharing a bank account first, then by the
   * number of values shared.
   */
  async links(
    merchantId: number,
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: LinkRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.prisma.$queryRaw<LinkRow[]>`
        WITH linked AS (
          SELECT other.member_id, other.kind, other.value
          FROM member_link_key mine
          JOIN member_link_key other
            ON other.merchant_id = ${merchantId} AND other.kind = mine.kind
           AND other.value = mine.value AND other.member_id <> mine.member_id
          WHERE mine.member_id = ${memberId}
        ), grouped AS (
          SELECT member_id, array_agg(kind::text ORDER BY kind, value) AS kinds,
                 array_agg(value ORDER BY kind, value) AS values,
                 bool_or(kind = 'BANK_ACCOUNT') AS by_bank, count(*) AS strength
          FROM linked GROUP BY member_id
        )
        SELECT g.member_id AS "memberId", m.account, m.status::text AS status,
               m.ancestry_path AS "ancestryPath", g.kinds, g.values
        FROM grouped g JOIN member m ON m.id = g.member_id
        ORDER BY g.by_bank DESC, g.strength DESC, g.member_id
        LIMIT ${take} OFFSET ${skip}`,
      this.prisma.$queryRaw<Array<{ total: number }>>`
        SELECT count(DISTINCT other.member_id)::int AS total
        FROM member_link_key mine
        JOIN member_link_key other
          ON other.merchant_id = ${merchantId} AND other.kind = mine.kind
         AND other.value = mine.value AND other.member_id <> mine.member_id
        WHERE mine.member_id = ${memberId}`,
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /**
   * Accounts registered within REGISTRATION_VELOCITY_HOURS of this member from its registration
   * address, and that used its registration device, the member included.
   */
  async velocity(
    memberId: number,
  ): Promise<Array<{ kind: 'ADDRESS' | 'DEVICE'; accounts: number }>> {
    const window = `${REGISTRATION_VELOCITY_HOURS} hours`;
    return this.prisma.$queryRaw`
      SELECT mine.kind::text AS kind, count(DISTINCT other.member_id)::int AS accounts
      FROM member me
      JOIN member_link_key mine ON mine.member_id = me.id
       AND mine.kind IN ('ADDRESS', 'DEVICE')
       AND mine.value = member_link_value(mine.kind,
             CASE mine.kind WHEN 'ADDRESS' THEN me.register_ip ELSE me.register_device END)
      JOIN member_link_key other
        ON other.merchant_id = me.merchant_id AND other.kind = mine.kind AND other.value = mine.value
      JOIN member them ON them.id = other.member_id
       AND them.created_at BETWEEN me.created_at - ${window}::interval
                               AND me.created_at + ${window}::interval
      WHERE me.id = ${memberId}
      GROUP BY mine.kind
      ORDER BY mine.kind`;
  }
}
