import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  OPERATOR_ROLES,
  type ConsoleOperatorRow,
  type ConsoleOperatorUpdate,
  type OperatorRole,
} from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ROLE_LABEL_KEYS } from '../../../lib/roles';
import { Badge } from '../../../ui/Badge';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { fetchOperators, operatorKeys, updateOperator } from '../api';
import { useOperatorWrite } from '../hooks/useOperatorWrite';
import { AddOperatorForm } from './AddOperatorForm';
import styles from './OperatorsPage.module.css';

type ActionKind = 'role' | 'disable' | 'enable' | 'twoFactor';

interface OpenAction {
  kind: ActionKind;
  row: ConsoleOperatorRow;
}

/** The site's operators (owners only): add one, change a role, disable, reset two-factor. */
export function OperatorsPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const operators = useQuery({
    queryKey: operatorKeys.page(page),
    queryFn: ({ signal }) => fetchOperators(page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <section className={ui.page} aria-labelledby="operators-title">
      <h1 id="operators-title" className={ui.pageTitle}>
        {t('operators.title')}
      </h1>
      <AddOperatorForm />
      <section className={ui.card} aria-labelledby="operators-list">
        <h2 id="operators-list" className={ui.cardTitle}>
          {t('operators.list')}
        </h2>
        {operators.isPending ? <Loading /> : null}
        {operators.isError ? <ErrorMessage error={operators.error} /> : null}
        {operators.data?.list.length === 0 ? (
          <p className={ui.muted}>{t('operators.none')}</p>
        ) : null}
        {operators.data && operators.data.list.length > 0 ? (
          <>
            <OperatorTable rows={operators.data.list} />
            <Pager
              page={operators.data.page}
              pageSize={operators.data.pageSize || CONSOLE_PAGE_SIZE}
              total={operators.data.total}
              onChoose={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        ) : null}
      </section>
    </section>
  );
}

function OperatorTable({ rows }: { rows: ConsoleOperatorRow[] }) {
  const { t } = useConsoleTranslation();
  const self = useOperator();
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [role, setRole] = useState<OperatorRole>('READ_ONLY');
  const [done, setDone] = useState<string | null>(null);
  const write = useOperatorWrite(
    ({
      row,
      update,
    }: {
      kind: ActionKind;
      row: ConsoleOperatorRow;
      update: ConsoleOperatorUpdate;
    }) => updateOperator(row.id, update),
    (answer, { kind }) => {
      const username = answer.username;
      const messages = {
        role: t('operators.roleChanged', { username, role: t(ROLE_LABEL_KEYS[answer.role]) }),
        disable: t('operators.disabledDone', { username }),
        enable: t('operators.enabledDone', { username }),
        twoFactor: t('operators.resetTwoFactorDone', { username }),
      } satisfies Record<ActionKind, string>;
      setDone(messages[kind]);
      setOpen(null);
    },
  );
  const start = (kind: ActionKind, row: ConsoleOperatorRow) => {
    write.reset();
    setDone(null);
    setRole(row.role);
    setOpen({ kind, row });
  };
  const close = () => setOpen(null);

  return (
    <>
      {done ? (
        <p className={ui.success} role="status">
          {done}
        </p>
      ) : null}
      <div className={ui.tableScroll}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{t('operators.username')}</th>
              <th scope="col">{t('operators.role')}</th>
              <th scope="col">{t('operators.status')}</th>
              <th scope="col">{t('operators.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.username}
                  {row.id === self.id ? (
                    <span className={styles.you}>{t('operators.you')}</span>
                  ) : null}
                  <span className={styles.added}>
                    {t('operators.addedAt', { time: dateTime(row.createdAt) })}
                  </span>
                </th>
                <td>{t(ROLE_LABEL_KEYS[row.role])}</td>
                <td>
                  <span className={styles.badges}>
                    {row.disabled ? (
                      <Badge tone="danger">{t('operators.disabled')}</Badge>
                    ) : (
                      <Badge tone="good">{t('operators.active')}</Badge>
                    )}
                    {row.twoFactorEnrolled ? (
                      <Badge>{t('operators.twoFactorOn')}</Badge>
                    ) : (
                      <Badge tone="warning">{t('operators.twoFactorOff')}</Badge>
                    )}
                  </span>
                </td>
                <td>
                  {/* An owner cannot demote or disable itself (the API refuses it too). */}
                  {row.id === self.id ? (
                    t('common.none')
                  ) : (
                    <div className={styles.rowActions}>
                      <button type="button" className="button" onClick={() => start('role', row)}>
                        {t('operators.changeRole')}
                      </button>
                      <button
                        type="button"
                        className={row.disabled ? 'button' : 'button button--danger'}
                        onClick={() => start(row.disabled ? 'enable' : 'disable', row)}
                      >
                        {row.disabled ? t('operators.enable') : t('operators.disable')}
                      </button>
                      <button
                        type="button"
                        className="button"
                        onClick={() => start('twoFactor', row)}
                      >
                        {t('operators.resetTwoFactor')}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open?.kind === 'role' ? (
        <ConfirmDialog
          title={t('operators.changeRoleTitle', { username: open.row.username })}
          confirmLabel={t('operators.saveRole')}
          busy={write.isPending || role === open.row.role}
          error={write.error}
          onClose={close}
          onConfirm={() => write.mutate({ kind: 'role', row: open.row, update: { role } })}
        >
          <SelectField
            label={t('operators.newRole')}
            value={role}
            onValueChange={(value) => setRole(value as OperatorRole)}
            options={OPERATOR_ROLES.map((code) => ({
              value: code,
              label: t(ROLE_LABEL_KEYS[code]),
            }))}
          />
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'disable' || open?.kind === 'enable' ? (
        <ConfirmDialog
          title={
            open.kind === 'disable'
              ? t('operators.disableTitle', { username: open.row.username })
              : t('operators.enableTitle', { username: open.row.username })
          }
          confirmLabel={open.kind === 'disable' ? t('operators.disable') : t('operators.enable')}
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onConfirm={() =>
            write.mutate({
              kind: open.kind,
              row: open.row,
              update: { disabled: open.kind === 'disable' },
            })
          }
        >
          <p className={ui.muted}>
            {open.kind === 'disable'
              ? t('operators.disableText', { username: open.row.username })
              : t('operators.enableText', { username: open.row.username })}
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'twoFactor' ? (
        <ConfirmDialog
          title={t('operators.resetTwoFactorTitle', { username: open.row.username })}
          confirmLabel={t('operators.resetTwoFactor')}
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onConfirm={() =>
            write.mutate({ kind: 'twoFactor', row: open.row, update: { resetTwoFactor: true } })
          }
        >
          <p className={ui.muted}>
            {t('operators.resetTwoFactorText', { username: open.row.username })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
