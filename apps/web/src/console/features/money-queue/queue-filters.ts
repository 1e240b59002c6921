import type { QueueFilters } from './money-queue-definition';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters every queue reads from its address: a known status, a member account and days. */
export function queueFiltersOf<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): QueueFilters & { status?: Status } {
  const status = params.get('status');
  const account = params.get('account')?.trim();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: statuses.find((known) => known === status),
    account: account || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}
