import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFERRAL_DEPOSIT_PERCENT_MAX,
  REFERRAL_MULTIPLIER_MAX,
  REFERRAL_PAGE_SIZE,
  REFERRAL_TURNOVER_PERCENT_MAX,
  type ConsoleReferrer,
  type ReferralSettings,
} from '@wps/shared-types';
import { Link } from 'react-router-dom';
import { count, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { CheckField, Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import {
  fetchReferralSettings,
  fetchReferralSummary,
  fetchReferrers,
  referralKeys,
  saveReferralSettings,
} from '../api';
import { draftProblems, fromDraft, toDraft, type ReferralDraft } from '../referral-form';
import { RewardList } from './RewardList';

/** Referral: the rule the jobs pay by, the site's figures, its referrers and the rewards paid. */
export function ReferralSettingsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery({
    queryKey: referralKeys.settings,
    queryFn: ({ signal }) => fetchReferralSettings(signal),
  });
  return (
    <section className={ui.page} aria-labelledby="referral-title">
      <h1 id="referral-title" className={ui.pageTitle}>
        {t('referral.title')}
      </h1>
      <p className={ui.muted}>{t('referral.intro')}</p>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <RuleForm settings={settings.data} /> : null}
      <Figures />
      <Referrers />
      <RewardList memberId={null} />
    </section>
  );
}

const FIELDS = [
  ['firstDepositPercent', 'referral.firstDepositPercent', REFERRAL_DEPOSIT_PERCENT_MAX],
  ['firstDepositCap', 'referral.firstDepositCap', null],
  ['turnoverPercent', 'referral.turnoverPercent', REFERRAL_TURNOVER_PERCENT_MAX],
  ['minimumReward', 'referral.minimumReward', null],
  ['turnoverMultiplier', 'referral.turnoverMultiplier', REFERRAL_MULTIPLIER_MAX],
] as const;

const PROBLEM_KEYS = {
  firstDepositPercent: 'referral.problems.percent',
  firstDepositCap: 'referral.problems.cap',
  turnoverPercent: 'referral.problems.percent',
  minimumReward: 'referral.problems.amount',
  turnoverMultiplier: 'referral.problems.multiplier',
} as const;

function RuleForm({ settings }: { settings: ReferralSettings }) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  const client = useQueryClient();
  const [draft, setDraft] = useState<ReferralDraft>(() => toDraft(settings));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveReferralSettings,
    // The form goes on from what the server kept.
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      client.setQueryData(referralKeys.settings, saved);
    },
  });
  const problems = checked ? draftProblems(draft) : {};
  const change = (update: Partial<ReferralDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...update }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (Object.keys(draftProblems(draft)).length === 0) save.mutate(fromDraft(draft));
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-label={t('referral.rule')}>
      <div className={ui.card}>
        <CheckField
          label={t('referral.enabled')}
          checked={draft.enabled}
          disabled={!canChange}
          onCheckedChange={(enabled) => change({ enabled })}
        />
        {FIELDS.map(([field, label, max]) => (
          <Field
            key={field}
            label={t(label)}
            inputMode="decimal"
            value={draft[field]}
            disabled={!canChange}
            aria-invalid={field in problems}
            hint={field in problems ? t(PROBLEM_KEYS[field], { max: max ?? '' }) : undefined}
            onValueChange={(value) => change({ [field]: value })}
          />
        ))}
      </div>
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('referral.saved')}
        </p>
      ) : null}
      {canChange ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('referral.save')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('referral.readOnly')}</p>
      )}
    </form>
  );
}

function Figures() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const summary = useQuery({
    queryKey: referralKeys.summary,
    queryFn: ({ signal }) => fetchReferralSummary(signal),
  });
  return (
    <Card title={t('referral.figures')}>
      {summary.isError ? <ErrorMessage error={summary.error} /> : null}
      {summary.data ? (
        <DetailList
          rows={[
            [t('referral.referrers'), count(summary.data.referrers)],
            [t('referral.friends'), count(summary.data.friends)],
            [t('referral.qualified'), count(summary.data.qualified)],
            [t('referral.rewardCount'), count(summary.data.rewardCount)],
            [t('referral.rewardsPaid'), money(summary.data.rewardsPaid, symbol)],
          ]}
        />
      ) : null}
    </Card>
  );
}

function Referrers() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [page, setPage] = useState(1);
  const referrers = useQuery({
    queryKey: referralKeys.referrers(page),
    queryFn: ({ signal }) => fetchReferrers(page, signal),
    placeholderData: keepPreviousData,
  });
  const columns: Column<ConsoleReferrer>[] = [
    {
      label: t('referral.columns.referrer'),
      rowHeader: true,
      cell: (row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
    },
    { label: t('referral.columns.friends'), number: true, cell: (row) => count(row.friends) },
    { label: t('referral.columns.qualified'), number: true, cell: (row) => count(row.qualified) },
    {
      label: t('referral.columns.rewardsPaid'),
      number: true,
      cell: (row) => money(row.rewardsPaid, symbol),
    },
  ];
  return (
    <Card title={t('referral.referrerList')}>
      {referrers.isError ? <ErrorMessage error={referrers.error} /> : null}
      {referrers.data?.list.length === 0 ? (
        <p className={ui.muted}>{t('referral.noReferrers')}</p>
      ) : null}
      {referrers.data && referrers.data.list.length > 0 ? (
        <>
          <DataTable columns={columns} rows={referrers.data.list} rowKey={(row) => row.memberId} />
          <Pager
            page={page}
            pageSize={REFERRAL_PAGE_SIZE}
            total={referrers.data.totalCount}
            onChoose={setPage}
          />
        </>
      ) : null}
    </Card>
  );
}
