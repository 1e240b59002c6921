import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  amountAtScale,
  DEFAULT_INITIAL_PASSWORD,
  maskPersonal,
  roleAllows,
  type ConsoleAdjustmentResult,
  type ConsoleBetRow,
  type ConsoleLedgerLine,
  type ConsoleLoginRow,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
  type ConsoleMemberSession,
  type ConsolePage,
  type ConsolePageQuery,
  type ConsoleRevealed,
  type MemberPersonalField,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { ConsoleSiteService } from '../console-site/console-site.service.js';
import { DividendFreezeService } from '../dividend-freeze/dividend-freeze.service.js';
import type { FourEyesApprovalRow } from '../four-eyes/four-eyes.repository.js';
import {
  FourEyesService,
  type FourEyesExecutor,
  type FourEyesWork,
} from '../four-eyes/four-eyes.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PasswordHasher } from '../member/password-hasher.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { SessionService } from '../session/session.service.js';
import type { ConsoleAdjustmentDto, ConsoleLockDto } from './dto/console-members.dto.js';
import { ConsoleMembersRepository, type MemberSearchRow } from './console-members.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

/** An adjustment as four-eyes keeps it until it posts. */
type Adjustment = {
  memberId: number;
  key: string;
  amount: string;
  reason: string;
};

const pageOf = (query: ConsolePageQuery) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, skip: (page - 1) * pageSize };
};

const notFound = () => new AppError('NOT_FOUND', 'No member of this site has this id');

/**
 * What an operator sees of and does to a member: search, the member's page and its lists, lock,
 * password reset, session revocation and manual balance adjustments. Every member is looked up
 * within the operator's own site.
 */
/** A member's own accounts, as the console's member page lists them. */
const MEMBER_ACCOUNT_KINDS = ['MAIN', 'VENDOR', 'HOLD', 'DEMO'] as const;

@Injectable()
export class ConsoleMembersService implements OnModuleInit, FourEyesExecutor {
  constructor(
    private readonly members: ConsoleMembersRepository,
    private readonly ledger: LedgerService,
    private readonly journal: LedgerReads,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly site: ConsoleSiteService,
    private readonly dividendFreeze: DividendFreezeService,
    private readonly fourEyes: FourEyesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register('ADJUSTMENT', this);
  }

  async search(
    operator: OperatorActor,
    query: ConsolePageQuery & { query?: string },
  ): Promise<ConsolePage<ConsoleMemberRow>> {
    const { page, pageSize, skip } = pageOf(query);
    const { rows, total } = await this.members.search(
      operator.merchantId,
      query.query,
      skip,
      pageSize,
    );
    return { list: rows.map(memberRow), total, page, pageSize };
  }

  async detail(operator: OperatorActor, memberId: number): Promise<ConsoleMemberDetail> {
    const member = await this.members.detail(operator.merchantId, memberId);
    if (!member) throw notFound();
    const uplineIds = member.ancestryPath.split('/').filter(Boolean).map(Number);
    const [uplines, wallets, decimals] = await Promise.all([
      this.members.uplines(operator.merchantId, uplineIds),
      this.ledger.memberBalances(memberId, MEMBER_ACCOUNT_KINDS),
      this.ledger.currencyDecimals(operator.merchantId),
    ]);
    const accountOf = new Map(uplines.map((upline) => [upline.id, upline.account]));
    return {
      ...memberRow(member),
      bankAccount: maskPersonal('bankAccount', member.bankAccounts[0]?.accountNumber ?? null),
      identityNumber: maskPersonal('identityNumber', member.idNumber),
      nickname: member.nickname,
      realName: member.payeeName,
      birthday: member.birthday?.toISOString().slice(0, 10) ?? null,
      vipRank: member.vipRank?.labelName ?? null,
      labels: member.labels.map((assignment) => assignment.label.name),
      uplines: uplineIds.reverse().map((id) => ({ id, account: accountOf.get(id) ?? String(id) })),
      wallets: wallets.map(({ kind, vendorCode, balance }) => ({ kind, vendorCode, balance })),
      mustChangePassword: member.mustChangePassword,
      monitored: member.monitored,
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      dividendFreeze: await this.dividendFreeze.of(memberId, decimals),
    };
  }

  async ledgerLines(
    operator: OperatorActor,
    memberId: number,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleLedgerLine>> {
    await this.existing(operator, memberId);
    const { page, pageSize, skip } = pageOf(query);
    const wallets = await this.ledger.memberBalances(memberId, MEMBER_ACCOUNT_KINDS);
    const accounts = new Map(
      wallets.map((wallet) => [
        wallet.id,
        wallet.vendorCode ? `${wallet.kind} ${wallet.vendorCode}` : wallet.kind,
      ]),
    );
    const [{ total, lines }, decimals] = await Promise.all([
      this.journal.accountLinePage([...accounts.keys()], skip, pageSize),
      this.ledger.currencyDecimals(operator.merchantId),
    ]);
    return {
      list: lines.map((line) => ({
        entryId: line.entryId.toString(),
        kind: line.kind,
        account: accounts.get(line.accountId) ?? '',
        amount: amountAtScale(line.amount.toFixed(), decimals),
        balanceAfter: amountAtScale(line.balanceAfter.toFixed(), decimals),
        createdAt: line.createdAt.toISOString(),
        memo: null,
      })),
      total,
      page,
      pageSize,
    };
  }

  async bets(
    operator: OperatorActor,
    memberId: number,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleBetRow>> {
    await this.existing(operator, memberId);
    const { page, pageSize, skip } = pageOf(query);
    const [{ total, rows }, decimals] = await Promise.all([
      this.members.bets(operator.merchantId, memberId, skip, pageSize),
      this.ledger.currencyDecimals(operator.merchantId),
    ]);
    return {
      list: rows.map((bet) => ({
        id: Number(bet.id),
        vendorCode: bet.vendor.code,
        gameName: bet.game.name,
        roundId: bet.roundId,
        stake: amountAtScale(bet.stake.toFixed(), decimals),
        payout: amountAtScale(bet.payout.toFixed(), decimals),
        status: bet.status,
        createdAt: bet.placedAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Live sessions (`live`) or the whole login history. */
  async sessionsOf(
    operator: OperatorActor,
    memberId: number,
    query: ConsolePageQuery,
    live: boolean,
  ): Promise<ConsolePage<ConsoleMemberSession & ConsoleLoginRow>> {
    await this.existing(operator, memberId);
    const { page, pageSize, skip } = pageOf(query);
    const now = new Date(this.clock.now());
    const { total, rows } = await this.members.sessions(
      memberId,
      skip,
      pageSize,
      live ? now : null,
    );
    return {
      list: rows.map((session) => ({
        id: session.id,
        device: session.userAgent,
        address: session.ip,
        // The history holds the logins that opened a session (failed ones open none).
        success: true,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }

  async revokeSessions(operator: OperatorActor, memberId: number): Promise<{ revoked: number }> {
    await this.existing(operator, memberId);
    const revoked = await this.sessions.revokeOthers(memberId, null);
    operator.change = { target: `member:${memberId}`, after: { sessionsRevoked: revoked } };
    return { revoked };
  }

  async lock(operator: OperatorActor, memberId: number, request: ConsoleLockDto): Promise<null> {
    const member = await this.existing(operator, memberId);
    await this.members.setStatus(memberId, request.locked ? 'LOCKED' : 'ACTIVE');
    // A locked member is out at once, not at the end of the session.
    if (request.locked) await this.sessions.revokeOthers(memberId, null);
    operator.change = {
      target: `member:${memberId}`,
      before: { status: member.status },
      after: { status: request.locked ? 'LOCKED' : 'ACTIVE', reason: request.reason ?? null },
    };
    return null;
  }

  /** Back to the default password, changed at the next login; the member's sessions end. */
  async resetPassword(operator: OperatorActor, memberId: number): Promise<null> {
    await this.existing(operator, memberId);
    await this.members.resetPassword(memberId, await this.hasher.hash(DEFAULT_INITIAL_PASSWORD));
    await this.sessions.revokeOthers(memberId, null);
    operator.change = {
      target: `member:${memberId}`,
      after: { passwordReset: true, mustChangePassword: true },
    };
    return null;
  }

  /**
   * A manual correction of the member's MAIN wallet against the house cash account: one ledger
   * entry, idempotent by the console's Idempotency-Key, never below zero. Above the operator's
   * amount only the finance role may make it. Four-eyes may hold it for a second operator: the
   * entry then posts when that operator approves.
   */
  async adjust(
    operator: OperatorActor,
    memberId: number,
    request: ConsoleAdjustmentDto,
    idempotencyKey: string | undefined,
  ): Promise<ConsoleAdjustmentResult> {
    const key = requiredIdempotencyKey(idempotencyKey);
    await this.existing(operator, memberId);
    await this.ledger.assertFitsCurrency(operator.merchantId, request.amount);
    const decimals = await this.ledger.currencyDecimals(operator.merchantId);
    const amount = new Prisma.Decimal(request.amount);
    const limit = new Prisma.Decimal(await this.site.largeAdjustmentAmount(operator.merchantId));
    const large = amount.abs().greaterThan(limit);
    if (large && !roleAllows(operator.role, 'members.adjustLarge')) {
      throw new AppError(
        'ADJUSTMENT_NEEDS_FINANCE',
        `An adjustment above ${limit.toFixed(2)} needs the finance role`,
      );
    }
    const adjustment = { memberId, key, amount: amount.toFixed(2), reason: request.reason };
    const post = await this.adjustmentPoster(operator.merchantId, adjustment);
    const { opened, posted } = await this.members.transaction(async (tx) => {
      const opened = await this.fourEyes.open(tx, operator, {
        kind: 'ADJUSTMENT',
        subject: `${memberId}:${key}`,
        memberId,
        amount: amount.abs().toFixed(2),
        payload: adjustment,
        permission: large ? 'members.adjustLarge' : 'members.adjust',
      });
      // Posted now when one operator is enough; a retry after the approval replays the entry.
      const posted = opened.approval.status === 'APPROVED' ? await post(tx) : null;
      return { opened, posted };
    });
    const [approval] = await this.fourEyes.views([opened.approval]);
    if (!posted) {
      operator.change = opened.fresh
        ? {
            target: `member:${memberId}`,
            after: { amount: adjustment.amount, reason: request.reason, approval: approval.id },
          }
        : null;
      return { entryId: null, balance: await this.ledger.balance(post.main), approval };
    }
    const line = posted.lines.find((candidate) => candidate.accountId === post.main.id);
    const balance = line?.balanceAfter ?? (await this.ledger.balance(post.main));
    // A retry of the same click changed nothing: the trail keeps the first.
    operator.change = posted.replayed
      ? null
      : {
          target: `member:${memberId}`,
          before: {
            balance: amountAtScale(new Prisma.Decimal(balance).minus(amount).toFixed(), decimals),
          },
          after: { balance, amount: amount.toFixed(2), reason: request.reason },
        };
    return {
      entryId: posted.entryId.toString(),
      balance,
      approval: approval.reasons.length > 0 ? approval : null,
    };
  }

  /** A second operator approved an adjustment: its entry posts. */
  async approved(approval: FourEyesApprovalRow): Promise<FourEyesWork> {
    const post = await this.adjustmentPoster(
      approval.merchantId,
      approval.payload as unknown as Adjustment,
    );
    return async (tx) => {
      await post(tx);
    };
  }

  async rejected(): Promise<FourEyesWork> {
    return async () => undefined;
  }

  /** The accounts opened (before the transaction, the ledger's rule), then the entry's posting. */
  private async adjustmentPoster(merchantId: number, adjustment: Adjustment) {
    const { memberId, key, amount, reason } = adjustment;
    const [main, cash] = await Promise.all([
      this.ledger.memberAccount(merchantId, memberId, 'MAIN'),
      this.ledger.houseAccount(merchantId, 'HOUSE_CASH'),
    ]);
    const size = new Prisma.Decimal(amount).abs().toFixed(2);
    const post = (tx: Prisma.TransactionClient) =>
      this.ledger.postWithin(tx, {
        merchantId,
        kind: 'ADJUSTMENT',
        memberId,
        scope: `console-adjustment:${memberId}`,
        key,
        request: { amount, reason },
        lines: amount.startsWith('-') ? movement(main, cash, size) : movement(cash, main, size),
      });
    return Object.assign(post, { main });
  }

  /** One personal field of one member in clear; the audit row names the field, not its value. */
  async reveal(
    operator: OperatorActor,
    memberId: number,
    field: MemberPersonalField,
  ): Promise<ConsoleRevealed> {
    const member = await this.existing(operator, memberId);
    const clear: Record<MemberPersonalField, string | null> = {
      phone: phoneOf(member),
      email: member.email,
      bankAccount: member.bankAccounts[0]?.accountNumber ?? null,
      identityNumber: member.idNumber,
    };
    operator.change = { target: `member:${memberId}`, after: { revealed: field } };
    return { field, value: clear[field] };
  }

  private async existing(operator: OperatorActor, memberId: number) {
    const member = await this.members.detail(operator.merchantId, memberId);
    if (!member) throw notFound();
    return member;
  }
}

function memberRow(member: MemberSearchRow): ConsoleMemberRow {
  return {
    id: member.id,
    account: member.account,
    // Masked on the server: the clear value leaves only through reveal, audited.
    phone: maskPersonal('phone', phoneOf(member)),
    email: maskPersonal('email', member.email),
    isAgent: member.isAgent,
    locked: member.status !== 'ACTIVE',
    createdAt: member.createdAt.toISOString(),
  };
}

function phoneOf(member: MemberSearchRow): string | null {
  return member.mobileNum ? `${member.countryDialingCode ?? ''}${member.mobileNum}` : null;
}
