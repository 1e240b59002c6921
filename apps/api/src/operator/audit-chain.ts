import { createHash } from 'node:crypto';
import type { AuditChainBreak, AuditChainHead } from '@wps/shared-types';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/**
 * The canonical JSON of an audit row: jsonb's text form (keys sorted, fixed spacing) of its
 * fields and its predecessor's hash. The insert trigger (operator_audit_hash in the migration
 * 20261129017000_audit_chain) hashes the same expression; the verifier spells it out here rather
 * than call that function, which an intruder with the database could redefine.
 */
const CANONICAL = Prisma.sql`jsonb_build_object(
  'id', id, 'merchantId', merchant_id, 'operatorId', operator_id, 'operator', operator_username,
  'role', role, 'address', ip, 'action', action, 'target', target, 'before', before,
  'after', after, 'reason', reason, 'at', (extract(epoch FROM created_at) * 1000)::bigint,
  'prevHash', prev_hash)::text`;

/** Rows read per query: the chain is walked in pages, never held whole. */
const BATCH = 2000;

export interface AuditChainReport {
  /** Rows whose hash and link were checked before the first break (or all of them). */
  checked: number;
  /** The first row that does not match, in id order; null when the whole chain holds. */
  broken: AuditChainBreak | null;
  /** Each site's newest row: what a daily anchor keeps outside the database. */
  heads: AuditChainHead[];
}

interface ChainRow {
  id: bigint;
  merchantId: number;
  prevHash: string | null;
  hash: string;
  canonical: string;
  createdAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Recomputes every row's hash and link, site by site in id order, and names the first row that
 * does not match: a row edited by hand fails its own hash; a removed row breaks its successor's
 * link. (Removing a site's newest rows is seen against an anchor: verifyAnchor.)
 */
export async function verifyAuditChain(
  prisma: PrismaClient,
  merchantId?: number,
): Promise<AuditChainReport> {
  const heads: AuditChainHead[] = [];
  let checked = 0;
  let after = { merchantId: merchantId ?? -1, id: -1n };
  let previous: ChainRow | null = null;
  for (;;) {
    const rows = await prisma.$queryRaw<ChainRow[]>`
      SELECT id, merchant_id AS "merchantId", prev_hash AS "prevHash", hash,
             created_at AS "createdAt", ${CANONICAL} AS canonical
        FROM operator_audit
       WHERE (merchant_id, id) > (${after.merchantId}, ${after.id})
             ${merchantId === undefined ? Prisma.empty : Prisma.sql`AND merchant_id = ${merchantId}`}
       ORDER BY merchant_id, id
       LIMIT ${BATCH}`;
    for (const row of rows) {
      const first = previous?.merchantId !== row.merchantId;
      if (first && previous) heads.push(headOf(previous));
      const expectedLink = first ? null : (previous?.hash ?? null);
      const problem =
        row.prevHash !== expectedLink ? 'LINK' : sha256(row.canonical) !== row.hash ? 'HASH' : null;
      if (problem) {
        return {
          checked,
          broken: { id: Number(row.id), merchantId: row.merchantId, problem },
          heads,
        };
      }
      checked += 1;
      previous = row;
    }
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1];
    after = { merchantId: last.merchantId, id: last.id };
  }
  if (previous) heads.push(headOf(previous));
  return { checked, broken: null, heads };
}

function headOf(row: ChainRow): AuditChainHead {
  return {
    merchantId: row.merchantId,
    id: Number(row.id),
    hash: row.hash,
    at: row.createdAt.toISOString(),
  };
}

/** An anchored head still stands when its row is in the chain with the same hash. */
export async function anchorHolds(prisma: PrismaClient, head: AuditChainHead): Promise<boolean> {
  const row = await prisma.operatorAudit.findFirst({
    where: { id: BigInt(head.id), merchantId: head.merchantId },
    select: { hash: true },
  });
  return row?.hash === head.hash;
}
