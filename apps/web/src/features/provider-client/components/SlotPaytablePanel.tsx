import { useTranslation } from 'react-i18next';
import type { SlotPaytable } from '@wps/shared-types';
import { SlotSymbol, useSymbolName } from './SlotSymbol';
import clientStyles from './ProviderClient.module.css';
import styles from './SlotGame.module.css';

// Line pays start at 2 of a kind; scatter pays at 3 anywhere.
const FIRST_LINE_COUNT = 2;
const FIRST_SCATTER_COUNT = 3;

/** What every symbol pays, the scatter, the 20 lines and the return to player. */
export function SlotPaytablePanel({ paytable }: { paytable: SlotPaytable }) {
  const { t } = useTranslation('providerClient');
  const symbolName = useSymbolName();
  const kinds = paytable.linePays[paytable.wild]?.map((_, index) => index + FIRST_LINE_COUNT) ?? [];

  return (
    <details className={clientStyles.panel}>
      <summary>{t('providerClient.slot.paytable')}</summary>
      <p>{t('providerClient.rtp', { rtp: paytable.returnToPlayer })}</p>
      <p className={clientStyles.hint}>
        {t('providerClient.slot.rules', {
          wild: symbolName(paytable.wild),
          scatter: symbolName(paytable.scatter),
        })}
      </p>

      <table className={clientStyles.table}>
        <caption>{t('providerClient.slot.linePays', { lines: paytable.paylines.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('providerClient.slot.symbol')}</th>
            {kinds.map((kind) => (
              <th key={kind} scope="col">
                {t('providerClient.slot.ofAKind', { size: kind })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(paytable.linePays).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row" className={styles.paytableSymbol}>
                <SlotSymbol symbol={symbol} decorative />
                {symbolName(symbol)}
              </th>
              {pays.map((pay, index) => (
                <td key={index}>×{pay}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <table className={clientStyles.table}>
        <caption>
          {t('providerClient.slot.scatterPays', { symbol: symbolName(paytable.scatter) })}
        </caption>
        <tbody>
          {paytable.scatterPays.map((pay, index) => (
            <tr key={index}>
              <th scope="row">
                {t('providerClient.slot.anywhere', { size: index + FIRST_SCATTER_COUNT })}
              </th>
              <td>×{pay}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className={styles.paylinesTitle}>{t('providerClient.slot.paylines')}</h3>
      <ol className={styles.paylines}>
        {paytable.paylines.map((rows, index) => (
          <li key={index}>
            <span>{index + 1}</span>
            <svg
              viewBox={`0 0 ${paytable.reels * 10} ${paytable.rows * 10}`}
              role="img"
              aria-label={t('providerClient.slot.payline', {
                line: index + 1,
                rows: rows.map((row) => row + 1).join(' '),
              })}
            >
              {rows.map((row, reel) =>
                Array.from({ length: paytable.rows }, (_, cellRow) => (
                  <rect
                    key={`${reel}-${cellRow}`}
                    x={reel * 10 + 1}
                    y={cellRow * 10 + 1}
                    width="8"
                    height="8"
                    rx="2"
                    className={cellRow === row ? styles.paylineOn : styles.paylineOff}
                  />
                )),
              )}
            </svg>
          </li>
        ))}
      </ol>
    </details>
  );
}
