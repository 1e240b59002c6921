import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_NOTE_MAX_LENGTH,
  type AgentContractAction,
  type AgentContractTier,
  type AgentContractView,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage, TextField } from '../../../ui/Form';
import { recordStyles } from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { actOnContract, contractKeys } from '../contracts-api';
import styles from '../agent-centre.module.css';
import contractStyles from './contracts.module.css';
import {
  CONTRACT_ACTION_KEYS,
  CONTRACT_STATUS_KEYS,
  END_REASON_KEYS,
  PARTY_KEYS,
  PAYOUT_PERIOD_KEYS,
} from './labels';

/** A contract's tiers: turnover threshold, active members, ratio (spec 2 §3 contract labels). */
export function TiersTable({
  tiers,
  caption,
}: {
  tiers: readonly AgentContractTier[];
  caption: string;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  return (
    <div className={recordStyles.tableWrap}>
      <table className={recordStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.contracts.columns.tier')}</th>
            <th scope="col" className={recordStyles.numeric}>
              {t('agentCentre.contracts.columns.turnoverFrom')}
            </th>
            <th scope="col" className={recordStyles.numeric}>
              {t('agentCentre.contracts.columns.activeMembers')}
            </th>
            <th scope="col" className={recordStyles.numeric}>
              {t('agentCentre.contracts.columns.ratio')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td className={recordStyles.numeric}>{money(tier.turnover)}</td>
              <td className={recordStyles.numeric}>{tier.activeMembers ?? '-'}</td>
              <td className={recordStyles.numeric}>{`${tier.ratio}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One contract: who holds it and who issued it, its period, since when, its tiers, a
 * termination waiting, and the answers the viewer may give now (the server's `actions`).
 */
export function ContractCard({ contract, title }: { contract: AgentContractView; title: string }) {
  const { t } = useTranslation('agentCentre');
  const upline = contract.upline ?? t(PARTY_KEYS.OPERATOR);
  return (
    <article className={contractStyles.contract} aria-label={title}>
      <h5 className={styles.subTitle}>{title}</h5>
      <dl className={styles.details}>
        <div>
          <dt>{t('agentCentre.contracts.columns.status')}</dt>
          <dd>
            {t(CONTRACT_STATUS_KEYS[contract.status])}
            {contract.endReason && ` · ${t(END_REASON_KEYS[contract.endReason])}`}
          </dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.columns.agent')}</dt>
          <dd>{contract.agent}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.columns.upline')}</dt>
          <dd>{upline}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.columns.period')}</dt>
          <dd>{t(PAYOUT_PERIOD_KEYS[contract.period])}</dd>
        </div>
        <div>
          <dt>
            {contract.startedAt
              ? t('agentCentre.contracts.columns.since')
              : t('agentCentre.contracts.columns.proposed')}
          </dt>
          <dd>
            {formatDateTime(contract.startedAt ?? contract.proposedAt)}
            {!contract.startedAt && ` · ${t(PARTY_KEYS[contract.proposedBy])}`}
          </dd>
        </div>
        {contract.note && (
          <div>
            <dt>{t('agentCentre.contracts.form.note')}</dt>
            <dd>{contract.note}</dd>
          </div>
        )}
      </dl>
      <TiersTable tiers={contract.tiers} caption={t('agentCentre.contracts.tiersOf', { title })} />
      {contract.termination && (
        <p className={styles.note}>
          {t('agentCentre.contracts.terminationWaiting', {
            party: t(PARTY_KEYS[contract.termination.requestedBy]),
            time: formatDateTime(contract.termination.requestedAt),
          })}
          {contract.termination.note && ` “${contract.termination.note}”`}
        </p>
      )}
      <ContractActions contract={contract} />
    </article>
  );
}

function ContractActions({ contract }: { contract: AgentContractView }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const act = useMutation({
    mutationFn: (action: AgentContractAction) => actOnContract(contract.id, action, note.trim()),
    onSuccess: async () => {
      setAsking(false);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: contractKeys.kind(contract.kind) });
    },
  });
  if (contract.actions.length === 0) return null;
  return (
    <div className={styles.section}>
      {asking && (
        <TextField
          label={t('agentCentre.contracts.terminationNote')}
          value={note}
          onValueChange={setNote}
          maxLength={CONTRACT_NOTE_MAX_LENGTH}
          autoComplete="off"
        />
      )}
      <div className={styles.actions}>
        {contract.actions.map((action) =>
          action === 'termination' && !asking ? (
            <button
              key={action}
              type="button"
              className="button button--small"
              onClick={() => setAsking(true)}
            >
              {t(CONTRACT_ACTION_KEYS.termination)}
            </button>
          ) : (
            <button
              key={action}
              type="button"
              className={
                action === 'accept' || action === 'termination'
                  ? 'button button--primary button--small'
                  : 'button button--small'
              }
              disabled={act.isPending}
              onClick={() => act.mutate(action)}
            >
              {action === 'termination'
                ? t('agentCentre.contracts.sendTermination')
                : t(CONTRACT_ACTION_KEYS[action])}
            </button>
          ),
        )}
      </div>
      {act.isError && <FormMessage>{errorText(siteT, act.error)}</FormMessage>}
    </div>
  );
}
