import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AGENT_RATIO_PATTERN, type AgentCentreInfo, type DownlineDetails } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage } from '../../../ui/Form';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchDownline, setDownlineRatio, setLoginLock } from '../api';
import { DOWNLINE_STATUS_KEYS, DOWNLINE_TYPE_KEYS } from '../labels';
import { ratioText } from './DownlineList';
import styles from '../agent-centre.module.css';

interface DownlineDetailsPanelProps {
  account: string;
  info: AgentCentreInfo;
  onClose: () => void;
  onTransfer: (account: string) => void;
}

/** One downline account: what the agent may see of it, and what it may do with it. */
export function DownlineDetailsPanel({
  account,
  info,
  onClose,
  onTransfer,
}: DownlineDetailsPanelProps) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const details = useQuery({
    queryKey: agentKeys.downline(account),
    queryFn: ({ signal }) => fetchDownline(account, signal),
  });

  return (
    <section className={styles.section} aria-labelledby="agent-downline-details">
      <h4 id="agent-downline-details" className={styles.subTitle}>
        {t('agentCentre.details.title', { account })}
      </h4>
      {details.isError && <p role="alert">{errorText(siteT, details.error)}</p>}
      {details.isPending && <p>{siteT('shell.loading')}</p>}
      {details.data && <DetailsBody details={details.data} info={info} onTransfer={onTransfer} />}
      <div>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t('agentCentre.details.close')}
        </button>
      </div>
    </section>
  );
}

function DetailsBody({
  details,
  info,
  onTransfer,
}: {
  details: DownlineDetails;
  info: AgentCentreInfo;
  onTransfer: (account: string) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const facts: [string, string][] = [
    [t('agentCentre.columns.nickname'), details.nickname || '–'],
    [t('agentCentre.columns.type'), t(DOWNLINE_TYPE_KEYS[details.type])],
    [t('agentCentre.columns.level'), String(details.level)],
    [t('agentCentre.columns.upline'), details.upline],
    [t('agentCentre.columns.status'), t(DOWNLINE_STATUS_KEYS[details.status])],
    [t('agentCentre.columns.registeredAt'), formatDateTime(details.registeredAt)],
    [
      t('agentCentre.columns.lastLoginAt'),
      details.lastLoginAt ? formatDateTime(details.lastLoginAt) : '–',
    ],
    [t('agentCentre.columns.ratio'), ratioText(details.ratio)],
    [t('agentCentre.columns.teamSize'), String(details.teamSize)],
  ];
  if (details.balance !== null)
    facts.push([t('agentCentre.columns.balance'), money(details.balance)]);
  if (info.figures.deposits) {
    facts.push([t('agentCentre.details.lifetimeDeposits'), money(details.lifetime.depositAmount)]);
  }
  if (info.figures.withdrawals) {
    facts.push([
      t('agentCentre.details.lifetimeWithdrawals'),
      money(details.lifetime.withdrawalAmount),
    ]);
  }
  facts.push([t('agentCentre.details.lifetimeTurnover'), money(details.lifetime.validTurnover)]);

  return (
    <>
      <dl className={styles.details}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {details.actions.setRatio && <RatioForm details={details} info={info} />}
        {details.actions.lockLogin && <LoginLockButton details={details} />}
        {details.actions.transfer && (
          <button
            type="button"
            className="button button--small"
            onClick={() => onTransfer(details.account)}
          >
            {t('agentCentre.details.transfer')}
          </button>
        )}
      </div>
    </>
  );
}

/** After a change: the details as the server answered them, and the list read again. */
function useDetailsUpdate() {
  const queryClient = useQueryClient();
  return (details: DownlineDetails) => {
    queryClient.setQueryData(agentKeys.downline(details.account), details);
    void queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'downlines'] });
  };
}

function RatioForm({ details, info }: { details: DownlineDetails; info: AgentCentreInfo }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const update = useDetailsUpdate();
  const [ratio, setRatio] = useState(details.ratio ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => setDownlineRatio(details.account, value),
    onSuccess: update,
  });
  const max = info.agent.ratio ?? '100';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = ratio.trim();
    const bad = !AGENT_RATIO_PATTERN.test(value) || Number(value) > Number(max);
    setInvalid(bad);
    if (!bad) save.mutate(value);
  };
  return (
    <form className={styles.actions} onSubmit={submit} noValidate>
      <label className={styles.section}>
        {t('agentCentre.details.ratio', { max })}
        <input
          className={styles.filterInput}
          inputMode="decimal"
          value={ratio}
          aria-invalid={invalid}
          onChange={(event) => setRatio(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {t('agentCentre.details.saveRatio')}
      </button>
      {invalid && <FormMessage>{t('agentCentre.openAccount.ratioInvalid', { max })}</FormMessage>}
      {save.isError && <FormMessage>{errorText(siteT, save.error)}</FormMessage>}
      {save.isSuccess && <FormMessage tone="success">{t('agentCentre.details.saved')}</FormMessage>}
    </form>
  );
}

function LoginLockButton({ details }: { details: DownlineDetails }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const update = useDetailsUpdate();
  const locked = details.status === 'LOCKED';
  const lock = useMutation({
    mutationFn: () => setLoginLock(details.account, !locked),
    onSuccess: update,
  });
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={lock.isPending}
        onClick={() => lock.mutate()}
      >
        {locked ? t('agentCentre.details.unlock') : t('agentCentre.details.lock')}
      </button>
      {lock.isError && <FormMessage>{errorText(siteT, lock.error)}</FormMessage>}
    </>
  );
}
