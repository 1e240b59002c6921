import { useState } from 'react';
import type { ConsoleBonusGrantRequest, ConsoleBonusGrantResult } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, TextAreaField } from '../../../ui/Field';
import { grantBonus } from '../api';
import { useKeyedMemberWrite } from '../hooks/useKeyedMemberWrite';
import { MemberMoneyForm } from './MemberMoneyForm';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A bonus to the member (from the house's promotion account, with its turnover), one per
 * submission however often it is clicked. Four-eyes may hold it for a second operator.
 */
export function BonusGrantForm({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const [amount, setAmount] = useState('');
  const [multiplier, setMultiplier] = useState('1');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ConsoleBonusGrantResult | null>(null);
  const grant = useKeyedMemberWrite(
    memberId,
    (request: ConsoleBonusGrantRequest, key) => grantBonus(request, key),
    (answer) => {
      setResult(answer);
      setAmount('');
      setReason('');
    },
  );

  const submit = () => {
    const request = {
      memberId,
      amount: amount.trim(),
      turnoverMultiplier: Number(multiplier),
      reason: reason.trim(),
    };
    let found: string | null = null;
    if (!AMOUNT.test(request.amount) || Number(request.amount) <= 0) {
      found = t('members.bonusAmountFormat');
    } else if (!Number.isInteger(request.turnoverMultiplier) || request.turnoverMultiplier < 0) {
      found = t('members.multiplierFormat');
    } else if (request.reason.length < 3) found = t('members.reasonRequired');
    setProblem(found);
    setResult(null);
    if (!found) grant.mutate(request);
  };

  return (
    <MemberMoneyForm
      id="member-bonus-grant"
      title={t('members.bonusGrant')}
      text={t('members.bonusGrantText')}
      problem={problem}
      error={grant.error}
      done={result?.bonusId ? t('members.bonusGranted') : null}
      approval={result?.approval ?? null}
      submitLabel={t('members.grantBonus')}
      pending={grant.isPending}
      onSubmit={submit}
    >
      <Field
        label={t('members.bonusAmount')}
        value={amount}
        onValueChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
      />
      <Field
        label={t('members.turnoverMultiplier')}
        value={multiplier}
        onValueChange={setMultiplier}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextAreaField
        label={t('members.bonusReason')}
        value={reason}
        onValueChange={setReason}
        maxLength={200}
      />
    </MemberMoneyForm>
  );
}
