import { useState } from 'react';
import type { ConsoleChallenge, ConsoleSignedIn } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useEnterConsole } from '../hooks/useSession';
import { AuthFrame } from './AuthFrame';
import { CodeStep, PasswordStep, RecoveryCodeStep, RecoveryCodesStep } from './SignInSteps';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: ConsoleChallenge }
  | { kind: 'recovery'; challenge: ConsoleChallenge }
  | { kind: 'recoveryCodes'; signedIn: ConsoleSignedIn };

/**
 * Username and password, then the second step: the first code of a new authenticator (ENROL,
 * with its QR code and secret) or a code from it (CODE), or a recovery code instead. Recovery
 * codes that come with the answer are shown once, before the console opens.
 */
export function SignInPage() {
  const { t } = useConsoleTranslation();
  const enterConsole = useEnterConsole();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const startAgain = () => setStep({ kind: 'password' });
  const signedIn = (answer: ConsoleSignedIn) => {
    if (answer.recoveryCodes?.length) setStep({ kind: 'recoveryCodes', signedIn: answer });
    else enterConsole(answer.operator);
  };

  switch (step.kind) {
    case 'password':
      return (
        <AuthFrame title={t('signIn.title')}>
          <PasswordStep onChallenge={(challenge) => setStep({ kind: 'code', challenge })} />
        </AuthFrame>
      );
    case 'code':
      return (
        <AuthFrame
          title={step.challenge.stage === 'ENROL' ? t('signIn.enrolTitle') : t('signIn.codeTitle')}
        >
          <CodeStep
            challenge={step.challenge}
            onSignedIn={signedIn}
            onUseRecoveryCode={() => setStep({ kind: 'recovery', challenge: step.challenge })}
            onStartAgain={startAgain}
          />
        </AuthFrame>
      );
    case 'recovery':
      return (
        <AuthFrame title={t('signIn.recoveryTitle')}>
          <RecoveryCodeStep
            challenge={step.challenge}
            onSignedIn={signedIn}
            onUseAuthenticator={() => setStep({ kind: 'code', challenge: step.challenge })}
            onStartAgain={startAgain}
          />
        </AuthFrame>
      );
    case 'recoveryCodes':
      return (
        <AuthFrame title={t('signIn.recoveryCodesTitle')}>
          <RecoveryCodesStep
            codes={step.signedIn.recoveryCodes ?? []}
            onSaved={() => enterConsole(step.signedIn.operator)}
          />
        </AuthFrame>
      );
  }
}
