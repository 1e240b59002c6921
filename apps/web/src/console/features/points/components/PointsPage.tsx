import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  POINT_EXCHANGE_STATES,
  POINT_REJECT_REASON_MAX,
  pointsSettingsProblems,
  type ConsolePointOrder,
  type PointExchangeState,
  type PointsSettings,
} from '@wps/shared-types';
import { formatDateTime } from '../../../../lib/date-time';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CheckField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import {
  fetchPointOrders,
  fetchPointsSettings,
  passPointOrder,
  pointsKeys,
  rejectPointOrder,
  savePointsSettings,
} from '../api';

const STATUS_LABELS = {
  IN_APPLICATION: 'points.status.IN_APPLICATION',
  REJECTED: 'points.status.REJECTED',
  PASSED: 'points.status.PASSED',
} as const satisfies Record<PointExchangeState, string>;

/** Points: the earning and conversion settings, and the exchange orders to pass or reject. */
export function PointsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery({
    queryKey: pointsKeys.settings,
    queryFn: ({ signal }) => fetchPointsSettings(signal),
  });
  return (
    <section className={ui.page} aria-labelledby="points-title">
      <h1 id="points-title" className={ui.pageTitle}>
        {t('points.title')}
      </h1>
      <p className={ui.muted}>{t('points.intro')}</p>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
      <Orders />
    </section>
  );
}

interface Draft {
  earningEnabled: boolean;
  pointsPerTurnover: string;
  conversionEnabled: boolean;
  cashPerPoint: string;
  minimumConversionPoints: string;
}

const toDraft = (settings: PointsSettings): Draft => ({
  ...settings,
  minimumConversionPoints: String(settings.minimumConversionPoints),
});
const fromDraft = (draft: Draft): PointsSettings => ({
  ...draft,
  pointsPerTurnover: draft.pointsPerTurnover.trim(),
  cashPerPoint: draft.cashPerPoint.trim(),
  minimumConversionPoints: Number(draft.minimumConversionPoints),
});

function SettingsForm({ settings }: { settings: PointsSettings }) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: savePointsSettings,
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      client.setQueryData(pointsKeys.settings, saved);
    },
  });
  const problems = checked ? pointsSettingsProblems(fromDraft(draft)) : {};
  const change = (update: Partial<Draft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...update }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (Object.keys(pointsSettingsProblems(fromDraft(draft))).length === 0) {
      save.mutate(fromDraft(draft));
    }
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-label={t('points.settings')}>
      <div className={ui.card}>
        <CheckField
          label={t('points.earningEnabled')}
          checked={draft.earningEnabled}
          disabled={!canChange}
          onCheckedChange={(earningEnabled) => change({ earningEnabled })}
        />
        <Field
          label={t('points.pointsPerTurnover')}
          inputMode="decimal"
          value={draft.pointsPerTurnover}
          disabled={!canChange}
          aria-invalid={Boolean(problems.pointsPerTurnover)}
          hint={problems.pointsPerTurnover ? t('points.problems.rate') : undefined}
          onValueChange={(pointsPerTurnover) => change({ pointsPerTurnover })}
        />
        <CheckField
          label={t('points.conversionEnabled')}
          checked={draft.conversionEnabled}
          disabled={!canChange}
          onCheckedChange={(conversionEnabled) => change({ conversionEnabled })}
        />
        <Field
          label={t('points.cashPerPoint')}
          inputMode="decimal"
          value={draft.cashPerPoint}
          disabled={!canChange}
          aria-invalid={Boolean(problems.cashPerPoint)}
          hint={problems.cashPerPoint ? t('points.problems.rate') : undefined}
          onValueChange={(cashPerPoint) => change({ cashPerPoint })}
        />
        <Field
          label={t('points.minimumConversionPoints')}
          inputMode="numeric"
          value={draft.minimumConversionPoints}
          disabled={!canChange}
          aria-invalid={Boolean(problems.minimumConversionPoints)}
          hint={problems.minimumConversionPoints ? t('points.problems.minimum') : undefined}
          onValueChange={(minimumConversionPoints) => change({ minimumConversionPoints })}
        />
      </div>
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('points.saved')}
        </p>
      ) : null}
      {canChange ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('points.save')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('points.readOnly')}</p>
      )}
    </form>
  );
}

function Orders() {
  const { t } = useConsoleTranslation();
  const canDecide = useCan('points.write');
  const [status, setStatus] = useState<PointExchangeState | null>('IN_APPLICATION');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    order: ConsolePointOrder;
    verdict: 'pass' | 'reject';
  } | null>(null);
  const orders = useQuery({
    queryKey: pointsKeys.ordersOf(status, page),
    queryFn: ({ signal }) => fetchPointOrders(status, page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="point-orders-title" className={ui.card}>
      <h2 id="point-orders-title" className={ui.cardTitle}>
        {t('points.orders')}
      </h2>
      <SelectField
        label={t('points.statusFilter')}
        value={status ?? ''}
        options={[
          { value: '', label: t('points.allStatuses') },
          ...POINT_EXCHANGE_STATES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
        ]}
        onValueChange={(value) => {
          setStatus(POINT_EXCHANGE_STATES.find((state) => state === value) ?? null);
          setPage(1);
        }}
      />
      {orders.isError ? <ErrorMessage error={orders.error} /> : null}
      {orders.data && orders.data.list.length === 0 ? (
        <p className={ui.muted}>{t('points.noOrders')}</p>
      ) : null}
      {orders.data && orders.data.list.length > 0 ? (
        <div className={ui.tableScroll}>
          <table className={ui.table} aria-label={t('points.orders')}>
            <thead>
              <tr>
                <th scope="col">{t('points.transactionNo')}</th>
                <th scope="col">{t('points.appliedAt')}</th>
                <th scope="col">{t('points.member')}</th>
                <th scope="col">{t('points.product')}</th>
                <th scope="col">{t('points.quantity')}</th>
                <th scope="col">{t('points.points')}</th>
                <th scope="col">{t('points.shippingAddress')}</th>
                <th scope="col">{t('points.statusColumn')}</th>
                <th scope="col">{t('points.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.list.map((order) => (
                <tr key={order.id}>
                  <td>{order.transactionNo}</td>
                  <td>{formatDateTime(order.appliedAt)}</td>
                  <td>{order.account}</td>
                  <td>{order.productName ?? t('points.cash', { amount: order.amountRequired })}</td>
                  <td>{order.quantity}</td>
                  <td>{order.pointsRequired}</td>
                  <td>{order.shippingAddress ?? '—'}</td>
                  <td>
                    {t(STATUS_LABELS[order.status])}
                    {order.reviewedBy ? ` · ${order.reviewedBy}` : ''}
                    {order.rejectReason ? ` · ${order.rejectReason}` : ''}
                  </td>
                  <td>
                    {canDecide && order.status === 'IN_APPLICATION' ? (
                      <div className={ui.actions}>
                        <button
                          type="button"
                          className="button button--primary button--small"
                          aria-label={t('points.passOrder', { number: order.transactionNo })}
                          onClick={() => setDeciding({ order, verdict: 'pass' })}
                        >
                          {t('points.pass')}
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('points.rejectOrder', { number: order.transactionNo })}
                          onClick={() => setDeciding({ order, verdict: 'reject' })}
                        >
                          {t('points.reject')}
                        </button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {orders.data ? (
        <Pager
          page={page}
          pageSize={orders.data.pageSize}
          total={orders.data.total}
          onChoose={setPage}
        />
      ) : null}
      {deciding ? (
        <Decision
          order={deciding.order}
          verdict={deciding.verdict}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}

function Decision({
  order,
  verdict,
  onClose,
}: {
  order: ConsolePointOrder;
  verdict: 'pass' | 'reject';
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: () =>
      verdict === 'pass' ? passPointOrder(order.id) : rejectPointOrder(order.id, reason.trim()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pointsKeys.orders });
      onClose();
    },
  });
  const number = order.transactionNo;
  return (
    <ConfirmDialog
      title={t(verdict === 'pass' ? 'points.passOrder' : 'points.rejectOrder', { number })}
      confirmLabel={t(verdict === 'pass' ? 'points.pass' : 'points.reject')}
      onConfirm={() => {
        if (verdict === 'reject' && !reason.trim()) return;
        decide.mutate();
      }}
      onClose={onClose}
      busy={decide.isPending}
      error={decide.error}
    >
      <p>
        {t(verdict === 'pass' ? 'points.passHint' : 'points.rejectHint', {
          points: order.pointsRequired,
          account: order.account,
        })}
      </p>
      {verdict === 'reject' ? (
        <TextAreaField
          label={t('points.reason')}
          value={reason}
          maxLength={POINT_REJECT_REASON_MAX}
          onValueChange={setReason}
        />
      ) : null}
    </ConfirmDialog>
  );
}
