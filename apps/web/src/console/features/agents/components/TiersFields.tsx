import { AGENT_CONTRACT_MAX_TIERS } from '@wps/shared-types';
import { EMPTY_TIER_DRAFT, type TierDraft, type TierProblem } from '../../../../lib/contract-tiers';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import styles from './Agents.module.css';

type TierField = keyof TierDraft;

const PROBLEM_KEYS = {
  format: {
    turnover: 'agents.contracts.problems.turnover',
    activeMembers: 'agents.contracts.problems.activeMembers',
    ratio: 'agents.contracts.problems.ratio',
  },
  order: {
    turnover: 'agents.contracts.problems.turnoverOrder',
    activeMembers: 'agents.contracts.problems.activeMembersOrder',
    ratio: 'agents.contracts.problems.ratioOrder',
  },
} as const;

interface TiersFieldsProps {
  tiers: readonly TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The shared rules' findings by field (tierDraftProblems), shown under each field. */
  problems: Readonly<Record<string, TierProblem>>;
}

/** A contract's tiers: turnover threshold, active members and ratio, with each field's problem. */
export function TiersFields({ tiers, onChange, problems }: TiersFieldsProps) {
  const { t } = useConsoleTranslation();
  const problemText = (field: string): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    switch (problem.problem) {
      case 'noTier':
        return t('agents.contracts.problems.noTier');
      case 'tooManyTiers':
        return t('agents.contracts.problems.tooManyTiers', { max: problem.max });
      case 'ceiling':
        return t('agents.contracts.problems.ceiling', { ratio: problem.ceiling });
      case 'format':
      case 'order':
        return t(PROBLEM_KEYS[problem.problem][field.split('.')[2] as TierField]);
    }
  };
  const edit = (index: number, field: TierField, value: string) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));
  const field = (
    index: number,
    name: TierField,
    label: string,
    inputMode: 'decimal' | 'numeric',
  ) => {
    const problem = problemText(`tiers.${index}.${name}`);
    return (
      <div>
        <Field
          label={label}
          value={tiers[index]?.[name] ?? ''}
          onValueChange={(value) => edit(index, name, value)}
          inputMode={inputMode}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
        />
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      {tiers.map((_, index) => (
        <fieldset key={index} className={styles.tier}>
          <legend>{t('agents.contracts.tier', { number: index + 1 })}</legend>
          {field(index, 'turnover', t('agents.contracts.turnoverFrom'), 'decimal')}
          {field(index, 'activeMembers', t('agents.contracts.activeMembers'), 'numeric')}
          {field(index, 'ratio', t('agents.contracts.ratio'), 'decimal')}
          {tiers.length > 1 ? (
            <button
              type="button"
              className="button"
              onClick={() => onChange(tiers.filter((__, at) => at !== index))}
            >
              {t('agents.contracts.removeTier', { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {problems.tiers ? (
        <p className={ui.error} role="alert">
          {problemText('tiers')}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button
          type="button"
          className="button"
          disabled={tiers.length >= AGENT_CONTRACT_MAX_TIERS}
          onClick={() => onChange([...tiers, EMPTY_TIER_DRAFT])}
        >
          {t('agents.contracts.addTier')}
        </button>
      </div>
    </>
  );
}
