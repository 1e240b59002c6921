import { type CSSProperties, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FishingBetRequest,
  FishingFish,
  FishingFishPay,
  FishingOutcome,
  FishingPaytable,
  ProviderRoundResponse,
  ProviderSessionResponse,
} from '@wps/shared-types';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useMoney } from '../hooks/useMoney';
import { usePlayRound } from '../hooks/useProviderSession';
import { registerFishingTexts } from '../texts';
import { FishArt } from './FishArt';
import { GameMeter } from './GameMeter';
import { RoundError } from './RoundError';
import clientStyles from './ProviderClient.module.css';
import styles from './FishingGame.module.css';

registerFishingTexts();

// Written out so every translation key appears in the code (the translations test reads them).
const FISH_NAMES = {
  ANCHOVY: 'fishing.fish.ANCHOVY',
  CLOWNFISH: 'fishing.fish.CLOWNFISH',
  PUFFERFISH: 'fishing.fish.PUFFERFISH',
  ANGELFISH: 'fishing.fish.ANGELFISH',
  LIONFISH: 'fishing.fish.LIONFISH',
  TURTLE: 'fishing.fish.TURTLE',
  STINGRAY: 'fishing.fish.STINGRAY',
  SHARK: 'fishing.fish.SHARK',
  WHALE: 'fishing.fish.WHALE',
  NAGA: 'fishing.fish.NAGA',
} as const satisfies Record<FishingFish, string>;

// How each fish swims (the pond is only a picture; the provider decides every catch): the
// height of its lane (% of the pond), its length (rem), the seconds it takes to cross, the side
// it comes from and where it is in its crossing when the game opens (0 to 1). Big fish are big
// and slow; the bottom of the pond stays clear for the cannon.
const SWIM: Record<
  FishingFish,
  { lane: number; length: number; seconds: number; leftward: boolean; phase: number }
> = {
  ANCHOVY: { lane: 8, length: 2.2, seconds: 7, leftward: false, phase: 0.1 },
  CLOWNFISH: { lane: 62, length: 2.6, seconds: 8, leftward: true, phase: 0.55 },
  PUFFERFISH: { lane: 22, length: 2.8, seconds: 9, leftward: true, phase: 0.3 },
  ANGELFISH: { lane: 72, length: 3, seconds: 9.5, leftward: false, phase: 0.75 },
  LIONFISH: { lane: 36, length: 3.2, seconds: 10, leftward: false, phase: 0.45 },
  TURTLE: { lane: 52, length: 3.8, seconds: 12, leftward: true, phase: 0.15 },
  STINGRAY: { lane: 12, length: 4.2, seconds: 13, leftward: true, phase: 0.85 },
  SHARK: { lane: 44, length: 5.2, seconds: 14, leftward: false, phase: 0.65 },
  WHALE: { lane: 26, length: 6.4, seconds: 17, leftward: false, phase: 0.35 },
  NAGA: { lane: 62, length: 7, seconds: 19, leftward: true, phase: 0.9 },
};

// The shell's flight from the cannon to the fish; the answer is held that long at least.
const FLIGHT_MS = 300;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Where a shot went: the point it was aimed at, from the cannon at the bottom middle. */
interface Shot {
  id: number;
  fish: FishingFish;
  x: number;
  y: number;
  /** From the point back to the cannon, for the shell's flight. */
  dx: number;
  dy: number;
  /** The cannon's turn, 0 straight up. */
  angle: number;
}

function aim(pond: HTMLElement | null, fish: FishingFish, id: number): Shot {
  const target = pond?.querySelector(`[data-fish="${fish}"]`);
  if (!pond || !target) return { id, fish, x: 0, y: 0, dx: 0, dy: 0, angle: 0 };
  const pondBox = pond.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2 - pondBox.left;
  const y = box.top + box.height / 2 - pondBox.top;
  const dx = pondBox.width / 2 - x;
  const dy = pondBox.height - y;
  return { id, fish, x, y, dx, dy, angle: (Math.atan2(-dx, dy) * 180) / Math.PI };
}

interface FishingGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: FishingPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/**
 * Naga Laut, the fishing game: fish swim across the pond; tapping one (or choosing a target and
 * Fire) shoots at it with the cannon's stake. Each shot is a round the provider settles: the
 * answer says whether the fish was caught and what it paid, and the balance follows.
 */
export function FishingGame({ token, session, paytable, updateSession }: FishingGameProps) {
  const { t } = useTranslation('fishing');
  const money = useMoney(session.currency);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const stakeId = useId();
  const targetId = useId();
  const pond = useRef<HTMLDivElement>(null);
  const [stake, setStake] = useState(paytable.stakes[0] ?? '');
  const [target, setTarget] = useState<FishingFish>(paytable.fish[0]?.fish ?? 'ANCHOVY');
  const [shot, setShot] = useState<Shot | null>(null);
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  // A caught fish leaves the pond and another of its kind swims in from the edge: the button
  // stays (and keeps the keyboard's focus), its swim starts again.
  const [catches, setCatches] = useState<Partial<Record<FishingFish, number>>>({});
  const play = usePlayRound<FishingBetRequest>(token, updateSession, reducedMotion ? 0 : FLIGHT_MS);

  const name = (fish: FishingFish) => t(FISH_NAMES[fish]);
  const label = ({ fish, multipliers, boss }: FishingFishPay) =>
    boss
      ? t('fishing.bossLabel', {
          fish: name(fish),
          lowest: Math.min(...multipliers),
          highest: Math.max(...multipliers),
        })
      : t('fishing.fishLabel', { fish: name(fish), multiplier: multipliers[0] });

  const fire = (fish: FishingFish) => {
    // One shot in flight: the cannon reloads when the provider answered.
    if (play.isPending || !stake) return;
    setTarget(fish);
    setShot(aim(pond.current, fish, (shot?.id ?? 0) + 1));
    play.mutate(
      { stake, fish },
      {
        onSuccess: (played) => {
          setRound(played);
          if ((played.outcome as FishingOutcome).caught) {
            setCatches((counts) => ({ ...counts, [fish]: (counts[fish] ?? 0) + 1 }));
          }
        },
      },
    );
  };

  const outcome = round?.outcome as FishingOutcome | undefined;
  const landed = round && outcome && !play.isPending ? outcome : null;
  const point = (at: Shot): CSSProperties => ({ left: at.x, top: at.y });

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${styles.sea} on-dark`}>
        <div
          ref={pond}
          className={styles.pond}
          role="group"
          aria-label={t('fishing.pond')}
          aria-busy={play.isPending}
        >
          {paytable.fish.map((pay) => {
            const swim = SWIM[pay.fish];
            const caughtBefore = catches[pay.fish] ?? 0;
            return (
              <button
                key={pay.fish}
                type="button"
                data-fish={pay.fish}
                className={[
                  styles.fish,
                  swim.leftward ? styles.leftward : '',
                  // Another animation name restarts the swim.
                  caughtBefore % 2 === 1 ? styles.again : '',
                  target === pay.fish ? styles.targeted : '',
                ].join(' ')}
                style={
                  {
                    top: `${swim.lane}%`,
                    width: `${swim.length}rem`,
                    animationDuration: `${swim.seconds}s`,
                    // A fish that swims in anew starts at the edge.
                    animationDelay: caughtBefore > 0 ? '0s' : `${-swim.phase * swim.seconds}s`,
                    '--rest': `${swim.phase * 85}%`,
                  } as CSSProperties
                }
                aria-label={label(pay)}
                onClick={() => fire(pay.fish)}
              >
                <FishArt fish={pay.fish} className={styles.fishArt} />
                <span className={styles.pay} aria-hidden="true">
                  ×{pay.boss ? Math.max(...pay.multipliers) : pay.multipliers[0]}
                </span>
              </button>
            );
          })}

          {shot && (
            <>
              <span
                key={`shell-${shot.id}`}
                className={styles.shell}
                style={
                  {
                    ...point(shot),
                    '--dx': `${shot.dx}px`,
                    '--dy': `${shot.dy}px`,
                  } as CSSProperties
                }
                aria-hidden="true"
              />
              <span
                key={`net-${shot.id}`}
                className={styles.net}
                style={point(shot)}
                aria-hidden="true"
              />
            </>
          )}
          {shot && landed?.caught && (
            <span
              key={`catch-${shot.id}`}
              className={styles.catch}
              style={point(shot)}
              aria-hidden="true"
            >
              +{money(round?.payout ?? '0')}
            </span>
          )}
          <div
            className={styles.cannon}
            style={{ '--angle': `${shot?.angle ?? 0}deg` } as CSSProperties}
            aria-hidden="true"
          >
            <span className={styles.barrel} />
            <span className={styles.base}>{money(stake)}</span>
          </div>
        </div>

        <div className={styles.controls} role="group" aria-label={t('fishing.cannon')}>
          <label className={styles.field} htmlFor={stakeId}>
            <span>{t('fishing.stake')}</span>
            <select id={stakeId} value={stake} onChange={(event) => setStake(event.target.value)}>
              {paytable.stakes.map((level) => (
                <option key={level} value={level}>
                  {money(level)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={targetId}>
            <span>{t('fishing.target')}</span>
            <select
              id={targetId}
              value={target}
              onChange={(event) => setTarget(event.target.value as FishingFish)}
            >
              {paytable.fish.map((pay) => (
                <option key={pay.fish} value={pay.fish}>
                  {label(pay)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={`button button--primary ${styles.fire}`}
            // Not disabled while reloading, so the keyboard's focus stays on it.
            aria-disabled={play.isPending}
            onClick={() => fire(target)}
          >
            {play.isPending ? t('fishing.reloading') : t('fishing.fire')}
          </button>
        </div>
      </div>

      <GameMeter balance={money(session.balance)} lastWin={round ? money(round.payout) : null}>
        <div className={clientStyles.meterItem}>
          <dt>{t('fishing.shotStake')}</dt>
          <dd>{money(stake)}</dd>
        </div>
      </GameMeter>

      <div role="status" className={clientStyles.result}>
        {round && landed && (
          <p className={clientStyles.resultTitle}>
            {landed.caught
              ? t('fishing.caught', {
                  fish: name(landed.fish),
                  multiplier: landed.multiplier,
                  amount: money(round.payout),
                })
              : t('fishing.escaped', { fish: name(landed.fish) })}
          </p>
        )}
      </div>
      <RoundError error={play.error} />

      <details className={clientStyles.panel}>
        <summary>{t('fishing.rulesTitle')}</summary>
        <table className={clientStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fishing.table.fish')}</th>
              <th scope="col">{t('fishing.table.pays')}</th>
              <th scope="col">{t('fishing.table.chance')}</th>
              <th scope="col">{t('fishing.table.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.fish.map(({ fish, multipliers, catchChance, boss }) => (
              <tr key={fish}>
                <th scope="row" className={styles.rulesFish}>
                  <FishArt fish={fish} className={styles.rulesArt} />
                  {name(fish)}
                </th>
                <td>
                  ×
                  {boss
                    ? `${Math.min(...multipliers)}–${Math.max(...multipliers)}`
                    : multipliers[0]}
                </td>
                <td>{catchChance}%</td>
                <td>{paytable.returnToPlayer}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={clientStyles.hint}>
          {t('fishing.rules', {
            minimum: money(paytable.stakes[0] ?? '0'),
            maximum: money(paytable.stakes.at(-1) ?? '0'),
            rtp: paytable.returnToPlayer,
          })}
        </p>
      </details>
    </section>
  );
}
