import styles from './Lottery.module.css';

/** The numbers of one draw in prize order, as balls. */
export function DrawNumbers({ numbers }: { numbers: readonly string[] }) {
  return (
    <ul className={styles.numbers}>
      {numbers.map((number, index) => (
        <li key={index} className={styles.number}>
          {number}
        </li>
      ))}
    </ul>
  );
}
