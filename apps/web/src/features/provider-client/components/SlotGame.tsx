import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProviderRoundResponse,
  ProviderSessionResponse,
  SlotBetRequest,
  SlotOutcome,
  SlotPaytable,
} from '@wps/shared-types';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useMoney } from '../hooks/useMoney';
import { usePlayRound } from '../hooks/useProviderSession';
import { cellKey, restingScreen, winningCells } from '../slot-screen';
import { GameMeter } from './GameMeter';
import { RoundError } from './RoundError';
import { SlotPaytablePanel } from './SlotPaytablePanel';
import { SlotSymbol, useSymbolName } from './SlotSymbol';
import clientStyles from './ProviderClient.module.css';
import styles from './SlotGame.module.css';

// Long enough to read as a spin, short enough not to slow play down.
const SPIN_MS = 700;
// Symbols a spinning reel scrolls through (the strip's first ones, drawn twice for the loop).
const BLUR_SYMBOLS = 6;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
// Controls that use Space and Enter themselves; anywhere else the keys spin.
const OWN_KEYS = 'button, input, select, textarea, a, summary, [contenteditable="true"]';
const LINE_COLOURS = ['#facc15', '#38bdf8', '#f472b6', '#4ade80', '#fb923c'];

interface SlotGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: SlotPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/** Harimau Emas: 5 reels by 3 rows, 20 fixed lines, a bet level, and the Spin button. */
export function SlotGame({ token, session, paytable, updateSession }: SlotGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const symbolName = useSymbolName();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const betId = useId();
  const [totalBet, setTotalBet] = useState(paytable.betLevels[0] ?? '');
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  const play = usePlayRound<SlotBetRequest>(token, updateSession, reducedMotion ? 0 : SPIN_MS);

  const outcome = round?.outcome as SlotOutcome | undefined;
  const screen = outcome?.screen ?? restingScreen(paytable);
  const spinning = play.isPending;
  const highlighted = outcome && !spinning ? winningCells(outcome, paytable) : new Set<string>();

  const spin = () => {
    if (spinning || !totalBet) return;
    play.mutate({ totalBet }, { onSuccess: setRound });
  };
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey) return;
    if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
    event.preventDefault();
    spin();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const showResult = round && outcome && !spinning;

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${styles.machine} on-dark`}>
        <div
          className={`${styles.reels} ${spinning ? styles.spinning : ''}`}
          role="group"
          aria-label={t('providerClient.slot.reels')}
          aria-busy={spinning}
        >
          {paytable.reelStrips.map((strip, reel) => (
            <div key={reel} className={styles.reel}>
              {spinning && !reducedMotion ? (
                <div className={styles.strip} style={{ animationDelay: `${reel * -70}ms` }}>
                  {[...strip.slice(0, BLUR_SYMBOLS), ...strip.slice(0, BLUR_SYMBOLS)].map(
                    (symbol, index) => (
                      <div key={index} className={styles.cell}>
                        <SlotSymbol symbol={symbol} decorative />
                      </div>
                    ),
                  )}
                </div>
              ) : (
                screen.map((symbols, row) => (
                  <div
                    key={row}
                    className={`${styles.cell} ${highlighted.has(cellKey(row, reel)) ? styles.winning : ''} ${showResult ? styles.landed : ''}`}
                    style={showResult ? { animationDelay: `${reel * 60}ms` } : undefined}
                  >
                    <SlotSymbol symbol={symbols[reel] ?? ''} />
                  </div>
                ))
              )}
            </div>
          ))}
          {showResult && (
            <svg
              className={styles.lines}
              viewBox={`0 0 ${paytable.reels * 100} ${paytable.rows * 100}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {outcome.lineWins.map((win, index) => (
                <polyline
                  key={win.line}
                  points={(paytable.paylines[win.line - 1] ?? [])
                    .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                    .join(' ')}
                  stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                />
              ))}
            </svg>
          )}
        </div>

        <div className={styles.controls}>
          <label className={styles.bet} htmlFor={betId}>
            <span>{t('providerClient.slot.totalBet')}</span>
            <select
              id={betId}
              value={totalBet}
              onChange={(event) => setTotalBet(event.target.value)}
              disabled={spinning}
            >
              {paytable.betLevels.map((level) => (
                <option key={level} value={level}>
                  {money(level)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={`button button--primary ${styles.spin}`}
            onClick={spin}
            disabled={spinning}
            aria-describedby={`${betId}-hint`}
          >
            {spinning ? t('providerClient.slot.spinning') : t('providerClient.slot.spin')}
          </button>
          <p id={`${betId}-hint`} className={clientStyles.hint}>
            {t('providerClient.slot.spinHint')}
          </p>
        </div>
      </div>

      <GameMeter balance={money(session.balance)} lastWin={round ? money(round.payout) : null} />

      <div role="status" className={clientStyles.result}>
        {showResult && (
          <>
            <p className={clientStyles.resultTitle}>
              {outcome.lineWins.length > 0 || outcome.scatter
                ? t('providerClient.win', { amount: money(round.payout) })
                : t('providerClient.noWin')}
            </p>
            {(outcome.lineWins.length > 0 || outcome.scatter) && (
              <ul className={styles.wins} aria-label={t('providerClient.slot.wins')}>
                {outcome.lineWins.map((win) => (
                  <li key={win.line}>
                    <span>
                      {t('providerClient.slot.lineWin', {
                        line: win.line,
                        size: win.count,
                        symbol: symbolName(win.symbol),
                      })}
                    </span>
                    <span>{money(win.payout)}</span>
                  </li>
                ))}
                {outcome.scatter && (
                  <li>
                    <span>
                      {t('providerClient.slot.scatterWin', {
                        size: outcome.scatter.count,
                        symbol: symbolName(paytable.scatter),
                      })}
                    </span>
                    <span>{money(outcome.scatter.payout)}</span>
                  </li>
                )}
              </ul>
            )}
          </>
        )}
      </div>
      <RoundError error={play.error} />

      <SlotPaytablePanel paytable={paytable} />
    </section>
  );
}
