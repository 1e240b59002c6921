import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import {
  RECORD_TABS,
  fetchRecords,
  memberKeys,
  revokeSessions,
  type RecordRows,
  type RecordTab,
} from '../api';
import { useMemberWrite } from '../hooks/useMemberWrite';
import styles from './MemberPage.module.css';

const TAB_LABELS = {
  ledger: 'members.tabLedger',
  bets: 'members.tabBets',
  sessions: 'members.tabSessions',
  logins: 'members.tabLogins',
} as const satisfies Record<RecordTab, string>;

interface TabTable<Row> {
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
}

type TabTables = { [Tab in RecordTab]: TabTable<RecordRows[Tab]> };

/** The columns of each tab, in the operator's language and the site's currency. */
function useTabTables(): TabTables {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const none = t('common.none');
  return {
    ledger: {
      rowKey: (line) => `${line.entryId}:${line.account}`,
      columns: [
        { label: t('members.time'), cell: (line) => dateTime(line.createdAt) },
        { label: t('members.entryKind'), cell: (line) => line.kind },
        { label: t('members.ledgerAccount'), cell: (line) => line.account },
        { label: t('members.amount'), cell: (line) => money(line.amount, symbol), number: true },
        {
          label: t('members.balanceAfter'),
          cell: (line) => money(line.balanceAfter, symbol),
          number: true,
        },
        { label: t('members.memo'), cell: (line) => line.memo ?? none },
      ],
    },
    bets: {
      rowKey: (bet) => bet.id,
      columns: [
        { label: t('members.time'), cell: (bet) => dateTime(bet.createdAt) },
        { label: t('members.vendor'), cell: (bet) => bet.vendorCode },
        { label: t('members.game'), cell: (bet) => bet.gameName },
        { label: t('members.round'), cell: (bet) => bet.roundId },
        { label: t('members.stake'), cell: (bet) => money(bet.stake, symbol), number: true },
        { label: t('members.payout'), cell: (bet) => money(bet.payout, symbol), number: true },
        { label: t('members.betStatus'), cell: (bet) => bet.status },
      ],
    },
    sessions: {
      rowKey: (session) => session.id,
      columns: [
        { label: t('members.startedAt'), cell: (session) => dateTime(session.createdAt) },
        {
          label: t('members.lastSeenAt'),
          cell: (session) => (session.lastSeenAt ? dateTime(session.lastSeenAt) : none),
        },
        { label: t('members.address'), cell: (session) => session.address ?? none },
        { label: t('members.device'), cell: (session) => session.device ?? none },
      ],
    },
    logins: {
      rowKey: (login) => login.id,
      columns: [
        { label: t('members.time'), cell: (login) => dateTime(login.createdAt) },
        {
          label: t('members.loginResult'),
          cell: (login) => (login.success ? t('members.loginSucceeded') : t('members.loginFailed')),
        },
        { label: t('members.address'), cell: (login) => login.address ?? none },
        { label: t('members.device'), cell: (login) => login.device ?? none },
      ],
    },
  };
}

/** Ledger lines, bets, sessions and logins, one tab each, each paged on its own. */
export function MemberRecords({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const [tab, setTab] = useState<RecordTab>('ledger');
  const baseId = useId();

  return (
    <section className={ui.card} aria-label={t('members.records')}>
      <div className={styles.tabs} role="tablist" aria-label={t('members.records')}>
        {RECORD_TABS.map((name) => (
          <button
            key={name}
            id={`${baseId}-${name}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            onClick={() => setTab(name)}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`}>
        {tab === 'sessions' ? <RevokeSessions memberId={memberId} /> : null}
        {/* One table per tab (key): each keeps its own page, and no tab shows another's rows. */}
        <RecordTable key={tab} memberId={memberId} tab={tab} />
      </div>
    </section>
  );
}

function RecordTable<Tab extends RecordTab>({ memberId, tab }: { memberId: number; tab: Tab }) {
  const { t } = useConsoleTranslation();
  const [page, setPage] = useState(1);
  const table: TabTable<RecordRows[Tab]> = useTabTables()[tab];
  const records = useQuery({
    queryKey: memberKeys.records(memberId, tab, page),
    queryFn: ({ signal }) => fetchRecords(memberId, tab, page, signal),
    placeholderData: keepPreviousData,
  });
  if (records.isPending) return <Loading />;
  if (records.isError) return <ErrorMessage error={records.error} />;
  if (records.data.list.length === 0) return <p className={ui.muted}>{t('members.noRecords')}</p>;
  return (
    <>
      <DataTable columns={table.columns} rows={records.data.list} rowKey={table.rowKey} />
      <Pager
        page={records.data.page}
        pageSize={records.data.pageSize || CONSOLE_PAGE_SIZE}
        total={records.data.total}
        onChoose={setPage}
      />
    </>
  );
}

/** Ends every session of the member (members.write), after a confirmation. */
function RevokeSessions({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('members.write');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const revoke = useMemberWrite(
    memberId,
    () => revokeSessions(memberId),
    () => {
      setDone(true);
      setOpen(false);
    },
  );
  if (!canWrite) return null;
  return (
    <div className={styles.tabTools}>
      {done ? (
        <p className={ui.success} role="status">
          {t('members.revokedDone')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          revoke.reset();
          setDone(false);
          setOpen(true);
        }}
      >
        {t('members.revokeSessions')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('members.revokeSessions')}
          confirmLabel={t('members.revokeSessions')}
          busy={revoke.isPending}
          error={revoke.error}
          onClose={() => setOpen(false)}
          onConfirm={() => revoke.mutate(undefined)}
        >
          <p className={ui.muted}>{t('members.revokeText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
