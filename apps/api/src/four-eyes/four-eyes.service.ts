import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  FOUR_EYES_KINDS,
  FOUR_EYES_WINDOWS,
  roleAllows,
  type ConsolePage,
  type ConsolePageQuery,
  type FourEyesApprovalView,
  type FourEyesKind,
  type FourEyesReason,
  type FourEyesSettingsView,
  type FourEyesStatus,
  type FourEyesThreshold,
  type OperatorPermission,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { AuditTrail } from '../operator/audit-trail.js';
import { pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { OperatorSignInService } from '../operator/operator-sign-in.service.js';
import { FourEyesRepository, type FourEyesApprovalRow } from './four-eyes.repository.js';

/** A money action of a member that four-eyes may hold for a second operator. */
export interface FourEyesAction {
  kind: Exclude<FourEyesKind, 'THRESHOLD_CHANGE'>;
  /** Unique within the kind: a retry of the same action finds its approval again. */
  subject: string;
  memberId: number;
  /** The size the rolling totals count (an adjustment's absolute amount). */
  amount: string;
  payload: Prisma.InputJsonObject;
  /** What the second operator's role must allow. */
  permission: OperatorPermission;
}

/** The transaction's part of carrying out a decision, given the approval as decided. */
export type FourEyesWork = (
  tx: Prisma.TransactionClient,
  decided: FourEyesApprovalRow,
) => Promise<void>;

/**
 * What a feature does when a second operator decides its action: prepared outside the
 * transaction (the ledger opens accounts first), carried out inside the one that decides.
 */
export interface FourEyesExecutor {
  approved(approval: FourEyesApprovalRow): Promise<FourEyesWork>;
  rejected(approval: FourEyesApprovalRow): Promise<FourEyesWork>;
}

/** An approval as `open` found or made it. */
export interface OpenedApproval {
  approval: FourEyesApprovalRow;
  /** False: a retry of the same action found the approval its first attempt made. */
  fresh: boolean;
}

const THRESHOLD_PERMISSION: OperatorPermission = 'approvals.settings';
const notFound = () => new AppError('NOT_FOUND', 'No such approval');
const decidedAlready = (status: FourEyesStatus) =>
  new AppError('CONFLICT', `This approval is ${status} now: it was decided already`, { status });

/**
 * Four-eyes, the port payouts, adjustments and bonus grants go through: `open` records an
 * operator's approval and says whether one is enough (under the owner's threshold over the
 * member's rolling 24-hour and 30-day totals, and the member not flagged for monitoring). Else
 * the action waits for a second, different operator, who approves with a fresh TOTP code; the
 * feature's executor then carries it out in the transaction that decides, exactly once.
 */
@Injectable()
export class FourEyesService {
  private readonly executors = new Map<FourEyesKind, FourEyesExecutor>();

  constructor(
    private readonly approvals: FourEyesRepository,
    private readonly signIn: OperatorSignInService,
    private readonly trail: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.executors.set('THRESHOLD_CHANGE', {
      approved: async (approval) => (tx) =>
        this.approvals.replaceThreshold(
          tx,
          approval.merchantId,
          approval.payload as unknown as FourEyesThreshold,
          this.now(),
        ),
      rejected: async () => async () => undefined,
    });
  }

  /** A feature's executor of its kind (at the feature module's start). */
  register(kind: FourEyesAction['kind'], executor: FourEyesExecutor): void {
    this.executors.set(kind, executor);
  }

  /**
   * The first operator's approval of `action`, in the caller's transaction: APPROVED when one
   * operator is enough (the caller carries the action out at once), AWAITING_SECOND otherwise.
   * Holds the member's row, so the totals count every approval before this one.
   */
  async open(
    tx: Prisma.TransactionClient,
    operator: OperatorActor,
    action: FourEyesAction,
  ): Promise<OpenedApproval> {
    const monitored = await this.approvals.lockMember(tx, action.memberId);
    const { merchantId } = operator;
    const earlier = await this.approvals.bySubject(tx, merchantId, action.kind, action.subject);
    if (earlier) return { approval: earlier, fresh: false };
    const reasons = await this.reasons(tx, merchantId, action, monitored);
    const now = this.now();
    const approval = await this.approvals.insert(tx, {
      merchantId,
      kind: action.kind,
      subject: action.subject,
      memberId: action.memberId,
      amount: action.amount,
      payload: action.payload,
      reasons,
      permission: action.permission,
      status: reasons.length === 0 ? 'APPROVED' : 'AWAITING_SECOND',
      firstOperatorId: operator.operatorId,
      firstOperator: operator.username,
      decidedAt: reasons.length === 0 ? now : null,
    });
    return { approval, fresh: true };
  }

  /**
   * The second approval: another operator than the first, whose role has the action's
   * permission, with a fresh TOTP code. The feature's action is carried out in the same
   * transaction as the conditional status change: of racing decisions one wins, the others 409.
   */
  async approve(operator: OperatorActor, id: number, code: string): Promise<FourEyesApprovalView> {
    const approval = await this.awaiting(operator, id);
    if (approval.firstOperatorId === operator.operatorId) {
      throw await this.refused(
        operator,
        new AppError(
          'FOUR_EYES_SAME_OPERATOR',
          'A second operator must approve: you gave the first approval',
        ),
      );
    }
    await this.signIn.confirmFreshCode(operator, code);
    const work = await this.executorOf(approval.kind).approved(approval);
    return this.decide(operator, approval, { status: 'APPROVED' }, work);
  }

  /** Rejects an approval still awaiting its second operator: nothing is carried out. */
  async reject(operator: OperatorActor, id: number, reason: string): Promise<FourEyesApprovalView> {
    const approval = await this.awaiting(operator, id);
    const work = await this.executorOf(approval.kind).rejected(approval);
    return this.decide(operator, approval, { status: 'REJECTED', rejectReason: reason }, work);
  }

  /**
   * Closes the subject's approval still awaiting a second operator, in the caller's transaction,
   * when the feature decided the subject another way (a withdrawal rejected from its queue).
   */
  async close(
    tx: Prisma.TransactionClient,
    operator: OperatorActor,
    kind: FourEyesKind,
    subject: string,
    reason: string,
  ): Promise<void> {
    const open = await this.approvals.bySubject(tx, operator.merchantId, kind, subject);
    if (open?.status !== 'AWAITING_SECOND') return;
    await this.approvals.decide(tx, operator.merchantId, open.id, {
      status: 'REJECTED',
      operatorId: operator.operatorId,
      operator: operator.username,
      at: this.now(),
      rejectReason: reason,
    });
  }

  async page(
    operator: OperatorActor,
    query: ConsolePageQuery & { status?: FourEyesStatus },
  ): Promise<ConsolePage<FourEyesApprovalView>> {
    const window = pageWindow(query);
    // The threshold's own changes are the owners' business.
    const kinds = FOUR_EYES_KINDS.filter(
      (kind) => kind !== 'THRESHOLD_CHANGE' || roleAllows(operator.role, THRESHOLD_PERMISSION),
    );
    const { rows, total } = await this.approvals.page(
      operator.merchantId,
      query.status,
      kinds,
      window.skip,
      window.pageSize,
    );
    return { list: await this.views(rows), total, page: window.page, pageSize: window.pageSize };
  }

  /** The approvals of a feature's subjects (a page of withdrawals), by subject. */
  async ofSubjects(
    merchantId: number,
    kind: FourEyesKind,
    subjects: string[],
  ): Promise<Map<string, FourEyesApprovalView>> {
    const views = await this.views(await this.approvals.bySubjects(merchantId, kind, subjects));
    return new Map(views.map((view) => [view.subject, view]));
  }

  async views(rows: FourEyesApprovalRow[]): Promise<FourEyesApprovalView[]> {
    const memberIds = rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]));
    const accounts = await this.approvals.memberAccounts([...new Set(memberIds)]);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      subject: row.subject,
      memberId: row.memberId,
      memberAccount: row.memberId === null ? null : (accounts.get(row.memberId) ?? null),
      amount: row.amount?.toFixed(2) ?? null,
      payload: row.payload as Record<string, unknown>,
      reasons: row.reasons as FourEyesReason[],
      firstOperator: row.firstOperator,
      secondOperator: row.secondOperator,
      rejectReason: row.rejectReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  async settings(operator: OperatorActor): Promise<FourEyesSettingsView> {
    const stored = await this.approvals.threshold(operator.merchantId);
    const pending = await this.approvals.page(
      operator.merchantId,
      'AWAITING_SECOND',
      ['THRESHOLD_CHANGE'],
      0,
      20,
    );
    return {
      threshold: {
        limit24h: stored.limit24h?.toFixed(2) ?? null,
        limit30d: stored.limit30d?.toFixed(2) ?? null,
      },
      pendingChanges: await this.views(pending.rows),
    };
  }

  /** An owner's change of the threshold: it takes effect when a second owner approves it. */
  async proposeThreshold(
    operator: OperatorActor,
    threshold: FourEyesThreshold,
  ): Promise<FourEyesApprovalView> {
    const next = {
      limit24h: limitOf(threshold.limit24h, 'limit24h'),
      limit30d: limitOf(threshold.limit30d, 'limit30d'),
    };
    const approval = await this.approvals.transaction((tx) =>
      this.approvals.insert(tx, {
        merchantId: operator.merchantId,
        kind: 'THRESHOLD_CHANGE',
        subject: randomUUID(),
        memberId: null,
        amount: null,
        payload: next,
        reasons: ['THRESHOLD'],
        permission: THRESHOLD_PERMISSION,
        status: 'AWAITING_SECOND',
        firstOperatorId: operator.operatorId,
        firstOperator: operator.username,
        decidedAt: null,
      }),
    );
    operator.change = {
      target: `approval:${approval.id}`,
      after: { kind: approval.kind, status: approval.status, ...next },
    };
    const [view] = await this.views([approval]);
    return view;
  }

  /** Flags a member for monitoring (or not): every money action of theirs then needs two. */
  async setMonitored(
    operator: OperatorActor,
    memberId: number,
    monitored: boolean,
  ): Promise<{ monitored: boolean }> {
    if (!(await this.approvals.setMonitored(operator.merchantId, memberId, monitored))) {
      throw new AppError('NOT_FOUND', 'No member of this site has this id');
    }
    operator.change = { target: `member:${memberId}`, after: { monitored } };
    return { monitored };
  }

  private async reasons(
    tx: Prisma.TransactionClient,
    merchantId: number,
    action: FourEyesAction,
    monitored: boolean,
  ): Promise<FourEyesReason[]> {
    const threshold = await this.approvals.threshold(merchantId, tx);
    const limits = { ROLLING_24H: threshold.limit24h, ROLLING_30D: threshold.limit30d };
    const reasons: FourEyesReason[] = monitored ? ['MONITORED'] : [];
    for (const window of ['ROLLING_24H', 'ROLLING_30D'] as const) {
      const limit = limits[window];
      if (limit === null) continue;
      const since = new Date(this.clock.now() - FOUR_EYES_WINDOWS[window]);
      const before = await this.approvals.approvedSince(tx, action.memberId, action.kind, since);
      if (before.plus(action.amount).greaterThan(limit)) reasons.push(window);
    }
    return reasons;
  }

  private async awaiting(operator: OperatorActor, id: number): Promise<FourEyesApprovalRow> {
    const approval = await this.approvals.find(operator.merchantId, id);
    if (!approval) throw notFound();
    if (!roleAllows(operator.role, approval.permission as OperatorPermission)) {
      throw await this.refused(
        operator,
        new AppError('FORBIDDEN', 'Your role does not allow this'),
      );
    }
    if (approval.status !== 'AWAITING_SECOND') throw decidedAlready(approval.status);
    return approval;
  }

  private async decide(
    operator: OperatorActor,
    approval: FourEyesApprovalRow,
    decision: { status: 'APPROVED' | 'REJECTED'; rejectReason?: string },
    work: FourEyesWork,
  ): Promise<FourEyesApprovalView> {
    const decided = await this.approvals.transaction(async (tx) => {
      // The member's lock first, as `open` and the features' own decisions take it.
      if (approval.memberId !== null) await this.approvals.lockMember(tx, approval.memberId);
      const row = await this.approvals.decide(tx, operator.merchantId, approval.id, {
        ...decision,
        operatorId: operator.operatorId,
        operator: operator.username,
        at: this.now(),
      });
      if (row) await work(tx, row);
      return row;
    });
    if (!decided) {
      const now = await this.approvals.find(operator.merchantId, approval.id);
      throw decidedAlready(now?.status ?? approval.status);
    }
    operator.change = {
      target: `approval:${approval.id}`,
      before: { status: approval.status, firstOperator: approval.firstOperator },
      after: {
        status: decided.status,
        kind: decided.kind,
        subject: decided.subject,
        memberId: decided.memberId,
        amount: decided.amount?.toFixed(2) ?? null,
      },
      reason: decision.rejectReason,
    };
    const [view] = await this.views([decided]);
    return view;
  }

  /** A refusal of the approval's own access rule, audited as the route guard's refusals are. */
  private async refused(operator: OperatorActor, refusal: AppError): Promise<AppError> {
    await this.trail.recordRefusal({
      merchantId: operator.merchantId,
      operator,
      ip: operator.ip,
      route: operator.action,
      status: refusal.status,
      reason: refusal.message,
    });
    return refusal;
  }

  private executorOf(kind: FourEyesKind): FourEyesExecutor {
    const executor = this.executors.get(kind);
    if (!executor) throw new Error(`no four-eyes executor of ${kind}`);
    return executor;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }
}

/** A limit as the owner typed it: a positive amount with two decimals at most, or none. */
function limitOf(value: string | null, field: keyof FourEyesThreshold): string | null {
  if (value === null || value === '') return null;
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(value) || new Prisma.Decimal(value).lte(0)) {
    throw invalidInput({ [field]: 'A positive amount with at most two decimals, or none' });
  }
  return new Prisma.Decimal(value).toFixed(2);
}
