import { Inject, Injectable } from '@nestjs/common';
import {
  currencyDecimals,
  protectionSettingsOf,
  type ConsolePage,
  type ConsoleProtectionDetail,
  type ConsoleProtectionQuery,
  type ConsoleProtectionRow,
  type IdentityReviewRequest,
  type LiftExclusionRequest,
  type ProtectionEvent,
  type ProtectionSettings,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { Prisma } from '../generated/prisma/client.js';
import { IdentityService } from '../player-protection/identity.service.js';
import { PlayerProtectionRepository } from '../player-protection/player-protection.repository.js';
import { limitViews } from '../player-protection/player-protection.service.js';

const DEFAULT_PAGE_SIZE = 20;

/** The console's player-protection pages: members under protection, one member, history. */
@Injectable()
export class ConsolePlayerProtectionService {
  constructor(
    private readonly repository: PlayerProtectionRepository,
    private readonly identity: IdentityService,
    private readonly ledger: LedgerReads,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async members(
    operator: OperatorActor,
    query: ConsoleProtectionQuery,
  ): Promise<ConsolePage<ConsoleProtectionRow>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const at = new Date(this.clock.now());
    const merchantId = operator.merchantId;
    const where: Prisma.MemberWhereInput = { merchantId };
    // A removal whose cooling-off is over leaves its row behind: no limit any more.
    const limitInForce: Prisma.PlayerLimitWhereInput = {
      OR: [{ pendingFrom: null }, { pendingFrom: { gt: at } }, { pendingValue: { not: null } }],
    };
    if (query.filter === 'EXCLUDED') {
      where.exclusions = {
        some: { liftedAt: null, OR: [{ endsAt: null }, { endsAt: { gt: at } }] },
      };
    } else if (query.filter === 'LIMITED') {
      where.playerLimits = { some: limitInForce };
    } else if (query.filter === 'IDENTITY_PENDING') {
      where.protection = { identityStatus: 'PENDING' };
    } else {
      where.protection = { isNot: null };
    }
    if (query.account) where.account = query.account;
    const prisma = this.repository.prisma;
    const [rows, total] = await Promise.all([
      prisma.member.findMany({
        where,
        orderBy: { id: 'desc' },
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: {
          id: true,
          account: true,
          protection: { select: { identityStatus: true } },
          _count: { select: { playerLimits: { where: limitInForce } } },
          exclusions: {
            where: { liftedAt: null, OR: [{ endsAt: null }, { endsAt: { gt: at } }] },
            orderBy: { startsAt: 'desc' },
            take: 1,
            select: { kind: true, startsAt: true, endsAt: true },
          },
        },
      }),
      prisma.member.count({ where }),
    ]);
    return {
      list: rows.map((row) => {
        const exclusion = row.exclusions[0];
        return {
          memberId: row.id,
          account: row.account,
          exclusion: exclusion
            ? {
                kind: exclusion.kind,
                startsAt: exclusion.startsAt.toISOString(),
                endsAt: exclusion.endsAt?.toISOString() ?? null,
              }
            : null,
          limitCount: row._count.playerLimits,
          identityStatus: row.protection?.identityStatus ?? 'NOT_VERIFIED',
        };
      }),
      total,
      page,
      pageSize,
    };
  }

  async detail(operator: OperatorActor, memberId: number): Promise<ConsoleProtectionDetail> {
    const member = await this.member(operator, memberId);
    const at = new Date(this.clock.now());
    const [limits, exclusion, settings, identity, figures] = await Promise.all([
      this.repository.limits(memberId),
      this.repository.activeExclusion(memberId, at),
      this.repository.settings(memberId),
      this.identity.status(memberId),
      this.ledger.memberPeriods(memberId, member.merchant.timezone),
    ]);
    return {
      memberId,
      account: member.account,
      // As the member sees them: the operator answers the member's questions from the same figures.
      limits: limitViews(
        limits,
        at,
        figures,
        currencyDecimals(member.merchant.currencyCode, member.merchant.currencyDecimals),
      ),
      exclusion: exclusion && {
        kind: exclusion.kind,
        startsAt: exclusion.startsAt.toISOString(),
        endsAt: exclusion.endsAt?.toISOString() ?? null,
      },
      realityCheckMinutes: settings?.realityCheckMinutes ?? null,
      identity,
    };
  }

  async history(
    operator: OperatorActor,
    memberId: number,
    query: { page?: number; pageSize?: number },
  ): Promise<ConsolePage<ProtectionEvent>> {
    await this.member(operator, memberId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const prisma = this.repository.prisma;
    const [rows, total] = await Promise.all([
      prisma.playerProtectionEvent.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      prisma.playerProtectionEvent.count({ where: { memberId } }),
    ]);
    const operatorIds = [...new Set(rows.flatMap((row) => row.operatorId ?? []))];
    const operators = new Map(
      (
        await prisma.operatorAccount.findMany({
          where: { id: { in: operatorIds } },
          select: { id: true, username: true },
        })
      ).map((row) => [row.id, row.username]),
    );
    return {
      list: rows.map((row) => ({
        id: row.id.toString(),
        kind: row.kind,
        detail: row.detail as Record<string, unknown>,
        operator: row.operatorId === null ? null : (operators.get(row.operatorId) ?? null),
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Ends the member's exclusion before its end: only with a reason, kept in the audit trail. */
  async liftExclusion(
    operator: OperatorActor,
    memberId: number,
    request: LiftExclusionRequest,
  ): Promise<null> {
    await this.member(operator, memberId);
    const at = new Date(this.clock.now());
    const reason = request.reason.trim();
    const lifted = await this.repository.prisma.$transaction(async (tx) => {
      await this.repository.lock(tx, memberId, operator.merchantId);
      const exclusion = await this.repository.activeExclusion(memberId, at, tx);
      if (!exclusion) throw new AppError('NOT_FOUND', 'The member has no exclusion in force');
      await this.repository.liftExclusion(tx, exclusion.id, {
        at,
        operatorId: operator.operatorId,
        reason,
      });
      await this.repository.recordEvent(tx, {
        merchantId: operator.merchantId,
        memberId,
        kind: 'EXCLUSION_LIFTED',
        operatorId: operator.operatorId,
        at,
        detail: { exclusion: exclusion.kind, reason },
      });
      return exclusion;
    });
    operator.change = {
      target: `member:${memberId}`,
      before: {
        exclusion: lifted.kind,
        endsAt: lifted.endsAt?.toISOString() ?? null,
      },
      after: { exclusion: null, reason },
    };
    return null;
  }

  async reviewIdentity(
    operator: OperatorActor,
    memberId: number,
    request: IdentityReviewRequest,
  ): Promise<null> {
    await this.member(operator, memberId);
    await this.identity.review(memberId, operator.merchantId, operator.operatorId, request);
    operator.change = {
      target: `member:${memberId}`,
      before: { identityStatus: 'PENDING' },
      after: { identityStatus: request.decision, reason: request.reason ?? null },
    };
    return null;
  }

  document(operator: OperatorActor, memberId: number, position: number) {
    return this.identity.document(memberId, operator.merchantId, position);
  }

  async settings(operator: OperatorActor): Promise<ProtectionSettings> {
    const merchant = await this.repository.prisma.merchant.findUniqueOrThrow({
      where: { id: operator.merchantId },
      select: { settings: true },
    });
    return protectionSettingsOf(merchant.settings);
  }

  async updateSettings(
    operator: OperatorActor,
    request: ProtectionSettings,
  ): Promise<ProtectionSettings> {
    const before = await this.settings(operator);
    const after: ProtectionSettings = {
      ageCheckBeforeDeposit: request.ageCheckBeforeDeposit,
      identityBeforeWithdrawal: request.identityBeforeWithdrawal,
      realityCheckMinutes: request.realityCheckMinutes,
    };
    // One statement: other keys of the settings object, written by other pages, stay as they are.
    await this.repository.prisma.$executeRaw`
      UPDATE merchant SET settings = jsonb_set(settings, '{protection}', ${JSON.stringify(after)}::jsonb)
      WHERE id = ${operator.merchantId}`;
    operator.change = { target: 'site:protection', before, after };
    return after;
  }

  private async member(operator: OperatorActor, memberId: number) {
    const member = await this.repository.prisma.member.findFirst({
      where: { id: memberId, merchantId: operator.merchantId },
      select: {
        id: true,
        account: true,
        merchant: { select: { timezone: true, currencyCode: true, currencyDecimals: true } },
      },
    });
    if (!member) throw new AppError('NOT_FOUND', 'No such member');
    return member;
  }
}
