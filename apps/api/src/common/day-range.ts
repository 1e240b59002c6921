import { Prisma } from '../generated/prisma/client.js';

/** Whole days in the operator's time zone; the bounds are cut by Postgres' own zone data. */
export interface DayRange {
  from: string;
  to: string;
  timezone: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** `column` within the range's days, both ends included. */
export function withinDays(column: Prisma.Sql, range: DayRange): Prisma.Sql {
  return Prisma.sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE ${range.timezone})
    AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timezone})`;
}
