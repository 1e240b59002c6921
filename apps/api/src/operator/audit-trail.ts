import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { ConsoleAuditQuery, ConsoleAuditRow, ConsolePage } from '@wps/shared-types';
import { mergeMap, type Observable } from 'rxjs';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
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

/**
 * The audit trail: who did what, when, from where, and the values before and after. Rows are only
 * ever added (a database trigger refuses any change or removal).
 */
@Injectable()
export class AuditTrail {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

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
      },
      select: { id: true },
    });
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
        createdAt: row.createdAt.toISOString(),
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
