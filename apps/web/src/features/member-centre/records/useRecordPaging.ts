import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { RECORD_PAGE_SIZE, type RecordRangeQuery } from '@wps/shared-types';
import { presetRange, type RecordRange } from './date-range';
import { useOperatorToday } from './useOperatorToday';

/** How one records page reads its list: its query key and its call. */
export interface RecordList<Query, Answer> {
  key: (query: Query) => QueryKey;
  fetch: (query: Query, signal: AbortSignal) => Promise<Answer>;
  /** Read again this often while shown, for a list that grows on its own (ms). */
  refreshMs?: number;
}

/**
 * The range, the filters and the page of a records page, and the list they ask for; a new range
 * or filter goes to page 1, and the previous page stays on screen while the next one loads.
 */
export function useRecordPaging<Filters extends object, Answer>(
  initialFilters: Filters,
  list: RecordList<RecordRangeQuery & Filters, Answer>,
) {
  const today = useOperatorToday();
  const [state, setState] = useState(() => ({
    range: presetRange('today', today),
    filters: initialFilters,
    pageNo: 1,
  }));
  const query = {
    ...state.range,
    ...state.filters,
    pageNo: state.pageNo,
    pageSize: RECORD_PAGE_SIZE,
  };
  const { data, error, isFetching } = useQuery({
    queryKey: list.key(query),
    queryFn: ({ signal }) => list.fetch(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: list.refreshMs ?? false,
  });
  return {
    ...state,
    data,
    error,
    isFetching,
    setRange: (range: RecordRange) => setState((current) => ({ ...current, range, pageNo: 1 })),
    setFilters: (change: Partial<Filters>) =>
      setState((current) => ({
        ...current,
        filters: { ...current.filters, ...change },
        pageNo: 1,
      })),
    setPageNo: (pageNo: number) => setState((current) => ({ ...current, pageNo })),
  };
}
