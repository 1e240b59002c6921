import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AuditChainHead } from '@wps/shared-types';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PRISMA } from '../database/database.module.js';
import { fromProjectRoot } from '../database/project-root.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { JobDefinition, JobHandler, JobPeriod } from '../jobs/job-definition.js';

/**
 * Once a day, each site's audit-chain head goes to a file outside the database: rows removed from
 * the end of a chain (which leave no broken link behind) show against it (`pnpm audit:verify
 * --anchor FILE`). A run writes the heads as they stand when it runs.
 */
export const AUDIT_ANCHOR_JOB: JobDefinition = { id: 'audit-anchor', periodMs: 86_400_000 };

/** The anchor file: one per UTC day, named after the day the run is for. */
export interface AuditAnchor {
  day: string;
  heads: (AuditChainHead & { merchant: string })[];
}

export function auditAnchorFolder(config: Pick<AppConfig, 'DATA_DIR' | 'AUDIT_ANCHOR_DIR'>) {
  return fromProjectRoot(config.AUDIT_ANCHOR_DIR ?? path.join(config.DATA_DIR, 'audit-anchors'));
}

@Injectable()
export class AuditAnchorHandler implements JobHandler {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(period: JobPeriod): Promise<{ file: string; sites: number }> {
    const merchants = await this.prisma.merchant.findMany({
      select: { id: true, code: true },
      orderBy: { id: 'asc' },
    });
    const heads: AuditAnchor['heads'] = [];
    for (const merchant of merchants) {
      // The newest row of the site, by the (merchant_id, id) index.
      const head = await this.prisma.operatorAudit.findFirst({
        where: { merchantId: merchant.id },
        orderBy: { id: 'desc' },
        select: { id: true, hash: true, createdAt: true },
      });
      if (head) {
        heads.push({
          merchant: merchant.code,
          merchantId: merchant.id,
          id: Number(head.id),
          hash: head.hash,
          at: head.createdAt.toISOString(),
        });
      }
    }
    const day = period.start.toISOString().slice(0, 10);
    const anchor: AuditAnchor = { day, heads };
    const folder = auditAnchorFolder(this.config);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `audit-anchor-${day}.json`);
    // Written whole or not at all: a reader never sees half a file.
    await writeFile(`${file}.partial`, `${JSON.stringify(anchor, null, 2)}\n`);
    await rename(`${file}.partial`, file);
    return { file, sites: heads.length };
  }
}
