import type { ConsolePage, ConsolePageQuery } from '@wps/shared-types';

/** The rows a console list page covers: page from 1, 20 rows unless the query says otherwise. */
export function pageWindow(query: ConsolePageQuery): {
  page: number;
  pageSize: number;
  skip: number;
} {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, skip: (page - 1) * pageSize };
}

/** A console page of `rows` mapped by `map`. */
export function consolePage<Row, Item>(
  window: { page: number; pageSize: number },
  rows: readonly Row[],
  total: number,
  map: (row: Row) => Item,
): ConsolePage<Item> {
  return { list: rows.map(map), total, page: window.page, pageSize: window.pageSize };
}
