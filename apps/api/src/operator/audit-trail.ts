import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import {
  REFUSED_ACCESS_ACTION,
  REFUSED_ACCESS_AUDIT,
  type ConsoleAuditQuery,
  type ConsoleAuditRow,
  type ConsoleAuditVerification,
  type ConsolePage,
} from '@wps/shared-types';
import { mergeMap, type Observable } from 'rxjs';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { verifyAuditChain } from './audit-chain.js';
import type { ConsoleRequest, OperatorActor } from './operator-actor.js';

// Secrets an operator typed never reach the trail, whatever route carried them.
const SECRET_FIELD = /password|code|secret|token/i;

/** A copy of a request body without the fields that carry secrets. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? '[hidden]' : withoutSecrets(field),
    ]),
  );
}

const asJson = (value: unknown) =>
  value === undefined || value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);

/** A console request refused with 401 or 403, before any operator action ran. */
export interface RefusedRequest {
  merchantId: number;
  /** Null: the caller was not signed in (or its session had ended). */
  operator: Pick<OperatorActor, 'operatorId' | 'username' | 'role'> | null;
  ip: string;
  /** The route, e.g. "GET /wps/console/audit". */
  route: string;
  status: number;
  reason: string;
}

const { perAddress, perSite, windowMs } = REFUSED_ACCESS_AUDIT;

/**
 * The audit trail: who did what, when, from where, and the values before and after. Rows are only
 * ever added (a database trigger refuses any change or removal), and each is chained to the one
 * before it by its hash (audit-chain.ts).
 */
@Injectable()
export class AuditTrail {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly limiter: RateLimiter,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async record(actor: OperatorActor, fallbackAfter: unknown): Promise<void> {
    const change = actor.change;
    await this.prisma.operatorAudit.create({
      data: {
        merchantId: actor.merchantId,
        operatorId: actor.operatorId,
        operatorUsername: actor.username,
        role: actor.role,
        ip: actor.ip,
        action: actor.action,
        target: change?.target ?? null,
        before: asJson(withoutSecrets(change?.before)),
        after: asJson(withoutSecrets(change ? change.after : fallbackAfter)),
        reason: change?.reason ?? null,
      },
      select: { id: true },
    });
  }

  /**
   * A refused request, bounded so that a flood cannot fill the trail: at most `perAddress` rows
   * per address and `perSite` per site a minute. Refusals past the bound are counted, and the
   * next row written carries the count (after.skipped).
   */
  async recordRefusal(refusal: RefusedRequest): Promise<void> {
    const site = String(refusal.merchantId);
    const skippedKey = `audit:refused-skipped:${site}`;
    const written =
      (
        await this.limiter.hit('audit-refused', `${site}:${refusal.ip}`, {
          limit: perAddress,
          windowMs,
        })
      ).allowed &&
      (await this.limiter.hit('audit-refused', site, { limit: perSite, windowMs })).allowed;
    if (!written) {
      await this.store.increment(skippedKey, 24 * 3_600_000);
      return;
    }
    const skipped = Number((await this.store.take(skippedKey)) ?? 0);
    await this.prisma.operatorAudit.create({
      data: {
        merchantId: refusal.merchantId,
        operatorId: refusal.operator?.operatorId ?? null,
        operatorUsername: refusal.operator?.username ?? null,
        role: refusal.operator?.role ?? null,
        ip: refusal.ip,
        action: `${REFUSED_ACCESS_ACTION} ${refusal.route}`,
        after: { status: refusal.status, ...(skipped > 0 ? { skipped } : {}) },
        reason: refusal.reason,
      },
      select: { id: true },
    });
  }

  /** The site's chain recomputed now: for the console's audit page. */
  async verification(merchantId: number): Promise<ConsoleAuditVerification> {
    const report = await verifyAuditChain(this.prisma, merchantId);
    return {
      checked: report.checked,
      broken: report.broken,
      head: report.heads[0] ?? null,
    };
  }

  async list(merchantId: number, query: ConsoleAuditQuery): Promise<ConsolePage<ConsoleAuditRow>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where: Prisma.OperatorAuditWhereInput = {
      merchantId,
      ...(query.operator ? { operatorUsername: query.operator } : {}),
      ...(query.target ? { target: query.target } : {}),
      ...(query.action ? { action: { contains: query.action } } : {}),
      createdAt: {
        ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
        ...(query.to
          ? { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) }
          : {}),
      },
    };
    const [total, rows] = await Promise.all([
      this.prisma.operatorAudit.count({ where }),
      this.prisma.operatorAudit.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    ]);
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        operator: row.operatorUsername,
        role: row.role,
        address: row.ip,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        hash: row.hash,
        prevHash: row.prevHash,
      })),
      total,
      page,
      pageSize,
    };
  }
}

/** Writes the audit row of every console write that succeeded (reads leave none). */
@Injectable()
export class AuditTrailInterceptor implements NestInterceptor {
  constructor(private readonly trail: AuditTrail) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const request = context
      .switchToHttp()
      .getRequest<ConsoleRequest & { method: string; body?: unknown }>();
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const operator = request.operator;
        if (writes && operator && operator.change !== null) {
          await this.trail.record(operator, request.body);
        }
        return answer;
      }),
    );
  }
}
