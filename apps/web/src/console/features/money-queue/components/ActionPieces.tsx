import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { isConflict, type MoneyAction } from '../hooks/useMoneyAction';

// The parts of a request's decision that deposits and withdrawals share.

/** The button that asks for an action's confirmation. */
export function AskButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className={ui.actions}>
      <button type="button" className="button button--primary" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

interface ConfirmActionProps<Asked> {
  action: MoneyAction<Asked>;
  confirmation: (asked: Asked) => { title: string; button: string; text: string };
}

/** The confirmation of what the operator asked for, while it waits for one. */
export function ConfirmAction<Asked>({ action, confirmation }: ConfirmActionProps<Asked>) {
  const { asked, mutation, cancel } = action;
  if (asked === null) return null;
  const { title, button, text } = confirmation(asked);
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={button}
      busy={mutation.isPending}
      error={mutation.error}
      onClose={cancel}
      onConfirm={() => mutation.mutate(asked)}
    >
      <p className={ui.muted}>{text}</p>
    </ConfirmDialog>
  );
}

interface ActionErrorProps<Asked> {
  action: MoneyAction<Asked>;
  /** What a 409 says, where the kind explains it; otherwise the error's own text. */
  conflict?: string;
}

/** An action's failure once its confirmation is closed (the dialog shows it while open). */
export function ActionError<Asked>({ action, conflict }: ActionErrorProps<Asked>) {
  const { mutation, asked } = action;
  if (!mutation.isError || asked !== null) return null;
  if (conflict && isConflict(mutation.error)) {
    return (
      <p className={ui.error} role="alert">
        {conflict}
      </p>
    );
  }
  return <ErrorMessage error={mutation.error} />;
}

interface NoteFormProps {
  label: string;
  hint: string;
  maxLength: number;
  /** What the alert says when the text is left empty. */
  missing: string;
  button: string;
  onSubmit: (text: string) => void;
  /** An action sent at once: its failure under the text, its button waiting while it is sent. */
  error?: unknown;
  busy?: boolean;
  /** Fields the action asks besides the text (a rejection's category), above it. */
  children?: ReactNode;
}

/** A required text (a reason, a note) for an action. */
export function NoteForm({
  label,
  hint,
  maxLength,
  missing,
  button,
  onSubmit,
  error,
  busy = false,
  children,
}: NoteFormProps) {
  const [text, setText] = useState('');
  const [isMissing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setMissing(!trimmed);
    if (trimmed && !busy) onSubmit(trimmed);
  };
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      {children}
      <TextAreaField
        label={label}
        value={text}
        onValueChange={setText}
        maxLength={maxLength}
        rows={3}
        hint={hint}
      />
      {isMissing ? (
        <p className={ui.error} role="alert">
          {missing}
        </p>
      ) : null}
      {error ? <ErrorMessage error={error} /> : null}
      <div className={ui.actions}>
        <button type="submit" className="button" disabled={busy}>
          {button}
        </button>
      </div>
    </form>
  );
}
