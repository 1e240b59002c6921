import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  currencyDecimals,
  exclusionEnd,
  isExclusionDuration,
  limitPeriodOf,
  limitTypeOf,
  limitValueProblem,
  PLAY_LIMIT_KINDS,
  PLAYER_LIMIT_KINDS,
  PROTECTION_COOLING_OFF_HOURS,
  protectionSettingsOf,
  REALITY_CHECK_MINUTES,
  type BetRefusalStatus,
  type ExclusionRequest,
  type ExclusionView,
  type PlayerLimitKind,
  type PlayerLimitView,
  type PlayFigures,
  type PlaySessionStatus,
  type ProtectionOverview,
  type RealityCheckRequest,
  type SetLimitRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { limitTransaction, millisecondsLeft } from '../database/deadline.js';
import { Prisma } from '../generated/prisma/client.js';
import { LedgerReads, type MemberPeriods, type PeriodSums } from '../ledger/ledger-reads.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { SessionService } from '../session/session.service.js';
import {
  PlayerProtectionRepository,
  type Db,
  type ExclusionRow,
  type LimitRow,
  type MemberFacts,
} from './player-protection.repository.js';
import { IdentityService } from './identity.service.js';
import { BetRefusals } from './bet-refusals.js';

const COOLING_OFF_MS = PROTECTION_COOLING_OFF_HOURS * 3_600_000;
// A member with a play limit bets one at a time (its row is the lock): a burst of bets waits in
// line for a connection rather than failing.
const GUARD_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/** A bet the seamless wallet is about to post for a member with a play limit or an exclusion. */
export interface GuardedBet {
  merchantId: number;
  memberId: number;
  amount: string;
  /** The posting's idempotency scope and key: a retried bet that was posted is let through. */
  scope: string;
  key: string;
  /** When the wallet's time budget ends (a `Date.now()` value): commit by then or not at all. */
  deadline?: number;
}

/**
 * Player protection: the member's limits (lowering at once, raising or removing after a
 * cooling-off), time-outs and self-exclusions, the reality check, and the checks other features
 * call where money moves: `guardBet` (seamless wallet), `checkDeposit`, `checkWithdrawal`,
 * `assertMayPlay` (game launch, transfers to game wallets) and `assertMayRegister`.
 */
@Injectable()
export class PlayerProtectionService {
  constructor(
    private readonly repository: PlayerProtectionRepository,
    private readonly sessions: SessionService,
    private readonly identity: IdentityService,
    private readonly ledger: LedgerReads,
    private readonly refusals: BetRefusals,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(member: AuthenticatedMember): Promise<ProtectionOverview> {
    const facts = await this.facts(member.memberId);
    const at = this.now();
    const [limits, exclusion, settings, figures, session, identity] = await Promise.all([
      this.repository.limits(member.memberId),
      this.repository.activeExclusion(member.memberId, at),
      this.repository.settings(member.memberId),
      this.ledger.memberPeriods(member.memberId, facts.timezone),
      this.repository.sessionStart(member.sessionId),
      this.identity.status(member.memberId),
    ]);
    const operatorMinutes = protectionSettingsOf(facts.settings).realityCheckMinutes;
    return {
      limits: limitViews(limits, at, figures, decimalsOf(facts)),
      exclusion: exclusionView(exclusion),
      realityCheck: {
        minutes: settings?.realityCheckMinutes ?? operatorMinutes,
        isDefault: settings?.realityCheckMinutes == null,
      },
      identity,
      week: figuresView(figures.week, decimalsOf(facts)),
      month: figuresView(figures.month, decimalsOf(facts)),
      sessionEndsAt: this.sessionEnd(limits, session, at)?.toISOString() ?? null,
      coolingOffHours: PROTECTION_COOLING_OFF_HOURS,
    };
  }

  /**
   * Sets, lowers, raises or removes a limit. A new or lower limit applies at once (and drops a
   * raise waiting); a higher one or a removal waits PROTECTION_COOLING_OFF_HOURS.
   */
  async setLimit(member: AuthenticatedMember, request: SetLimitRequest): Promise<void> {
    if (!(PLAYER_LIMIT_KINDS as readonly unknown[]).includes(request.kind)) {
      throw invalidInput({ kind: 'Choose a limit' });
    }
    const problem =
      request.value === null ? null : limitValueProblem(request.kind, String(request.value));
    if (problem) throw invalidInput({ value: problem });
    const value = request.value === null ? null : new Prisma.Decimal(request.value).toFixed(2);
    const facts = await this.facts(member.memberId);
    const at = this.now();
    let lowered: string | null = null;
    await this.repository.prisma.$transaction(async (tx) => {
      await this.repository.lock(tx, member.memberId, facts.merchantId);
      const current = (await this.repository.limits(member.memberId, tx)).find(
        (row) => row.kind === request.kind,
      );
      const inForce = current ? effectiveValue(current, at) : null;
      const key = { memberId: member.memberId, merchantId: facts.merchantId, kind: request.kind };
      const event = { merchantId: facts.merchantId, memberId: member.memberId, at };
      if (value !== null && (inForce === null || compare(value, inForce) <= 0)) {
        await this.repository.saveLimit(
          tx,
          key,
          { value, pendingValue: null, pendingFrom: null },
          at,
        );
        await this.repository.recordEvent(tx, {
          ...event,
          kind: 'LIMIT_SET',
          detail: { limit: request.kind, value, before: inForce },
        });
        lowered = value;
        return;
      }
      if (inForce === null) return; // Removing a limit there is none of: nothing changes.
      const from = new Date(at.getTime() + COOLING_OFF_MS);
      await this.repository.saveLimit(
        tx,
        key,
        { value: inForce, pendingValue: value, pendingFrom: from },
        at,
      );
      await this.repository.recordEvent(tx, {
        ...event,
        kind: 'LIMIT_CHANGE_PENDING',
        detail: { limit: request.kind, value: inForce, pending: value, from: from.toISOString() },
      });
    });
    // A shorter session limit ends the member's sessions that already ran longer.
    if (request.kind === 'SESSION_MINUTES' && lowered !== null) {
      await this.sessions.limitLength(member.memberId, Number(lowered));
    }
  }

  /** A time-out or self-exclusion from now; it cannot be shortened by the member. */
  async exclude(member: AuthenticatedMember, request: ExclusionRequest): Promise<void> {
    if (!['TIME_OUT', 'SELF_EXCLUSION'].includes(request.kind)) {
      throw invalidInput({ kind: 'Choose a time-out or a self-exclusion' });
    }
    if (!isExclusionDuration(request.kind, request.duration)) {
      throw invalidInput({ duration: 'Choose one of the periods offered' });
    }
    const facts = await this.facts(member.memberId);
    const at = this.now();
    const endsAt = exclusionEnd(at, request.duration);
    await this.repository.prisma.$transaction(async (tx) => {
      await this.repository.lock(tx, member.memberId, facts.merchantId);
      const current = await this.repository.activeExclusion(member.memberId, at, tx);
      // One in force already: a new one may only reach further (never end it sooner).
      if (current && (current.endsAt === null || (endsAt && endsAt <= current.endsAt))) {
        throw new AppError('PLAY_EXCLUDED', exclusionMessage(current), exclusionView(current));
      }
      await this.repository.startExclusion(tx, facts, {
        kind: request.kind,
        startsAt: at,
        endsAt,
      });
      await this.repository.recordEvent(tx, {
        merchantId: facts.merchantId,
        memberId: member.memberId,
        kind: 'EXCLUSION_STARTED',
        at,
        detail: {
          exclusion: request.kind,
          duration: request.duration,
          endsAt: endsAt?.toISOString() ?? null,
        },
      });
    });
  }

  async setRealityCheck(member: AuthenticatedMember, request: RealityCheckRequest) {
    const { minutes } = request;
    if (
      minutes !== null &&
      !(
        Number.isInteger(minutes) &&
        minutes >= REALITY_CHECK_MINUTES.min &&
        minutes <= REALITY_CHECK_MINUTES.max
      )
    ) {
      throw invalidInput({
        minutes: `Choose ${REALITY_CHECK_MINUTES.min} to ${REALITY_CHECK_MINUTES.max} minutes`,
      });
    }
    const facts = await this.facts(member.memberId);
    const at = this.now();
    await this.repository.prisma.$transaction(async (tx) => {
      await this.repository.lock(tx, member.memberId, facts.merchantId);
      await this.repository.setRealityCheck(tx, member.memberId, minutes, at);
      await this.repository.recordEvent(tx, {
        merchantId: facts.merchantId,
        memberId: member.memberId,
        kind: 'REALITY_CHECK_SET',
        at,
        detail: { minutes },
      });
    });
  }

  /** The login session so far: what the game frame's reality check shows. */
  async playSession(member: AuthenticatedMember): Promise<PlaySessionStatus> {
    const [session, facts, settings, limits] = await Promise.all([
      this.repository.sessionStart(member.sessionId),
      this.facts(member.memberId),
      this.repository.settings(member.memberId),
      this.repository.limits(member.memberId),
    ]);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    const at = this.now();
    return {
      startedAt: session.createdAt.toISOString(),
      minutesPlayed: session.minutes,
      netResult: inCurrency(
        await this.ledger.memberGameNetSince(member.memberId, session.createdAt),
        decimalsOf(facts),
      ),
      realityCheckMinutes:
        settings?.realityCheckMinutes ?? protectionSettingsOf(facts.settings).realityCheckMinutes,
      sessionEndsAt: this.sessionEnd(limits, session, at)?.toISOString() ?? null,
    };
  }

  // ------------------------------------------------------------- the checks other features call

  /**
   * Posts a bet of a member who has a play limit or an exclusion: the member's lock is taken,
   * the period's figures read, and the bet posted by `post` inside the same transaction, so
   * simultaneous bets cannot together pass a limit. Refused: PLAY_EXCLUDED, PLAY_LIMIT_REACHED.
   */
  async guardBet<T>(bet: GuardedBet, post: (tx: Prisma.TransactionClient) => Promise<T>) {
    try {
      const left = bet.deadline === undefined ? null : millisecondsLeft(bet.deadline);
      return await this.repository.prisma.$transaction(
        async (tx) => {
          if (bet.deadline !== undefined) await limitTransaction(tx, bet.deadline);
          const at = this.now();
          await this.repository.lock(tx, bet.memberId, bet.merchantId);
          const refusal = await this.betRefusal(tx, bet, at);
          if (refusal && !(await this.ledger.entryPosted(bet.scope, bet.key, tx))) throw refusal;
          return post(tx);
        },
        left === null ? GUARD_TRANSACTION : { maxWait: left, timeout: left },
      );
    } catch (error) {
      // Kept for the game frame, which tells the player why (the vendor only sees a refusal).
      await this.refusals.record(bet.memberId, error, this.now());
      throw error;
    }
  }

  /** The wallet's last refusal of the member's bet, which the game frame polls. */
  async lastBetRefusal(member: AuthenticatedMember): Promise<BetRefusalStatus> {
    return { refusal: await this.refusals.latest(member.memberId) };
  }

  /**
   * For the deposit feature, before a deposit request and again inside the approval's
   * transaction `tx` (which then holds the member's lock until it commits): refuses a member
   * in a time-out or self-exclusion, a first deposit without the operator's minimum age when the
   * operator asks for it, and a deposit that would pass a deposit limit. `reserved`: deposits
   * not yet in the ledger that count as made (online payments the gateway may still confirm).
   */
  async checkDeposit(
    tx: Prisma.TransactionClient | null,
    memberId: number,
    amount: string,
    reserved = '0.00',
  ) {
    const db: Db = tx ?? this.repository.prisma;
    const facts = await this.facts(memberId, db);
    const at = this.now();
    if (tx) await this.repository.lock(tx, memberId, facts.merchantId);
    const exclusion = await this.repository.activeExclusion(memberId, at, db);
    if (exclusion) {
      throw new AppError('PLAY_EXCLUDED', exclusionMessage(exclusion), exclusionView(exclusion));
    }
    if (
      protectionSettingsOf(facts.settings).ageCheckBeforeDeposit &&
      !(await this.ledger.memberHasEntry(memberId, 'DEPOSIT', db)) &&
      !oldEnough(facts, at)
    ) {
      throw new AppError(
        'AGE_CHECK_REQUIRED',
        `Please set your birthday first: you must be ${facts.minimumAge} or older to deposit`,
        { minimumAge: facts.minimumAge },
      );
    }
    const limits = (await this.repository.limits(memberId, db)).filter(
      (row) => limitTypeOf(row.kind) === 'DEPOSIT',
    );
    if (limits.length === 0) return;
    const figures = await this.ledger.memberPeriods(memberId, facts.timezone, db);
    for (const row of limits) {
      const limit = effectiveValue(row, at);
      const decimals = decimalsOf(facts);
      const used = add(usedOf(row.kind, figures, decimals) ?? '0', reserved, decimals);
      if (limit !== null && compare(add(used, amount, decimals), limit) > 0) {
        throw new AppError(
          'DEPOSIT_LIMIT_REACHED',
          `This deposit would pass your ${periodWord(row.kind)} deposit limit of ${limit} (deposited so far: ${used})`,
          { kind: row.kind, limit, used },
        );
      }
    }
  }

  /**
   * For the withdrawal feature, before a withdrawal request: when the operator asks for it, a
   * first withdrawal needs a verified identity. A time-out or self-exclusion does not stop a
   * withdrawal: the member can always take the remaining balance out.
   */
  async checkWithdrawal(memberId: number): Promise<void> {
    const facts = await this.facts(memberId);
    if (!protectionSettingsOf(facts.settings).identityBeforeWithdrawal) return;
    if (await this.ledger.memberHasEntry(memberId, 'WITHDRAWAL_HOLD')) return;
    const { status } = await this.identity.status(memberId);
    if (status !== 'VERIFIED') {
      throw new AppError(
        'IDENTITY_NOT_VERIFIED',
        'Please verify your identity before your first withdrawal',
        { status },
      );
    }
  }

  /** Game launch and transfers into a game wallet: refused during a time-out or exclusion. */
  async assertMayPlay(memberId: number): Promise<void> {
    const exclusion = await this.repository.playExclusion(memberId, this.now());
    if (exclusion) {
      throw new AppError('PLAY_EXCLUDED', exclusionMessage(exclusion), exclusionView(exclusion));
    }
  }

  /** Registration: refused with the phone, e-mail or identity number of a self-excluded account. */
  async assertMayRegister(
    merchantId: number,
    contacts: { email: string | null; mobileNum: string | null; idNumber: string | null },
  ): Promise<void> {
    if (await this.repository.selfExcludedContact(merchantId, contacts, this.now())) {
      throw new AppError(
        'REGISTRATION_EXCLUDED',
        'This phone number, e-mail address or identity number belongs to a self-excluded account',
      );
    }
  }

  /** When a login session opened now ends by the member's session limit (null: no limit). */
  async sessionEndsAt(memberId: number): Promise<Date | null> {
    const at = this.now();
    return this.sessionEnd(await this.repository.limits(memberId), { createdAt: at }, at);
  }

  // ------------------------------------------------------------------------------ internals

  private async betRefusal(tx: Db, bet: GuardedBet, at: Date): Promise<AppError | null> {
    const exclusion = await this.repository.activeExclusion(bet.memberId, at, tx);
    if (exclusion) {
      return new AppError('PLAY_EXCLUDED', exclusionMessage(exclusion), exclusionView(exclusion));
    }
    const limits = (await this.repository.limits(bet.memberId, tx)).filter((row) =>
      PLAY_LIMIT_KINDS.includes(row.kind),
    );
    if (limits.length === 0 || compare(bet.amount, '0') <= 0) return null;
    const facts = await this.facts(bet.memberId, tx);
    const figures = await this.ledger.memberPeriods(bet.memberId, facts.timezone, tx);
    for (const row of limits) {
      const limit = effectiveValue(row, at);
      if (limit === null) continue;
      const decimals = decimalsOf(facts);
      const used = usedOf(row.kind, figures, decimals);
      if (used !== null && compare(add(used, bet.amount, decimals), limit) > 0) {
        const what = limitTypeOf(row.kind) === 'LOSS' ? 'loss' : 'wager';
        return new AppError(
          'PLAY_LIMIT_REACHED',
          `This bet would pass your ${periodWord(row.kind)} ${what} limit of ${limit}`,
          { kind: row.kind, limit, used },
        );
      }
    }
    return null;
  }

  private sessionEnd(
    limits: LimitRow[],
    session: { createdAt: Date } | null,
    at: Date,
  ): Date | null {
    const row = limits.find((limit) => limit.kind === 'SESSION_MINUTES');
    const minutes = row ? effectiveValue(row, at) : null;
    if (!session || minutes === null) return null;
    return new Date(session.createdAt.getTime() + Number(minutes) * 60_000);
  }

  private async facts(memberId: number, db?: Db): Promise<MemberFacts> {
    const facts = await this.repository.memberFacts(memberId, db);
    if (!facts) throw new AppError('NOT_FOUND', 'No such member');
    return facts;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }
}

/** The limit in force at `at`: a waiting change applies once its cooling-off is over. */
export function effectiveValue(row: LimitRow, at: Date): string | null {
  if (row.pendingFrom && row.pendingFrom.getTime() <= at.getTime()) return row.pendingValue;
  return row.value;
}

/** The limits in force at `at`, each with its waiting change and what its period used so far. */
export function limitViews(
  rows: LimitRow[],
  at: Date,
  figures: MemberPeriods,
  decimals: number,
): PlayerLimitView[] {
  return rows.flatMap((row) => {
    const value = effectiveValue(row, at);
    const waiting = row.pendingFrom !== null && row.pendingFrom.getTime() > at.getTime();
    if (value === null) return [];
    return [
      {
        kind: row.kind,
        value: row.kind === 'SESSION_MINUTES' ? String(Number(value)) : value,
        pending: waiting
          ? {
              value:
                row.pendingValue === null || row.kind !== 'SESSION_MINUTES'
                  ? row.pendingValue
                  : String(Number(row.pendingValue)),
              from: row.pendingFrom!.toISOString(),
            }
          : null,
        used: usedOf(row.kind, figures, decimals),
      },
    ];
  });
}

function usedOf(kind: PlayerLimitKind, figures: MemberPeriods, decimals: number): string | null {
  if (kind === 'SESSION_MINUTES') return null;
  const sums = figures[periodKey(kind)];
  switch (limitTypeOf(kind)) {
    case 'DEPOSIT':
      return inCurrency(sums.deposited, decimals);
    case 'LOSS':
      // A period the member is ahead in has used none of the loss limit.
      return inCurrency(
        compare(sums.net, '0') >= 0 ? '0' : new Prisma.Decimal(sums.net).neg().toFixed(),
        decimals,
      );
    default:
      return inCurrency(sums.wagered, decimals);
  }
}

function periodKey(kind: PlayerLimitKind): 'day' | 'week' | 'month' {
  const period = limitPeriodOf(kind) ?? 'DAY';
  return period === 'DAY' ? 'day' : period === 'WEEK' ? 'week' : 'month';
}

function periodWord(kind: PlayerLimitKind): string {
  return { day: 'daily', week: 'weekly', month: 'monthly' }[periodKey(kind)];
}

function figuresView(sums: PeriodSums, decimals: number): PlayFigures {
  return {
    from: sums.from.toISOString(),
    netResult: inCurrency(sums.net, decimals),
    wagered: inCurrency(sums.wagered, decimals),
    deposited: inCurrency(sums.deposited, decimals),
    minutesPlayed: sums.minutesPlayed,
  };
}

function exclusionView(row: ExclusionRow | null): ExclusionView | null {
  return (
    row && {
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
    }
  );
}

function exclusionMessage(row: ExclusionRow): string {
  const what = row.kind === 'TIME_OUT' ? 'time-out' : 'self-exclusion';
  return row.endsAt
    ? `Your ${what} lasts until ${row.endsAt.toISOString()}; you may still withdraw your balance`
    : `Your ${what} is permanent; you may still withdraw your balance`;
}

function oldEnough(facts: MemberFacts, at: Date): boolean {
  if (!facts.birthday) return false;
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: facts.timezone })
    .format(at)
    .split('-')
    .map(Number);
  const birthday = facts.birthday;
  return (
    ageOn(
      {
        year: birthday.getUTCFullYear(),
        month: birthday.getUTCMonth() + 1,
        day: birthday.getUTCDate(),
      },
      new Date(year, month - 1, day),
    ) >= facts.minimumAge
  );
}

function compare(left: string, right: string): number {
  return new Prisma.Decimal(left).comparedTo(new Prisma.Decimal(right));
}

function add(left: string, right: string, decimals: number): string {
  return inCurrency(new Prisma.Decimal(left).plus(new Prisma.Decimal(right)).toFixed(), decimals);
}

function decimalsOf(facts: MemberFacts): number {
  return currencyDecimals(facts.currencyCode, facts.currencyDecimals);
}

// Written with the currency's decimals, or more when the amount has them (a limit or deposit of
// two decimals in a currency of none): exact either way, never rounded.
function inCurrency(amount: string, decimals: number): string {
  const value = new Prisma.Decimal(amount);
  return value.toFixed(Math.max(decimals, value.decimalPlaces()));
}
