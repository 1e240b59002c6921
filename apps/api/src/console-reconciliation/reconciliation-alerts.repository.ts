import { Inject, Injectable } from '@nestjs/common';
import type { ReconciliationAlertStatus, ReconciliationCheck } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { ReconciliationAlert as AlertRow } from '../generated/prisma/client.js';

export type { AlertRow };

/** A mismatch a check found, as its alert keeps it. */
export interface Mismatch {
  check: ReconciliationCheck;
  subject: string;
  expected: string;
  actual: string;
  figures: Record<string, string>;
}

/** reconciliation_alert: the daily reconciliation's mismatches and their resolutions. */
@Injectable()
export class ReconciliationAlertsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Every site's id: the job reconciles each. */
  async merchantIds(): Promise<number[]> {
    const rows = await this.prisma.merchant.findMany({
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    return rows.map((row) => row.id);
  }

  /**
   * Raises an alert per mismatch of the site's day; one already raised for the same check and
   * subject (open or resolved) stays as it is. Answers how many were new.
   */
  async raise(merchantId: number, day: Date, mismatches: Mismatch[]): Promise<number> {
    if (mismatches.length === 0) return 0;
    const { count } = await this.prisma.reconciliationAlert.createMany({
      data: mismatches.map((mismatch) => ({ merchantId, day, ...mismatch })),
      skipDuplicates: true,
    });
    return count;
  }

  async page(
    merchantId: number,
    status: ReconciliationAlertStatus | undefined,
    skip: number,
    take: number,
  ): Promise<{ rows: AlertRow[]; total: number }> {
    const where = { merchantId, ...(status ? { status } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.reconciliationAlert.findMany({
        where,
        orderBy: [{ day: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
      this.prisma.reconciliationAlert.count({ where }),
    ]);
    return { rows, total };
  }

  openCount(merchantId: number): Promise<number> {
    return this.prisma.reconciliationAlert.count({ where: { merchantId, status: 'OPEN' } });
  }

  find(merchantId: number, id: number): Promise<AlertRow | null> {
    return this.prisma.reconciliationAlert.findFirst({ where: { merchantId, id } });
  }

  /** Resolves the alert if it is open: false when another resolution came first. */
  async resolve(
    merchantId: number,
    id: number,
    resolution: { by: string; reason: string; at: Date },
  ): Promise<boolean> {
    const { count } = await this.prisma.reconciliationAlert.updateMany({
      where: { merchantId, id, status: 'OPEN' },
      data: {
        status: 'RESOLVED',
        resolvedAt: resolution.at,
        resolvedBy: resolution.by,
        resolution: resolution.reason,
      },
    });
    return count === 1;
  }
}
