import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCEPT_ANY_TEXT,
  ACCEPT_PATTERN_ID,
  REGISTER_FIELD_PATTERNS,
  validateField,
  type RegisterFieldRule,
} from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { registrationRulesQuery, updateRegistrationRules } from '../api';

// "Length only" is the pattern value '*'; every other choice is a pattern id.
const LENGTH_ONLY = 'length';

/** The rule's pattern as the select shows it. */
const patternChoice = (rule: RegisterFieldRule) =>
  rule.acceptedPattern === ACCEPT_ANY_TEXT ? LENGTH_ONLY : String(rule.patternId);

function withPattern(rule: RegisterFieldRule, choice: string): RegisterFieldRule {
  return choice === LENGTH_ONLY
    ? { ...rule, acceptedPattern: ACCEPT_ANY_TEXT, patternId: 0 }
    : { ...rule, acceptedPattern: ACCEPT_PATTERN_ID, patternId: Number(choice) };
}

const lengthOf = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/**
 * The registration form's field rules, with a live preview: a value typed for a field is checked
 * by the same shared validator the registration form and the API use, against the rule as edited.
 */
export function RegistrationRules() {
  const { t } = useConsoleTranslation();
  const rules = useQuery(registrationRulesQuery);
  return (
    <section className={ui.card} aria-labelledby="registration-rules">
      <h2 id="registration-rules" className={ui.cardTitle}>
        {t('site.registrationRules')}
      </h2>
      {rules.isPending ? <Loading /> : null}
      {rules.isError ? <ErrorMessage error={rules.error} /> : null}
      {rules.data ? <RulesForm key={rules.dataUpdatedAt} rules={rules.data} /> : null}
    </section>
  );
}

function RulesForm({ rules }: { rules: RegisterFieldRule[] }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('site.write');
  const client = useQueryClient();
  const [draft, setDraft] = useState(rules);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateRegistrationRules,
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: registrationRulesQuery.queryKey });
    },
  });
  const changed = draft.filter(
    (rule, index) => JSON.stringify(rule) !== JSON.stringify(rules[index]),
  );
  const edit = (index: number, rule: RegisterFieldRule) => {
    setSaved(false);
    setDraft((current) => current.map((old, at) => (at === index ? rule : old)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length > 0) save.mutate(changed);
  };
  const patterns = [
    { value: LENGTH_ONLY, label: t('site.lengthOnly') },
    ...REGISTER_FIELD_PATTERNS.filter((pattern) => pattern.id !== 0).map((pattern) => ({
      value: String(pattern.id),
      label: `${pattern.id}: ${pattern.description}`,
    })),
  ];

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <p className={ui.muted}>{t('site.registrationRulesText')}</p>
      <div className={ui.tableScroll}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{t('site.ruleField')}</th>
              <th scope="col">{t('site.ruleEnabled')}</th>
              <th scope="col">{t('site.ruleRequired')}</th>
              <th scope="col">{t('site.rulePattern')}</th>
              <th scope="col">{t('site.ruleMin')}</th>
              <th scope="col">{t('site.ruleMax')}</th>
              <th scope="col">{t('site.rulePreview')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.map((rule, index) => (
              <RuleRow
                key={rule.field}
                rule={rule}
                patterns={patterns}
                disabled={!canWrite}
                onChange={(next) => edit(index, next)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {saved ? (
        <p className={ui.success} role="status">
          {t('site.rulesSaved')}
        </p>
      ) : null}
      {canWrite ? (
        <div className={ui.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || changed.length === 0}
          >
            {t('site.saveRules')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

interface RuleRowProps {
  rule: RegisterFieldRule;
  patterns: { value: string; label: string }[];
  disabled: boolean;
  onChange: (rule: RegisterFieldRule) => void;
}

function RuleRow({ rule, patterns, disabled, onChange }: RuleRowProps) {
  const { t } = useConsoleTranslation();
  const [sample, setSample] = useState('');
  const [min, setMin] = useState(String(rule.minLength));
  const [max, setMax] = useState(String(rule.maxLength));
  const length = (text: string, set: (value: string) => void, key: 'minLength' | 'maxLength') => {
    set(text);
    const value = lengthOf(text);
    if (value !== null) onChange({ ...rule, [key]: value });
  };
  const result = validateField(sample, rule, consoleLanguage());
  return (
    <tr>
      <th scope="row">{rule.field}</th>
      <td>
        <CheckField
          label={t('site.ruleEnabledOf', { field: rule.field })}
          checked={rule.enabled}
          onCheckedChange={(enabled) => onChange({ ...rule, enabled })}
          disabled={disabled}
        />
      </td>
      <td>
        <CheckField
          label={t('site.ruleRequiredOf', { field: rule.field })}
          checked={rule.required}
          onCheckedChange={(required) => onChange({ ...rule, required })}
          disabled={disabled}
        />
      </td>
      <td>
        <SelectField
          label={t('site.rulePatternOf', { field: rule.field })}
          value={patternChoice(rule)}
          onValueChange={(choice) => onChange(withPattern(rule, choice))}
          options={patterns}
          disabled={disabled}
        />
      </td>
      <td>
        <Field
          label={t('site.ruleMinOf', { field: rule.field })}
          value={min}
          onValueChange={(text) => length(text, setMin, 'minLength')}
          inputMode="numeric"
          disabled={disabled}
        />
      </td>
      <td>
        <Field
          label={t('site.ruleMaxOf', { field: rule.field })}
          value={max}
          onValueChange={(text) => length(text, setMax, 'maxLength')}
          inputMode="numeric"
          disabled={disabled}
        />
      </td>
      <td>
        <Field
          label={t('site.rulePreviewOf', { field: rule.field })}
          value={sample}
          onValueChange={setSample}
          autoComplete="off"
        />
        {sample !== '' || rule.required ? (
          <p className={result.valid ? ui.success : ui.error} role="status">
            {result.valid ? t('site.ruleAccepted') : result.message}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
