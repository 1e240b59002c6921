import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AGENT_CONTRACT_KINDS,
  WAGE_PERIODS,
  type AgentContractKind,
  type ConsoleAgentContract,
  type ConsoleContractChange,
  type WagePeriod,
} from '@wps/shared-types';
import {
  draftOf,
  EMPTY_TIER_DRAFT,
  tierDraftProblems,
  tierOf,
  type TierDraft,
} from '../../../../lib/contract-tiers';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../ui/Dialog';
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { fetchPath } from '../api';
import { changeContract, contractKeys, setTopAgentContract } from '../contracts-api';
import { ReasonField } from './AgentTreeDialogs';
import { KIND_LABELS, PERIOD_LABELS } from './contract-labels';
import { TiersFields } from './TiersFields';

/** A change of contracts: every contract list is read again, and the dialog closes. */
function useContractChange<T>(change: (request: T) => Promise<unknown>, onClose: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: contractKeys.contracts });
      onClose();
    },
  });
}

/** What the operator sets a top agent's contract for: an agent named, or one row's. */
export interface TopContractTarget {
  memberId: number;
  account: string;
  kind: AgentContractKind;
  contract: ConsoleAgentContract | null;
}

/**
 * A top agent's contract of a kind, in force at once (its contract of the kind before ends). The
 * agent is named by account when the dialog did not come from a row; it must be a top agent.
 */
export function SetContractDialog({
  target,
  onClose,
}: {
  target: TopContractTarget | null;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const [account, setAccount] = useState(target?.account ?? '');
  const [kind, setKind] = useState<AgentContractKind>(target?.kind ?? 'REAL_TIME_SALARY');
  const [tiers, setTiers] = useState<TierDraft[]>(
    target?.contract ? target.contract.tiers.map(draftOf) : [EMPTY_TIER_DRAFT],
  );
  const [period, setPeriod] = useState<WagePeriod>(
    WAGE_PERIODS.find((value) => value === target?.contract?.period) ?? 'MONTHLY',
  );
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [notTop, setNotTop] = useState(false);
  const client = useQueryClient();
  const save = useMutation({
    // False: the account named is not a top agent (only theirs are the operator's to set).
    mutationFn: async () => {
      let memberId = target?.memberId;
      if (memberId === undefined) {
        const path = await fetchPath(account.trim());
        if (path.ancestors.length > 0 || path.member.type !== 'AGENT') return false;
        memberId = path.member.memberId;
      }
      await setTopAgentContract({
        memberId,
        kind,
        tiers: tiers.map(tierOf),
        ...(kind === 'DIVIDEND' ? { period } : {}),
        reason,
      });
      return true;
    },
    onSuccess: async (saved) => {
      setNotTop(!saved);
      if (!saved) return;
      await client.invalidateQueries({ queryKey: contractKeys.contracts });
      onClose();
    },
  });
  const problems = tierDraftProblems(tiers, null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  return (
    <Dialog
      title={
        target
          ? t('agents.contracts.setTitleOf', { account: target.account })
          : t('agents.contracts.setTitle')
      }
      onClose={onClose}
    >
      <form className={ui.form} onSubmit={submit} noValidate>
        {target ? null : (
          <Field
            label={t('agents.contracts.topAgent')}
            value={account}
            onValueChange={setAccount}
            autoComplete="off"
            required
          />
        )}
        {notTop ? (
          <p className={ui.error} role="alert">
            {t('agents.contracts.notTopAgent')}
          </p>
        ) : null}
        <SelectField
          label={t('agents.contracts.kind')}
          value={kind}
          disabled={target !== null}
          onValueChange={(value) =>
            setKind(AGENT_CONTRACT_KINDS.find((known) => known === value) ?? kind)
          }
          options={AGENT_CONTRACT_KINDS.map((value) => ({
            value,
            label: t(KIND_LABELS[value]),
          }))}
        />
        <TiersFields tiers={tiers} onChange={setTiers} problems={checked ? problems : {}} />
        {kind === 'DIVIDEND' ? (
          <SelectField
            label={t('agents.contracts.period')}
            value={period}
            onValueChange={(value) =>
              setPeriod(WAGE_PERIODS.find((known) => known === value) ?? period)
            }
            options={WAGE_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))}
          />
        ) : null}
        <ReasonField value={reason} onValueChange={setReason} />
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('agents.tree.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('agents.contracts.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export const CHANGE_LABELS = {
  freeze: 'agents.contracts.freeze',
  unfreeze: 'agents.contracts.unfreeze',
  end: 'agents.contracts.end',
} as const satisfies Record<ConsoleContractChange, string>;

const CHANGE_TITLES = {
  freeze: 'agents.contracts.freezeTitle',
  unfreeze: 'agents.contracts.unfreezeTitle',
  end: 'agents.contracts.endTitle',
} as const satisfies Record<ConsoleContractChange, string>;

/** Freezes, unfreezes or ends a contract, with the reason the trail and the agents are given. */
export function ContractChangeDialog({
  contract,
  change,
  onClose,
}: {
  contract: ConsoleAgentContract;
  change: ConsoleContractChange;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const [reason, setReason] = useState('');
  const save = useContractChange(changeContract, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: contract.id, change, reason });
  };
  return (
    <Dialog
      title={t(CHANGE_TITLES[change], {
        kind: t(KIND_LABELS[contract.kind]),
        account: contract.agent,
      })}
      onClose={onClose}
    >
      <form className={ui.form} onSubmit={submit}>
        {change === 'end' ? <p className={ui.muted}>{t('agents.contracts.endHint')}</p> : null}
        <ReasonField value={reason} onValueChange={setReason} />
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('agents.tree.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(CHANGE_LABELS[change])}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
