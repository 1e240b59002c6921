import { useState, type FormEvent } from 'react';
import {
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
  type ConsoleNewOperator,
  type OperatorRole,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ROLE_LABEL_KEYS } from '../../../lib/roles';
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { addOperator } from '../api';
import { useOperatorWrite } from '../hooks/useOperatorWrite';
import styles from './OperatorsPage.module.css';

/** A new operator: username and role; the generated password is shown once, here. */
export function AddOperatorForm() {
  const { t } = useConsoleTranslation();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('READ_ONLY');
  const [badFormat, setBadFormat] = useState(false);
  const [created, setCreated] = useState<ConsoleNewOperator | null>(null);
  const add = useOperatorWrite(addOperator, (answer) => {
    setCreated(answer);
    setUsername('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const wrong = !OPERATOR_USERNAME_PATTERN.test(name);
    setBadFormat(wrong);
    if (wrong || add.isPending) return;
    setCreated(null);
    add.mutate({ username: name, role });
  };

  return (
    <section className={ui.card} aria-labelledby="operators-add">
      <h2 id="operators-add" className={ui.cardTitle}>
        {t('operators.add')}
      </h2>
      <form className={ui.form} onSubmit={submit} noValidate>
        <p className={ui.muted}>{t('operators.addText')}</p>
        <div className={styles.addFields}>
          <Field
            label={t('operators.username')}
            value={username}
            onValueChange={setUsername}
            autoComplete="off"
            maxLength={32}
          />
          <SelectField
            label={t('operators.role')}
            value={role}
            onValueChange={(value) => setRole(value as OperatorRole)}
            options={OPERATOR_ROLES.map((code) => ({
              value: code,
              label: t(ROLE_LABEL_KEYS[code]),
            }))}
          />
        </div>
        {badFormat ? (
          <p className={ui.error} role="alert">
            {t('operators.usernameFormat')}
          </p>
        ) : null}
        {add.isError && !badFormat ? <ErrorMessage error={add.error} /> : null}
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {t('operators.addButton')}
          </button>
        </div>
      </form>
      {created ? (
        <NewPassword
          created={created}
          onDone={() => {
            // The password leaves the page's memory: the mutation kept the answer too.
            setCreated(null);
            add.reset();
          }}
        />
      ) : null}
    </section>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The generated password, this once, with a copy button and what to do with it. */
function NewPassword({ created, onDone }: { created: ConsoleNewOperator; onDone: () => void }) {
  const { t } = useConsoleTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const username = created.operator.username;
  const copyPassword = () => {
    // The clipboard needs a secure context and the page's focus; where refused, the text stays
    // selectable.
    navigator.clipboard.writeText(created.password).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className={styles.newPassword} role="region" aria-label={t('operators.newPassword')}>
      <p className={ui.success} role="status">
        {t('operators.added', { username })}
      </p>
      <p className={styles.warning}>{t('operators.passwordWarning', { username })}</p>
      <p className={styles.passwordLine}>
        <span className={ui.label}>{t('operators.password')}</span>
        <code className={`${ui.code} ${styles.password}`}>{created.password}</code>
      </p>
      <div className={ui.actions}>
        <button type="button" className="button button--primary" onClick={copyPassword}>
          {t('operators.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('operators.passwordDone')}
        </button>
        {copy === 'copied' ? (
          <span className={ui.success} role="status">
            {t('operators.copied')}
          </span>
        ) : null}
        {copy === 'failed' ? (
          <span className={ui.error} role="alert">
            {t('operators.copyFailed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
