import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { Modal } from '../../../ui/Modal';
import formStyles from '../../../ui/Form.module.css';
import { useMoneyFormat } from '../../wallet';
import type { DueRealityCheck } from '../hooks/useRealityCheck';
import styles from './GameFrame.module.css';

interface RealityCheckDialogProps {
  check: DueRealityCheck;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * The reality check over the game: the login session's time and net result, and the choice to
 * play on or stop. It has no close button and ignores Escape: the player answers it.
 */
export function RealityCheckDialog({ check, onContinue, onStop }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { status, error } = check;
  const hours = status ? Math.floor(status.minutesPlayed / 60) : 0;
  const minutes = status ? status.minutesPlayed % 60 : 0;

  return (
    <Modal
      title={t('gameFrame.realityCheck.title')}
      onClose={onContinue}
      closable={false}
      size="small"
    >
      <div className={formStyles.form} aria-busy={!status && !error}>
        <p className={styles.checkIntro}>{t('gameFrame.realityCheck.intro')}</p>
        {status && (
          <dl className={styles.figures}>
            <div>
              <dt>{t('gameFrame.realityCheck.timePlayed')}</dt>
              <dd>
                {hours > 0
                  ? t('gameFrame.realityCheck.hoursMinutes', { hours, minutes })
                  : t('gameFrame.realityCheck.minutes', { minutes })}
              </dd>
            </div>
            <div>
              <dt>{t('gameFrame.realityCheck.netResult')}</dt>
              <dd>{money(status.netResult)}</dd>
            </div>
          </dl>
        )}
        {error ? (
          <p className={formStyles.formError} role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button
            type="button"
            className={`button button--primary ${formStyles.submit}`}
            onClick={onContinue}
          >
            {t('gameFrame.realityCheck.continue')}
          </button>
          <button type="button" className="button button--ghost" onClick={onStop}>
            {t('gameFrame.realityCheck.stop')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
