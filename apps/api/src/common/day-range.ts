import { RECORD_MAX_RANGE_DAYS, recordRangeProblem, type RecordPage } from '@wps/shared-types';
import { invalidInput } from './app-error.js';
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

const RANGE_MESSAGES = {
  from: { from: 'from must be a calendar date yyyy-MM-dd' },
  to: { to: 'to must be a calendar date yyyy-MM-dd' },
  order: { to: 'to must not be before from' },
  length: { to: `The range may cover at most ${RECORD_MAX_RANGE_DAYS} days` },
} as const;

/** The checked range: real dates, in order, at most RECORD_MAX_RANGE_DAYS days. */
export function checkedDayRange(query: { from: string; to: string }, timezone: string): DayRange {
  const problem = recordRangeProblem(query.from, query.to);
  if (problem) throw invalidInput(RANGE_MESSAGES[problem]);
  return { from: query.from, to: query.to, timezone };
}

/** The rows of page `pageNo` (from 1) of `pageSize` rows. */
export function pageWindow(query: { pageNo: number; pageSize: number }): PageWindow {
  return { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
}

/** A page of a record list with the totals of every matching row, in the operator's zone. */
export function recordPage<Row, Totals>(
  query: { pageNo: number; pageSize: number },
  timezone: string,
  totalCount: number,
  totals: Totals,
  list: Row[],
): RecordPage<Row, Totals> {
  return {
    list,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totals,
    timezone,
  };
}
