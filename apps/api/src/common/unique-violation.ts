/**
 * Which unique constraint a failed insert hit, by the column names Postgres reports (Prisma's
 * P2002), or null when the error is something else. Uniqueness is enforced by constraints, never
 * by a check before the insert.
 */
export function uniqueViolationOn(error: unknown): string | null {
  const candidate = error as { code?: string; meta?: unknown; message?: string };
  if (candidate?.code !== 'P2002') return null;
  return JSON.stringify(candidate.meta ?? candidate.message ?? '');
}
