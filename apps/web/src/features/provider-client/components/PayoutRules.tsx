import { useTranslation } from 'react-i18next';
import clientStyles from './ProviderClient.module.css';

/** One line of a table game's payouts: a spot (or a kind of bet) and what it returns. */
export interface PayoutRow {
  key: string;
  name: string;
  /** The spot's chance in percent, shown when the rules have a chance column. */
  chance?: string;
  returns: string;
  /** The return to player in percent. */
  returnToPlayer: string;
}

interface PayoutRulesProps {
  title: string;
  rows: readonly PayoutRow[];
  /** The heading of a chance column before the returns (the cockfight's); none without it. */
  chanceHeading?: string;
  /** The table's rules in a sentence or two, under the payouts. */
  rules: string;
}

/** Under a table game, folded: what each spot returns, its return to player, and the rules. */
export function PayoutRules({ title, rows, chanceHeading, rules }: PayoutRulesProps) {
  const { t } = useTranslation('providerClient');
  return (
    <details className={clientStyles.panel}>
      <summary>{title}</summary>
      <table className={clientStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('providerClient.baccarat.spot')}</th>
            {chanceHeading ? <th scope="col">{chanceHeading}</th> : null}
            <th scope="col">{t('providerClient.baccarat.returns')}</th>
            <th scope="col">{t('providerClient.baccarat.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {chanceHeading ? <td>{row.chance}%</td> : null}
              <td>{row.returns}</td>
              <td>{row.returnToPlayer}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={clientStyles.hint}>{rules}</p>
    </details>
  );
}
