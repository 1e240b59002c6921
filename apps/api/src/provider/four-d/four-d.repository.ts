import { Inject, Injectable } from '@nestjs/common';
import type { FourDPrize, FourDTicketStatus } from '@wps/shared-types';
import { PRISMA } from '../../database/database.module.js';
import type { PrismaClient } from '../../database/prisma.factory.js';
import { generateServerSeed, hashServerSeed } from '../provably-fair.js';

export interface FourDDrawRow {
  numero: string;
  drawAt: Date;
  serverSeed: string;
  serverSeedHash: string;
  numbers: string[];
  drawnAt: Date | null;
}

export interface NewFourDTicket {
  playerId: string;
  ticketKey: string;
  playerToken: string;
  vendorCode: string;
  gameCode: string;
  numero: string;
  number: string;
  /** Decimal strings. */
  big: string;
  small: string;
}

export interface FourDTicketRow {
  id: bigint;
  playerId: string;
  ticketKey: string;
  playerToken: string;
  vendorCode: string;
  gameCode: string;
  numero: string;
  number: string;
  big: string;
  small: string;
  status: FourDTicketStatus;
  prize: FourDPrize | null;
  payout: string | null;
  createdAt: Date;
}

const TICKET_SELECT = {
  id: true,
  playerId: true,
  ticketKey: true,
  playerToken: true,
  vendorCode: true,
  gameCode: true,
  numero: true,
  number: true,
  big: true,
  small: true,
  status: true,
  prize: true,
  payout: true,
  createdAt: true,
} as const;

type TicketRecord = Omit<FourDTicketRow, 'big' | 'small' | 'payout' | 'prize'> & {
  big: { toFixed(digits: number): string };
  small: { toFixed(digits: number): string };
  payout: { toFixed(digits: number): string } | null;
  prize: string | null;
};

function ticketRow(record: TicketRecord): FourDTicketRow {
  return {
    ...record,
    big: record.big.toFixed(2),
    small: record.small.toFixed(2),
    payout: record.payout?.toFixed(2) ?? null,
    prize: record.prize as FourDPrize | null,
  };
}

/** four_d_draw and four_d_ticket: the 4D draws and the players' tickets. */
@Injectable()
export class FourDRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The draw at `drawAt`, committed to a new server seed unless it exists: of processes
   * committing the same draw at once, the first insert stands and every one reads it back.
   */
  async commitDraw(numero: string, drawAt: Date): Promise<FourDDrawRow> {
    const serverSeed = generateServerSeed();
    await this.prisma.fourDDraw.createMany({
      data: [
        { numero, drawAt, serverSeed, serverSeedHash: hashServerSeed(serverSeed), numbers: [] },
      ],
      skipDuplicates: true,
    });
    return this.prisma.fourDDraw.findUniqueOrThrow({ where: { numero } });
  }

  draw(numero: string): Promise<FourDDrawRow | null> {
    return this.prisma.fourDDraw.findUnique({ where: { numero } });
  }

  /** Draws due by `now` and not drawn yet, oldest first. */
  undrawn(now: Date, limit: number): Promise<FourDDrawRow[]> {
    return this.prisma.fourDDraw.findMany({
      where: { drawnAt: null, drawAt: { lte: now } },
      orderBy: { drawAt: 'asc' },
      take: limit,
    });
  }

  /** Records the draw's numbers unless it was drawn already; answers whether this call drew. */
  async recordNumbers(numero: string, numbers: readonly string[], drawnAt: Date): Promise<boolean> {
    const { count } = await this.prisma.fourDDraw.updateMany({
      where: { numero, drawnAt: null },
      data: { numbers: [...numbers], drawnAt },
    });
    return count === 1;
  }

  /** One page of drawn results, newest first. */
  async results(
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: FourDDrawRow[]; total: number }> {
    const where = { drawnAt: { not: null } };
    const [rows, total] = await Promise.all([
      this.prisma.fourDDraw.findMany({
        where,
        orderBy: { drawAt: 'desc' },
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
      }),
      this.prisma.fourDDraw.count({ where }),
    ]);
    return { rows, total };
  }

  /** The newest drawn results. */
  latestResults(limit: number): Promise<FourDDrawRow[]> {
    return this.prisma.fourDDraw.findMany({
      where: { drawnAt: { not: null } },
      orderBy: { drawAt: 'desc' },
      take: limit,
    });
  }

  /** Records a ticket unless the player's ticket of that key exists; answers the stored one. */
  async recordTicket(ticket: NewFourDTicket): Promise<FourDTicketRow> {
    await this.prisma.fourDTicket.createMany({ data: [ticket], skipDuplicates: true });
    return ticketRow(
      await this.prisma.fourDTicket.findUniqueOrThrow({
        where: { playerId_ticketKey: { playerId: ticket.playerId, ticketKey: ticket.ticketKey } },
        select: TICKET_SELECT,
      }),
    );
  }

  async ticket(id: bigint): Promise<FourDTicketRow> {
    return ticketRow(
      await this.prisma.fourDTicket.findUniqueOrThrow({ where: { id }, select: TICKET_SELECT }),
    );
  }

  /** Moves the ticket on from `from` (a late repeat never rewrites how a ticket ended). */
  async moveTicket(
    id: bigint,
    from: FourDTicketStatus,
    to: FourDTicketStatus,
    settlement?: { prize: FourDPrize | null; payout: string },
  ): Promise<boolean> {
    const { count } = await this.prisma.fourDTicket.updateMany({
      where: { id, status: from },
      data: {
        status: to,
        ...(to !== 'OPEN' && { settledAt: new Date() }),
        ...(settlement && { prize: settlement.prize, payout: settlement.payout }),
        ...(to === 'ROLLED_BACK' && { payout: 0 }),
      },
    });
    return count === 1;
  }

  /** Debited tickets of drawn draws, oldest first. */
  async toSettle(limit: number): Promise<FourDTicketRow[]> {
    const rows = await this.prisma.fourDTicket.findMany({
      where: { status: 'OPEN', draw: { drawnAt: { not: null } } },
      orderBy: { id: 'asc' },
      take: limit,
      select: TICKET_SELECT,
    });
    return rows.map(ticketRow);
  }

  /** Tickets whose debit got no answer, recorded before `before`. */
  async stalePending(before: Date, limit: number): Promise<FourDTicketRow[]> {
    const rows = await this.prisma.fourDTicket.findMany({
      where: { status: 'PENDING', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: TICKET_SELECT,
    });
    return rows.map(ticketRow);
  }

  /** One page of the player's tickets, newest first. */
  async tickets(
    playerId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: FourDTicketRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.fourDTicket.findMany({
        where: { playerId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
        select: TICKET_SELECT,
      }),
      this.prisma.fourDTicket.count({ where: { playerId } }),
    ]);
    return { rows: rows.map(ticketRow), total };
  }
}
