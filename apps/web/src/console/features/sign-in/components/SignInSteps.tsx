import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleChallenge, ConsoleSignedIn } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { signIn, verifyCode, verifyRecoveryCode } from '../api';
import styles from './AuthFrame.module.css';

const SIX_DIGITS = /^\d{6}$/;

function InputError({ text }: { text: string | null }) {
  return text ? (
    <p className={ui.error} role="alert">
      {text}
    </p>
  ) : null;
}

export function PasswordStep({
  onChallenge,
}: {
  onChallenge: (challenge: ConsoleChallenge) => void;
}) {
  const { t } = useConsoleTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onChallenge });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(!name || !password);
    if (name && password) mutation.mutate({ username: name, password });
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <Field
        label={t('signIn.username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="username"
        autoFocus
      />
      <Field
        label={t('signIn.password')}
        type="password"
        value={password}
        onValueChange={setPassword}
        autoComplete="current-password"
      />
      <InputError text={missing ? t('signIn.required') : null} />
      {mutation.isError && !missing ? <ErrorMessage error={mutation.error} /> : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}

interface CodeStepProps {
  challenge: ConsoleChallenge;
  onSignedIn: (answer: ConsoleSignedIn) => void;
  onUseRecoveryCode: () => void;
  onStartAgain: () => void;
}

/** ENROL: the new secret as a QR code and as text, then its first code. CODE: a code. */
export function CodeStep({
  challenge,
  onSignedIn,
  onUseRecoveryCode,
  onStartAgain,
}: CodeStepProps) {
  const { t } = useConsoleTranslation();
  const [code, setCode] = useState('');
  const [badFormat, setBadFormat] = useState(false);
  const mutation = useMutation({ mutationFn: verifyCode, onSuccess: onSignedIn });
  const enrolment = challenge.stage === 'ENROL' ? challenge.enrolment : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    setBadFormat(!SIX_DIGITS.test(digits));
    if (SIX_DIGITS.test(digits)) mutation.mutate({ challenge: challenge.challenge, code: digits });
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      {enrolment ? (
        <>
          <p className={ui.muted}>{t('signIn.enrolText')}</p>
          <img className={styles.qr} src={enrolment.qrCode} alt={t('signIn.qrCode')} />
          <div className={ui.field}>
            <span className={ui.label}>{t('signIn.secret')}</span>
            <code className={ui.code}>{enrolment.secret}</code>
          </div>
        </>
      ) : (
        <p className={ui.muted}>{t('signIn.codeText')}</p>
      )}
      <Field
        label={t('signIn.code')}
        value={code}
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
      />
      <InputError text={badFormat ? t('signIn.codeFormat') : null} />
      {mutation.isError && !badFormat ? <ErrorMessage error={mutation.error} /> : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {t('signIn.verify')}
      </button>
      <div className={ui.actions}>
        {challenge.stage === 'CODE' ? (
          <button type="button" className="link-button" onClick={onUseRecoveryCode}>
            {t('signIn.useRecoveryCode')}
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={onStartAgain}>
          {t('signIn.startAgain')}
        </button>
      </div>
    </form>
  );
}

interface RecoveryCodeStepProps {
  challenge: ConsoleChallenge;
  onSignedIn: (answer: ConsoleSignedIn) => void;
  onUseAuthenticator: () => void;
  onStartAgain: () => void;
}

export function RecoveryCodeStep({
  challenge,
  onSignedIn,
  onUseAuthenticator,
  onStartAgain,
}: RecoveryCodeStepProps) {
  const { t } = useConsoleTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: verifyRecoveryCode, onSuccess: onSignedIn });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setMissing(!value);
    if (value) mutation.mutate({ challenge: challenge.challenge, code: value });
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <p className={ui.muted}>{t('signIn.recoveryText')}</p>
      <Field
        label={t('signIn.recoveryCode')}
        value={code}
        onValueChange={setCode}
        autoComplete="off"
        spellCheck={false}
        autoFocus
      />
      <InputError text={missing ? t('signIn.recoveryRequired') : null} />
      {mutation.isError && !missing ? <ErrorMessage error={mutation.error} /> : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {t('signIn.verify')}
      </button>
      <div className={ui.actions}>
        <button type="button" className="link-button" onClick={onUseAuthenticator}>
          {t('signIn.useAuthenticator')}
        </button>
        <button type="button" className="link-button" onClick={onStartAgain}>
          {t('signIn.startAgain')}
        </button>
      </div>
    </form>
  );
}

/** Shown once: the codes exist only in this answer, so the operator confirms they kept them. */
export function RecoveryCodesStep({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useConsoleTranslation();
  return (
    <div className={ui.form}>
      <p className={ui.muted}>{t('signIn.recoveryCodesText')}</p>
      <ol className={styles.codes} aria-label={t('signIn.recoveryCodesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onSaved}>
        {t('signIn.recoveryCodesSaved')}
      </button>
    </div>
  );
}
