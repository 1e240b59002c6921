import { useTranslation } from 'react-i18next';
import { moneyCents, type PlayFigures, type ProtectionOverview } from '@wps/shared-types';
import { useMoneyFormat } from '../../wallet';
import { hoursAndMinutes } from '../protection';
import styles from './ResponsibleGaming.module.css';

/** The member's own figures this week and this month: time played, net result, wagered, deposited. */
export function FiguresSection({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('responsibleGaming');
  const money = useMoneyFormat();
  const periods = [overview.week, overview.month];
  const played = (figures: PlayFigures) =>
    t('responsibleGaming.figures.duration', hoursAndMinutes(figures.minutesPlayed));
  // Positive: the member won; the sign is written out either way.
  const net = (figures: PlayFigures) =>
    `${moneyCents(figures.netResult) > 0n ? '+' : ''}${money(figures.netResult)}`;
  const rows = [
    { label: t('responsibleGaming.figures.timePlayed'), value: played },
    { label: t('responsibleGaming.figures.netResult'), value: net },
    { label: t('responsibleGaming.figures.wagered'), value: (f: PlayFigures) => money(f.wagered) },
    {
      label: t('responsibleGaming.figures.deposited'),
      value: (f: PlayFigures) => money(f.deposited),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="rg-figures">
      <h2 id="rg-figures">{t('responsibleGaming.figures.title')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('responsibleGaming.figures.week')}</th>
            <th scope="col">{t('responsibleGaming.figures.month')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {periods.map((figures, index) => (
                <td key={index}>{row.value(figures)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('responsibleGaming.figures.note')}</p>
    </section>
  );
}
