import { useState } from 'react';
import { presetRange, type RecordRange } from './date-range';

/** The range, the filters and the page of a records page; a new range or filter goes to page 1. */
export function useRecordPaging<Filters extends object>(initialFilters: Filters) {
  const [state, setState] = useState(() => ({
    range: presetRange('today'),
    filters: initialFilters,
    pageNo: 1,
  }));
  return {
    ...state,
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
