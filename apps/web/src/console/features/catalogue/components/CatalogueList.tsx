import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConsolePage } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import styles from './CataloguePages.module.css';

interface CatalogueListProps<Row> {
  list: UseQueryResult<ConsolePage<Row>>;
  onPage: (page: number) => void;
  none: string;
  rowKey: (row: Row) => string | number;
  /** The first column: the row's name, which opens its dialog for roles with catalogue.write. */
  name: { label: string; of: (row: Row) => string; editLabel: (row: Row) => string };
  /** The columns after the name. */
  columns: Column<Row>[];
  /** The row's dialog; it calls `saved` with the row as saved. */
  editor: (row: Row, close: () => void, saved: (row: Row) => void) => ReactNode;
  savedText: (row: Row) => string;
}

/** Vendors or games in a paged table, each edited in its dialog; the list says what was saved. */
export function CatalogueList<Row>({
  list,
  onPage,
  none,
  rowKey,
  name,
  columns,
  editor,
  savedText,
}: CatalogueListProps<Row>) {
  const canWrite = useCan('catalogue.write');
  const [editing, setEditing] = useState<Row | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const nameColumn: Column<Row> = {
    label: name.label,
    rowHeader: true,
    cell: (row) =>
      canWrite ? (
        <button
          type="button"
          className={`link-button ${styles.rowButton}`}
          aria-label={name.editLabel(row)}
          onClick={() => {
            setSaved(null);
            setEditing(row);
          }}
        >
          {name.of(row)}
        </button>
      ) : (
        name.of(row)
      ),
  };
  return (
    <>
      <div className={ui.card}>
        {saved ? (
          <p className={ui.success} role="status">
            {saved}
          </p>
        ) : null}
        {list.isPending ? <Loading /> : null}
        {list.isError ? <ErrorMessage error={list.error} /> : null}
        {list.data?.list.length === 0 ? <p className={ui.muted}>{none}</p> : null}
        {list.data && list.data.list.length > 0 ? (
          <>
            <DataTable columns={[nameColumn, ...columns]} rows={list.data.list} rowKey={rowKey} />
            <Pager
              page={list.data.page}
              pageSize={list.data.pageSize || CONSOLE_PAGE_SIZE}
              total={list.data.total}
              onChoose={onPage}
            />
          </>
        ) : null}
      </div>
      {editing
        ? editor(
            editing,
            () => setEditing(null),
            (row) => {
              setEditing(null);
              setSaved(savedText(row));
            },
          )
        : null}
    </>
  );
}
