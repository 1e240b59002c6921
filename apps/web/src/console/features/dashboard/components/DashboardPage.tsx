import { useQuery } from '@tanstack/react-query';
import type { ConsoleDashboard, ConsoleDashboardDay } from '@wps/shared-types';
import { count, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import { OpenAlertsBadge } from '../../reconciliation';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { dashboardQuery } from '../api';
import styles from './DashboardPage.module.css';

/** Today's figures, the last 7 days, and GGR by game category and by vendor. */
export function DashboardPage() {
  const { t } = useConsoleTranslation();
  const dashboard = useQuery(dashboardQuery);
  return (
    <section className={ui.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={ui.pageTitle}>
        {t('dashboard.title')}
      </h1>
      <OpenAlertsBadge />
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? <ErrorMessage error={dashboard.error} /> : null}
      {dashboard.data ? <Figures dashboard={dashboard.data} /> : null}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: ConsoleDashboard }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const { today } = dashboard;
  const cards = [
    { label: t('dashboard.newMembers'), value: count(today.newMembers) },
    { label: t('dashboard.activePlayers'), value: count(today.activePlayers) },
    { label: t('dashboard.logins'), value: count(today.logins) },
    { label: t('dashboard.bets'), value: count(today.bets) },
    { label: t('dashboard.stakes'), value: money(today.stakes, symbol) },
    { label: t('dashboard.payouts'), value: money(today.payouts, symbol) },
    { label: t('dashboard.ggr'), value: money(today.ggr, symbol) },
  ];
  return (
    <>
      <section aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className={ui.cardTitle}>
          {t('dashboard.today', { date: today.date })}
        </h2>
        <dl className={styles.cards}>
          {cards.map((card) => (
            <div key={card.label} className={`${ui.card} ${styles.figure}`}>
              <dt className={styles.figureLabel}>{card.label}</dt>
              <dd className={styles.figureValue}>{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DaysTable days={dashboard.days} symbol={symbol} />
      <div className={styles.split}>
        <GgrTable
          title={t('dashboard.byCategory')}
          codeLabel={t('dashboard.category')}
          rows={dashboard.ggrByCategory}
          symbol={symbol}
        />
        <GgrTable
          title={t('dashboard.byVendor')}
          codeLabel={t('dashboard.vendor')}
          rows={dashboard.ggrByVendor}
          symbol={symbol}
        />
      </div>
    </>
  );
}

function DaysTable({ days, symbol }: { days: ConsoleDashboardDay[]; symbol: string }) {
  const { t } = useConsoleTranslation();
  return (
    <section className={ui.card} aria-labelledby="dashboard-days">
      <h2 id="dashboard-days" className={ui.cardTitle}>
        {t('dashboard.lastDays')}
      </h2>
      <div className={ui.tableScroll}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.date')}</th>
              <th scope="col" className={ui.number}>
                {t('dashboard.newMembers')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.activePlayers')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.logins')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.bets')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.stakes')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.payouts')}
              </th>
              <th scope="col" className={ui.number}>
                {t('dashboard.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td className={ui.number}>{count(day.newMembers)}</td>
                <td className={ui.number}>{count(day.activePlayers)}</td>
                <td className={ui.number}>{count(day.logins)}</td>
                <td className={ui.number}>{count(day.bets)}</td>
                <td className={ui.number}>{money(day.stakes, symbol)}</td>
                <td className={ui.number}>{money(day.payouts, symbol)}</td>
                <td className={ui.number}>{money(day.ggr, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface GgrTableProps {
  title: string;
  codeLabel: string;
  rows: { code: string; bets: number; ggr: string }[];
  symbol: string;
}

function GgrTable({ title, codeLabel, rows, symbol }: GgrTableProps) {
  const { t } = useConsoleTranslation();
  return (
    <section className={ui.card} aria-label={title}>
      <h2 className={ui.cardTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={ui.muted}>{t('dashboard.noBets')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{codeLabel}</th>
                <th scope="col" className={ui.number}>
                  {t('dashboard.bets')}
                </th>
                <th scope="col" className={ui.number}>
                  {t('dashboard.ggr')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{row.code}</th>
                  <td className={ui.number}>{count(row.bets)}</td>
                  <td className={ui.number}>{money(row.ggr, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
