import { useRef, useState, type FormEvent } from 'react';
import type { ConsoleAdjustmentRequest, ConsoleAdjustmentResult } from '@wps/shared-types';
import { money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, TextAreaField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { adjustBalance } from '../api';
import { useMemberWrite } from '../hooks/useMemberWrite';

/** A signed amount with at most two decimals, not zero: "50", "50.00", "-20.5". */
const SIGNED_AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

function amountProblem(amount: string): boolean {
  return !SIGNED_AMOUNT.test(amount) || /^-?0*(\.0*)?$/.test(amount);
}

/**
 * A manual credit or debit of the main wallet with its reason. One Idempotency-Key per
 * submission: a double click or a retry of the same request sends the same key (one entry);
 * a changed amount or reason is a new submission with a new key.
 */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ConsoleAdjustmentResult | null>(null);
  const pending = useRef<{ body: string; key: string } | null>(null);
  const adjustment = useMemberWrite(
    memberId,
    (request: ConsoleAdjustmentRequest) => {
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: crypto.randomUUID() };
      return adjustBalance(memberId, request, pending.current.key);
    },
    (answer) => {
      pending.current = null;
      setResult(answer);
      setAmount('');
      setReason('');
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adjustment.isPending) return;
    const request = { amount: amount.trim(), reason: reason.trim() };
    let found: string | null = null;
    if (amountProblem(request.amount)) found = t('members.amountFormat');
    else if (!request.reason) found = t('members.reasonRequired');
    setProblem(found);
    setResult(null);
    if (!found) adjustment.mutate(request);
  };

  return (
    <section className={ui.card} aria-labelledby="member-adjustment">
      <h2 id="member-adjustment" className={ui.cardTitle}>
        {t('members.adjustment')}
      </h2>
      <form className={ui.form} onSubmit={submit} noValidate>
        <p className={ui.muted}>{t('members.adjustmentText')}</p>
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
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
        {adjustment.isError && !problem ? <ErrorMessage error={adjustment.error} /> : null}
        {result ? (
          <p className={ui.success} role="status">
            {t('members.adjusted', { balance: money(result.balance, symbol) })}
          </p>
        ) : null}
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={adjustment.isPending}>
            {t('members.adjust')}
          </button>
        </div>
      </form>
    </section>
  );
}
