import { useState } from 'react';
import type { ConsoleAdjustmentRequest, ConsoleAdjustmentResult } from '@wps/shared-types';
import { money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, TextAreaField } from '../../../ui/Field';
import { useOperator } from '../../sign-in';
import { adjustBalance } from '../api';
import { useKeyedMemberWrite } from '../hooks/useKeyedMemberWrite';
import { MemberMoneyForm } from './MemberMoneyForm';

/** A signed amount with at most two decimals, not zero: "50", "50.00", "-20.5". */
const SIGNED_AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

function amountProblem(amount: string): boolean {
  return !SIGNED_AMOUNT.test(amount) || /^-?0*(\.0*)?$/.test(amount);
}

/**
 * A manual credit or debit of the main wallet with its reason, one entry per submission however
 * often it is clicked. Four-eyes may hold it for a second operator.
 */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ConsoleAdjustmentResult | null>(null);
  const adjustment = useKeyedMemberWrite(
    memberId,
    (request: ConsoleAdjustmentRequest, key) => adjustBalance(memberId, request, key),
    (answer) => {
      setResult(answer);
      setAmount('');
      setReason('');
    },
  );

  const submit = () => {
    const request = { amount: amount.trim(), reason: reason.trim() };
    let found: string | null = null;
    if (amountProblem(request.amount)) found = t('members.amountFormat');
    else if (!request.reason) found = t('members.reasonRequired');
    setProblem(found);
    setResult(null);
    if (!found) adjustment.mutate(request);
  };

  return (
    <MemberMoneyForm
      id="member-adjustment"
      title={t('members.adjustment')}
      text={t('members.adjustmentText')}
      problem={problem}
      error={adjustment.error}
      done={
        result?.entryId ? t('members.adjusted', { balance: money(result.balance, symbol) }) : null
      }
      approval={result?.approval ?? null}
      submitLabel={t('members.adjust')}
      pending={adjustment.isPending}
      onSubmit={submit}
    >
      <Field
        label={t('members.amount')}
        value={amount}
        onValueChange={setAmount}
        inputMode="decimal"
        placeholder="50.00 / -20.00"
        autoComplete="off"
      />
      <TextAreaField
        label={t('members.reason')}
        value={reason}
        onValueChange={setReason}
        maxLength={500}
      />
    </MemberMoneyForm>
  );
}
