import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/client';
import styles from './records.module.css';

export interface RecordColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface RecordTableProps<Row> {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The totals row: a cell per column key (missing keys stay empty). */
  totals?: Partial<Record<string, ReactNode>>;
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  loading: boolean;
  error: unknown;
}

/** A records table with its totals row, empty and error states, and page buttons. */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  pageNo,
  totalPages,
  onPage,
  loading,
  error,
}: RecordTableProps<Row>) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{t(errorMessageKey(error))}</p>;
  if (!rows) return <p>{t('shell.loading')}</p>;
  if (rows.length === 0) return <p className={styles.empty}>{t('records.empty')}</p>;

  return (
    <>
      {/* It scrolls sideways when the columns are wide: focusable, so keys can scroll it. A group,
          not a region: the page around it is already the region of the same name. */}
      <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={caption}>
        <table className={styles.table} aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? styles.numeric : ''}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? styles.numeric : ''}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr>
                {columns.map((column, index) => (
                  <td key={column.key} className={column.numeric ? styles.numeric : ''}>
                    {index === 0 ? t('records.totals') : totals[column.key]}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <nav className={styles.pager} aria-label={t('records.pages')}>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={pageNo <= 1}
          onClick={() => onPage(pageNo - 1)}
        >
          {t('records.previous')}
        </button>
        <span>{t('records.pageOf', { page: pageNo, pages: Math.max(totalPages, 1) })}</span>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={pageNo >= totalPages}
          onClick={() => onPage(pageNo + 1)}
        >
          {t('records.next')}
        </button>
      </nav>
    </>
  );
}
