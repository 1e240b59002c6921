import { Inject, Injectable } from '@nestjs/common';
import type { ProviderGameCode, ProviderRoundRecord } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';
import { centsToAmount, withAmounts } from './money.js';
import type { RoundToFinish } from './provider-round.service.js';
import type { ClosedRoundStatus, OpenedRound, RoundLog } from './round-log.js';

export interface StaleRound extends RoundToFinish {
  vendorCode: string;
}

interface RoundRow {
  roundId: string;
  providerGame: ProviderGameCode;
  stake: string;
  payout: string;
  status: ProviderRoundRecord['status'];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: Date;
}

/** provider_round: the provider's record of every round, and the player's round history. */
@Injectable()
export class ProviderRoundRepository implements RoundLog {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async open(round: OpenedRound): Promise<void> {
    await this.prisma.providerRound.create({
      data: {
        roundId: round.roundId,
        playerId: round.playerId,
        playerToken: round.playerToken,
        providerGame: round.providerGame,
        gameCode: round.gameCode,
        vendorCode: round.vendorCode,
        bet: withAmounts(round.bet) as Prisma.InputJsonValue,
        stake: centsToAmount(round.stake),
        payout: centsToAmount(round.outcome.payout),
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        outcome: withAmounts(round.outcome),
      },
      select: { roundId: true },
    });
  }

  async debited(roundId: string): Promise<void> {
    await this.prisma.providerRound.updateMany({
      where: { roundId, status: 'OPEN' },
      data: { debitedAt: new Date() },
    });
  }

  async close(roundId: string, status: ClosedRoundStatus): Promise<void> {
    // Only an open round closes: a late repeat never rewrites how a round ended. A rolled-back
    // round paid nothing, whatever its drawn outcome would have paid.
    await this.prisma.providerRound.updateMany({
      where: { roundId, status: 'OPEN' },
      data: { status, closedAt: new Date(), ...(status === 'ROLLED_BACK' && { payout: 0 }) },
    });
  }

  /** One page of the player's rounds, newest first, with the server seed once revealed. */
  async page(
    playerId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: RoundRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.$queryRaw<RoundRow[]>`
        SELECT r.round_id AS "roundId", r.provider_game AS "providerGame",
               r.stake::text AS stake, r.payout::text AS payout, r.status::text AS status,
               r.server_seed_hash AS "serverSeedHash", s.server_seed AS "serverSeed",
               r.client_seed AS "clientSeed", r.nonce, r.created_at AS "createdAt"
        FROM provider_round r
        LEFT JOIN provider_revealed_seed s ON s.server_seed_hash = r.server_seed_hash
        WHERE r.player_id = ${playerId}
        ORDER BY r.created_at DESC, r.nonce DESC
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      this.prisma.providerRound.count({ where: { playerId } }),
    ]);
    return { rows, total };
  }

  /** Rounds still open that were opened before `before`, oldest first. */
  async staleOpen(before: Date, limit: number): Promise<StaleRound[]> {
    const rows = await this.prisma.providerRound.findMany({
      where: { status: 'OPEN', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: {
        roundId: true,
        playerToken: true,
        vendorCode: true,
        gameCode: true,
        payout: true,
        debitedAt: true,
      },
    });
    return rows.map(({ payout, debitedAt, ...round }) => ({
      ...round,
      payout: payout.toFixed(2),
      debited: debitedAt !== null,
    }));
  }
}
