import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ConsolePage } from '@wps/shared-types';
import type { ConsoleTextKey } from '../../lib/i18n';
import type { Column, ColumnContext } from '../../ui/DataTable';

/** What every money request has: the queue shows its number, time and member itself. */
export interface MoneyRow {
  id: number;
  memberId: number;
  account: string;
  createdAt: string;
}

/** The filters every queue keeps in its address. */
export interface QueueFilters {
  status?: string;
  account?: string;
  from?: string;
  to?: string;
}

/** One member's requests, as the member's page lists them. */
export interface MemberFilter {
  memberId: number;
}

/** A queue's own inputs in its filter bar (a deposit's channel), after the status. */
export interface ExtraFilterProps<Filters> {
  filters: Filters;
  change: (key: keyof Filters, value: string) => void;
}

type StatusOf<Filters extends QueueFilters> = NonNullable<Filters['status']>;

/**
 * One kind of money request (deposits, withdrawals) as the shared queue page, a member's list and
 * their table show it: where it lives, how it is fetched and filtered, its columns and texts.
 */
export interface MoneyQueueDefinition<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
> {
  /** The queue's address; a request's detail page is under it. */
  path: string;
  statuses: readonly StatusOf<Filters>[];
  statusLabels: Record<StatusOf<Filters>, ConsoleTextKey>;
  /** The filters of the address, each one left out where it is not valid. */
  filtersOf: (params: URLSearchParams) => Filters;
  queryKey: (filters: Filters | MemberFilter, page: number) => QueryKey;
  fetchPage: (filters: Filters | MemberFilter, page: number, signal?: AbortSignal) => Promise<Page>;
  /** The count and the sum of every request the filters select, not only of this page. */
  totalsOf: (page: Page) => { count: number; amount: string };
  /** The columns after the number, the time and the member. */
  columns: (context: ColumnContext) => Column<Row>[];
  ExtraFilters?: ComponentType<ExtraFilterProps<Filters>>;
  /** The link under the queue to the pages that set the kind up. */
  settingsLink: { to: string; label: ConsoleTextKey };
  texts: {
    queueTitle: ConsoleTextKey;
    status: ConsoleTextKey;
    all: ConsoleTextKey;
    account: ConsoleTextKey;
    from: ConsoleTextKey;
    to: ConsoleTextKey;
    /** With {{count}} and {{amount}}. */
    totals: ConsoleTextKey;
    none: ConsoleTextKey;
    id: ConsoleTextKey;
    createdAt: ConsoleTextKey;
    member: ConsoleTextKey;
    /** The link to a request's detail, with {{id}}. */
    open: ConsoleTextKey;
    /** The heading of a member's list on the member's page. */
    memberList: ConsoleTextKey;
  };
}
