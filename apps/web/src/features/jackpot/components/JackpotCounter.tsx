import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../wallet';
import { useJackpot } from '../hooks/useJackpot';
import { centsToAmount } from '../jackpot';
import styles from './JackpotCounter.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The slots page's jackpot (spec 1 §4): rolling digits of the operator's currency. */
export function JackpotCounter() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const text = money(centsToAmount(useJackpot()));
  const characters = [...text];

  return (
    <section className={styles.jackpot} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={styles.title}>
        {t('jackpot.title')}
      </h2>
      {/* Read once as plain text: a live region announcing every 3 s tick would drown the page. */}
      <p className="visually-hidden" data-testid="jackpot-value">
        {text}
      </p>
      <p className={styles.digits} aria-hidden="true">
        {characters.map((character, index) => {
          // Keyed from the right, so a column keeps rolling when the amount gains a digit.
          const key = characters.length - index;
          const digit = DIGITS.indexOf(character);
          if (digit < 0)
            return (
              <span key={key} className={styles.separator}>
                {character}
              </span>
            );
          return (
            <span key={key} className={styles.window}>
              <span
                className={styles.strip}
                style={{ transform: `translateY(calc(var(--digit-height) * ${-digit}))` }}
              >
                {DIGITS.map((face) => (
                  <span key={face} className={styles.face}>
                    {face}
                  </span>
                ))}
              </span>
            </span>
          );
        })}
      </p>
    </section>
  );
}
