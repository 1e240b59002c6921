import { Inject, Injectable } from '@nestjs/common';
import type {
  EsportsTitle,
  Sport,
  SportBetStatus,
  SportLegOutcome,
  SportMarket,
  SportSelection,
} from '@wps/shared-types';
import { PRISMA } from '../../database/database.module.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { PrismaClient } from '../../database/prisma.factory.js';
import type { Fixture, Score } from '../games/sportsbook.js';
import { generateServerSeed, hashServerSeed } from '../provably-fair.js';

export interface FixtureRow extends Fixture {
  serverSeed: string;
  serverSeedHash: string;
  homeScore: number | null;
  awayScore: number | null;
  resultedAt: Date | null;
}

/** A leg as a bet keeps it: the match and odds as placed, its outcome once played. */
export interface StoredLeg {
  fixtureId: string;
  title: EsportsTitle | null;
  home: string;
  away: string;
  kickOffAt: string;
  market: SportMarket;
  selection: SportSelection;
  lineHalves: number | null;
  /** Decimal string, e.g. "1.85". */
  odds: string;
  outcome: SportLegOutcome | null;
  score: string | null;
}

export interface NewSportBet {
  playerId: string;
  betKey: string;
  playerToken: string;
  vendorCode: string;
  gameCode: string;
  sport: Sport;
  /** Decimal strings. */
  stake: string;
  odds: string;
  legs: StoredLeg[];
  settlesAt: Date;
}

export interface SportBetRow extends Omit<NewSportBet, 'sport'> {
  id: bigint;
  sport: Sport;
  status: SportBetStatus;
  payout: string | null;
  createdAt: Date;
}

type Amount = { toFixed(digits: number): string };
type FixtureRecord = Omit<FixtureRow, 'sport' | 'title'> & { sport: string; title: string | null };
type BetRecord = Omit<SportBetRow, 'stake' | 'odds' | 'payout' | 'legs' | 'sport'> & {
  stake: Amount;
  odds: Amount;
  payout: Amount | null;
  legs: unknown;
  sport: string;
};

// The legs are plain JSON (strings, numbers, nulls); an interface only lacks the index signature.
const legsJson = (legs: StoredLeg[]) => legs as unknown as Prisma.InputJsonArray;

const fixtureRow = (record: FixtureRecord): FixtureRow => ({
  ...record,
  sport: record.sport as Sport,
  title: record.title as EsportsTitle | null,
});

const betRow = (record: BetRecord): SportBetRow => ({
  ...record,
  sport: record.sport as Sport,
  stake: record.stake.toFixed(2),
  odds: record.odds.toFixed(2),
  payout: record.payout?.toFixed(2) ?? null,
  legs: record.legs as StoredLeg[],
});

const FIXTURE_SELECT = {
  id: true,
  sport: true,
  title: true,
  home: true,
  away: true,
  homeRating: true,
  awayRating: true,
  kickOffAt: true,
  endsAt: true,
  serverSeed: true,
  serverSeedHash: true,
  homeScore: true,
  awayScore: true,
  resultedAt: true,
} as const;

const toFixture = ({ id, ...record }: Omit<FixtureRecord, 'fixtureId'> & { id: string }) =>
  fixtureRow({ ...record, fixtureId: id });

/** sport_fixture and sport_bet: the sportsbook's matches and the players' bets. */
@Injectable()
export class SportsbookRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The scheduled matches, each committed to a new server seed unless it exists: of processes
   * committing the same match at once, the first insert stands and every one reads it back.
   */
  async commitFixtures(fixtures: readonly Fixture[]): Promise<FixtureRow[]> {
    await this.prisma.sportFixture.createMany({
      data: fixtures.map(({ fixtureId, ...fixture }) => {
        const serverSeed = generateServerSeed();
        return {
          ...fixture,
          id: fixtureId,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
        };
      }),
      skipDuplicates: true,
    });
    return this.fixtures(fixtures.map((fixture) => fixture.fixtureId));
  }

  /** The matches of these ids, by kick-off. */
  async fixtures(ids: readonly string[]): Promise<FixtureRow[]> {
    const records = await this.prisma.sportFixture.findMany({
      where: { id: { in: [...ids] } },
      orderBy: [{ kickOffAt: 'asc' }, { id: 'asc' }],
      select: FIXTURE_SELECT,
    });
    return records.map(toFixture);
  }

  /** Matches over by `now` and not played yet, oldest first. */
  async unplayed(now: Date, limit: number): Promise<FixtureRow[]> {
    const records = await this.prisma.sportFixture.findMany({
      where: { resultedAt: null, endsAt: { lte: now } },
      orderBy: { endsAt: 'asc' },
      take: limit,
      select: FIXTURE_SELECT,
    });
    return records.map(toFixture);
  }

  /** Records the score unless the match was played already; answers whether this call did. */
  async recordScore(id: string, score: Score, resultedAt: Date): Promise<boolean> {
    const { count } = await this.prisma.sportFixture.updateMany({
      where: { id, resultedAt: null },
      data: { homeScore: score.home, awayScore: score.away, resultedAt },
    });
    return count === 1;
  }

  /** The sport's newest played matches. */
  async latestResults(sport: Sport, limit: number): Promise<FixtureRow[]> {
    const records = await this.prisma.sportFixture.findMany({
      where: { sport, resultedAt: { not: null } },
      orderBy: [{ endsAt: 'desc' }, { id: 'asc' }],
      take: limit,
      select: FIXTURE_SELECT,
    });
    return records.map(toFixture);
  }

  /** Records a bet unless the player's bet of that key exists; answers the stored one. */
  async recordBet(bet: NewSportBet): Promise<SportBetRow> {
    await this.prisma.sportBet.createMany({
      data: [{ ...bet, legs: legsJson(bet.legs) }],
      skipDuplicates: true,
    });
    return betRow(
      await this.prisma.sportBet.findUniqueOrThrow({
        where: { playerId_betKey: { playerId: bet.playerId, betKey: bet.betKey } },
      }),
    );
  }

  async bet(id: bigint): Promise<SportBetRow> {
    return betRow(await this.prisma.sportBet.findUniqueOrThrow({ where: { id } }));
  }

  /** Moves the bet on from `from` (a late repeat never rewrites how a bet ended). */
  async moveBet(
    id: bigint,
    from: SportBetStatus,
    to: SportBetStatus,
    settlement?: { payout: string; legs: StoredLeg[] },
  ): Promise<boolean> {
    const { count } = await this.prisma.sportBet.updateMany({
      where: { id, status: from },
      data: {
        status: to,
        ...(to !== 'OPEN' && { settledAt: new Date() }),
        ...(settlement && { payout: settlement.payout, legs: legsJson(settlement.legs) }),
        ...(to === 'ROLLED_BACK' && { payout: 0 }),
      },
    });
    return count === 1;
  }

  /** Debited bets whose last match is over by `now`, oldest first. */
  async toSettle(now: Date, limit: number): Promise<SportBetRow[]> {
    const records = await this.prisma.sportBet.findMany({
      where: { status: 'OPEN', settlesAt: { lte: now } },
      orderBy: { id: 'asc' },
      take: limit,
    });
    return records.map(betRow);
  }

  /** Bets whose debit got no answer, recorded before `before`. */
  async stalePending(before: Date, limit: number): Promise<SportBetRow[]> {
    const records = await this.prisma.sportBet.findMany({
      where: { status: 'PENDING', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
    });
    return records.map(betRow);
  }

  /** One page of the player's bets on the sport, newest first. */
  async bets(
    playerId: string,
    sport: Sport,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: SportBetRow[]; total: number }> {
    const where = { playerId, sport };
    const [records, total] = await Promise.all([
      this.prisma.sportBet.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
      }),
      this.prisma.sportBet.count({ where }),
    ]);
    return { rows: records.map(betRow), total };
  }
}
