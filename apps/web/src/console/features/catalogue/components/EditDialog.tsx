import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../ui/Dialog';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import styles from './CataloguePages.module.css';

interface EditDialogProps<Result, Update> {
  title: string;
  onClose: () => void;
  save: UseMutationResult<Result, Error, Update>;
  /** What the save sends: the fields that changed. */
  changes: Update;
  /** Something to save (or to refuse); otherwise the button waits. */
  changed: boolean;
  /** What the form refuses before sending, if anything, as the operator reads it. */
  check: () => string | null;
  children: ReactNode;
}

/** A catalogue row's dialog: its fields, the refusal or the API's error, save and cancel. */
export function EditDialog<Result, Update>({
  title,
  onClose,
  save,
  changes,
  changed,
  check,
  children,
}: EditDialogProps<Result, Update>) {
  const { t } = useConsoleTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found || save.isPending) return;
    save.mutate(changes);
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {children}
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
        {save.isError && !problem ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={!changed || save.isPending}
          >
            {t('catalogue.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
