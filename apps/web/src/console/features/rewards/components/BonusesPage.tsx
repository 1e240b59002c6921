import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BonusSettings } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchBonusSettings, fetchBonuses, rewardKeys, saveBonusSettings } from '../api';
import { BonusTable } from './BonusTable';

/** Members' bonuses with their turnover and status, the forfeit, and how long a turnover may take. */
export function BonusesPage() {
  const { t } = useConsoleTranslation();
  const [account, setAccount] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const bonuses = useQuery({
    queryKey: rewardKeys.bonuses(filter, page),
    queryFn: ({ signal }) => fetchBonuses(filter ? { account: filter } : {}, page, signal),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilter(account.trim());
  };

  return (
    <section aria-labelledby="bonuses-title" className={ui.page}>
      <h1 id="bonuses-title" className={ui.pageTitle}>
        {t('rewards.bonusesTitle')}
      </h1>
      <p className={ui.muted}>{t('rewards.bonusesIntro')}</p>
      <SettingsForm />
      <form className={ui.toolbar} onSubmit={search} role="search">
        <Field label={t('rewards.account')} value={account} onValueChange={setAccount} />
        <button type="submit" className="button">
          {t('rewards.search')}
        </button>
      </form>
      {bonuses.isPending ? <Loading /> : null}
      {bonuses.isError ? <ErrorMessage error={bonuses.error} /> : null}
      {bonuses.data ? (
        <>
          <BonusTable rows={bonuses.data.list} showMember />
          <Pager
            page={page}
            pageSize={bonuses.data.pageSize}
            total={bonuses.data.total}
            onChoose={setPage}
          />
        </>
      ) : null}
    </section>
  );
}

function SettingsForm() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('rewards.write');
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: rewardKeys.bonusSettings,
    queryFn: ({ signal }) => fetchBonusSettings(signal),
  });
  const [days, setDays] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveBonusSettings,
    onSuccess: (saved: BonusSettings) => {
      setDays(null);
      client.setQueryData(rewardKeys.bonusSettings, saved);
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
  if (!settings.data) return settings.isError ? <ErrorMessage error={settings.error} /> : null;
  const shown =
    days ?? (settings.data.turnoverDays === null ? '' : String(settings.data.turnoverDays));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ turnoverDays: shown.trim() === '' ? null : Number(shown) });
  };
  return (
    <form className={`${ui.form} ${ui.card}`} onSubmit={submit}>
      <Field
        label={t('rewards.turnoverDays')}
        hint={t('rewards.turnoverDaysHint')}
        inputMode="numeric"
        value={shown}
        disabled={!canWrite}
        onValueChange={(value) => {
          save.reset();
          setDays(value);
        }}
      />
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('rewards.settingsSaved')}
        </p>
      ) : null}
      {canWrite ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('rewards.saveSettings')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
