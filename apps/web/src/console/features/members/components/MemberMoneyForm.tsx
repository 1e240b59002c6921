import type { FormEvent, ReactNode } from 'react';
import type { FourEyesApprovalView } from '@wps/shared-types';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { AwaitingSecondApprover } from '../../approvals';

interface MemberMoneyFormProps {
  /** The card's heading id (aria-labelledby). */
  id: string;
  title: string;
  text: string;
  /** The form's fields. */
  children: ReactNode;
  /** What the form's own checks found, said before sending. */
  problem: string | null;
  /** The write's failure, shown when the form found nothing. */
  error: unknown;
  /** The confirmation of a write that moved money; null before one or while it waits. */
  done: string | null;
  /** The four-eyes approval of the last write, when it waits for a second operator. */
  approval: FourEyesApprovalView | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
}

/**
 * The card of a console form that moves a member's money (an adjustment, a bonus grant): its
 * fields, the problem the form found or the server's refusal, the result, and the notice when
 * four-eyes holds the write for a second operator.
 */
export function MemberMoneyForm(props: MemberMoneyFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  return (
    <section className={ui.card} aria-labelledby={props.id}>
      <h2 id={props.id} className={ui.cardTitle}>
        {props.title}
      </h2>
      <form className={ui.form} onSubmit={submit} noValidate>
        <p className={ui.muted}>{props.text}</p>
        {props.children}
        {props.problem ? (
          <p className={ui.error} role="alert">
            {props.problem}
          </p>
        ) : null}
        {props.error && !props.problem ? <ErrorMessage error={props.error} /> : null}
        {props.done ? (
          <p className={ui.success} role="status">
            {props.done}
          </p>
        ) : null}
        <AwaitingSecondApprover approval={props.approval} />
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={props.pending}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
