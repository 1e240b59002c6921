import styles from './records.module.css';

/** A win, loss or movement: green above zero, red below, plain at zero. */
export function SignedMoney({ amount, text }: { amount: string; text: string }) {
  const zero = /^-?0(\.0+)?$/.test(amount);
  const className = zero ? undefined : amount.startsWith('-') ? styles.negative : styles.positive;
  return <span className={className}>{text}</span>;
}
