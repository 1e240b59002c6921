import type { ReactNode } from 'react';
import type { ConsoleText } from '../lib/i18n';
import styles from './ui.module.css';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, as amounts are. */
  number?: boolean;
  /** The cell names its row (a request's number), so it is the row's header. */
  rowHeader?: boolean;
  /** The body cells' own style (code, text that wraps); the heading keeps the table's. */
  className?: string;
}

/** What a list's columns may show besides the row: the operator's language texts and money. */
export interface ColumnContext {
  t: ConsoleText;
  currencySymbol: string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A row's React key; the index tells apart rows that may be alike. */
  rowKey: (row: Row, index: number) => string | number;
}

/** A list's rows under their columns' headings; it scrolls sideways on a narrow screen. */
export function DataTable<Row>({ columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.number ? styles.number : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => {
                const className =
                  [column.number && styles.number, column.className].filter(Boolean).join(' ') ||
                  undefined;
                return column.rowHeader ? (
                  <th key={column.label} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.label} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
