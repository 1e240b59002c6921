import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CONTRACT_MAX_TIERS,
  CONTRACT_NOTE_MAX_LENGTH,
  WAGE_PERIODS,
  type AgentContractKind,
  type AgentContractTier,
  type WagePeriod,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import {
  EMPTY_TIER_DRAFT,
  tierDraftProblems,
  tierOf,
  type TierDraft,
  type TierProblem,
} from '../../../lib/contract-tiers';
import { FormMessage, SubmitButton, TextField } from '../../../ui/Form';
import formStyles from '../../../ui/Form.module.css';
import { contractKeys, offerContract, requestContract } from '../contracts-api';
import styles from '../agent-centre.module.css';
import contractStyles from './contracts.module.css';
import { PAYOUT_PERIOD_KEYS } from './labels';

type TierField = keyof TierDraft;

const PROBLEM_KEYS = {
  format: {
    turnover: 'agentCentre.contracts.form.problems.turnover',
    activeMembers: 'agentCentre.contracts.form.problems.activeMembers',
    ratio: 'agentCentre.contracts.form.problems.ratio',
  },
  order: {
    turnover: 'agentCentre.contracts.form.problems.turnoverOrder',
    activeMembers: 'agentCentre.contracts.form.problems.activeMembersOrder',
    ratio: 'agentCentre.contracts.form.problems.ratioOrder',
  },
} as const;

/** The text of a field's problem in the reader's language. */
function useTierProblemText() {
  const { t } = useTranslation('agentCentre');
  return (field: string, problem: TierProblem): string => {
    switch (problem.problem) {
      case 'noTier':
        return t('agentCentre.contracts.form.problems.noTier');
      case 'tooManyTiers':
        return t('agentCentre.contracts.form.problems.tooManyTiers', { max: problem.max });
      case 'ceiling':
        return t('agentCentre.contracts.form.problems.ceiling', { ratio: problem.ceiling });
      case 'format':
      case 'order':
        return t(PROBLEM_KEYS[problem.problem][field.split('.')[2] as TierField]);
    }
  };
}

interface ContractTermsFormProps {
  kind: AgentContractKind;
  /** offer: to a direct sub-agent (the account asked); request: new terms from the upline. */
  mode: 'offer' | 'request';
  /** The ceiling of an offer: the agent's own contract of the kind in force. */
  uplineTiers: readonly AgentContractTier[] | null;
  /** The direct sub-agents an offer may go to (suggested in the account field). */
  subAgents?: readonly string[];
  initialTiers?: readonly TierDraft[];
  onDone: () => void;
}

/**
 * Terms of a contract: its tiers (turnover threshold, active members, ratio), the period of a
 * dividend and a note. Each field shows what the shared rules find wrong with it as it is typed.
 */
export function ContractTermsForm({
  kind,
  mode,
  uplineTiers,
  subAgents = [],
  initialTiers = [EMPTY_TIER_DRAFT],
  onDone,
}: ContractTermsFormProps) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const problemText = useTierProblemText();
  const accountsId = useId();
  const [account, setAccount] = useState('');
  const [tiers, setTiers] = useState<TierDraft[]>([...initialTiers]);
  const [period, setPeriod] = useState<WagePeriod>('MONTHLY');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [accountMissing, setAccountMissing] = useState(false);

  const send = useMutation({
    mutationFn: () => {
      const terms = {
        kind,
        tiers: tiers.map(tierOf),
        ...(kind === 'DIVIDEND' ? { period } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      };
      return mode === 'offer'
        ? offerContract({ ...terms, account: account.trim() })
        : requestContract(terms);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.kind(kind) });
      onDone();
    },
  });

  const problems = tierDraftProblems(tiers, uplineTiers);
  const shown = (field: string) =>
    (submitted || touched.has(field)) && problems[field]
      ? problemText(field, problems[field])
      : null;
  const edit = (index: number, field: TierField, value: string) => {
    setTiers((current) =>
      current.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)),
    );
    setTouched((current) => new Set(current).add(`tiers.${index}.${field}`));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const missing = mode === 'offer' && account.trim() === '';
    setAccountMissing(missing);
    if (missing || Object.keys(problems).length > 0) return;
    send.mutate();
  };

  const title =
    mode === 'offer'
      ? t('agentCentre.contracts.form.offerTitle')
      : t('agentCentre.contracts.form.requestTitle');
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={title}>
      {mode === 'offer' && (
        <>
          <TextField
            label={t('agentCentre.contracts.form.account')}
            value={account}
            onValueChange={setAccount}
            list={accountsId}
            autoComplete="off"
            required
            hint={t('agentCentre.contracts.form.accountHint')}
            error={accountMissing ? t('agentCentre.contracts.form.accountRequired') : null}
          />
          <datalist id={accountsId}>
            {subAgents.map((subAgent) => (
              <option key={subAgent} value={subAgent} />
            ))}
          </datalist>
        </>
      )}
      {uplineTiers && <p className={styles.note}>{t('agentCentre.contracts.form.ceilingNote')}</p>}
      {tiers.map((tier, index) => (
        <fieldset key={index} className={contractStyles.tier}>
          <legend>{t('agentCentre.contracts.form.tier', { number: index + 1 })}</legend>
          <TextField
            label={t('agentCentre.contracts.columns.turnoverFrom')}
            value={tier.turnover}
            onValueChange={(value) => edit(index, 'turnover', value)}
            inputMode="decimal"
            required
            error={shown(`tiers.${index}.turnover`)}
          />
          <TextField
            label={t('agentCentre.contracts.columns.activeMembers')}
            value={tier.activeMembers}
            onValueChange={(value) => edit(index, 'activeMembers', value)}
            inputMode="numeric"
            hint={t('agentCentre.contracts.form.activeMembersHint')}
            error={shown(`tiers.${index}.activeMembers`)}
          />
          <TextField
            label={t('agentCentre.contracts.columns.ratio')}
            value={tier.ratio}
            onValueChange={(value) => edit(index, 'ratio', value)}
            inputMode="decimal"
            required
            error={shown(`tiers.${index}.ratio`)}
          />
          {tiers.length > 1 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => setTiers((current) => current.filter((_, at) => at !== index))}
            >
              {t('agentCentre.contracts.form.removeTier', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {submitted && problems.tiers && (
        <FormMessage>{problemText('tiers', problems.tiers)}</FormMessage>
      )}
      <div className={formStyles.inlineActions}>
        <button
          type="button"
          className="button button--small"
          disabled={tiers.length >= AGENT_CONTRACT_MAX_TIERS}
          onClick={() => setTiers((current) => [...current, EMPTY_TIER_DRAFT])}
        >
          {t('agentCentre.contracts.form.addTier')}
        </button>
      </div>
      {kind === 'DIVIDEND' && <PeriodSelect value={period} onChange={setPeriod} />}
      <TextField
        label={t('agentCentre.contracts.form.note')}
        value={note}
        onValueChange={setNote}
        maxLength={CONTRACT_NOTE_MAX_LENGTH}
        autoComplete="off"
      />
      {send.isError && <FormMessage>{errorText(siteT, send.error)}</FormMessage>}
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={onDone}>
          {t('agentCentre.contracts.form.close')}
        </button>
        <SubmitButton pending={send.isPending}>
          {mode === 'offer'
            ? t('agentCentre.contracts.form.sendOffer')
            : t('agentCentre.contracts.form.sendRequest')}
        </SubmitButton>
      </div>
    </form>
  );
}

function PeriodSelect({
  value,
  onChange,
}: {
  value: WagePeriod;
  onChange: (period: WagePeriod) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t('agentCentre.contracts.columns.period')}
      </label>
      <select
        id={id}
        className={formStyles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as WagePeriod)}
      >
        {WAGE_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(PAYOUT_PERIOD_KEYS[period])}
          </option>
        ))}
      </select>
    </div>
  );
}
