import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderFairness, ProviderGameCode } from '@wps/shared-types';
import { providerKeys, rotateSeed, setClientSeed } from '../api';
import { RoundError } from './RoundError';
import { RoundHistory } from './RoundHistory';
import styles from './ProviderClient.module.css';

// The client seed the provider accepts: 1 to 64 printable characters without spaces.
const CLIENT_SEED_PATTERN = '[\\x21-\\x7E]{1,64}';

// A bet of each game as the verify CLI reads it (a 4D draw and a sportsbook match are verified
// by their own numbers instead, and never show this panel).
const EXAMPLE_BETS: Record<ProviderGameCode, string> = {
  HARIMAU_EMAS: '1.00',
  BACCARAT: 'banker=10,tie=1',
  ROULETTE: 'red=10,17=1',
  DRAGON_TIGER: 'dragon=10,tie=1',
  COCKFIGHT: 'meron=10,draw=1',
  FISHING: 'stake=1.00,fish=SHARK',
  FOUR_D: '1.00',
  SPORTSBOOK: '1.00',
  ESPORTS: '1.00',
};

// The check of provably-fair.md; the placeholders are the values listed with each round.
const verifyCommand = (game: ProviderGameCode) =>
  `pnpm --filter @wps/api verify-round --game ${game} --server-seed <server seed> \\\n` +
  `  --server-seed-hash <server seed hash> --client-seed <client seed> --nonce <nonce> \\\n` +
  `  --bet ${EXAMPLE_BETS[game]}`;

interface FairnessPanelProps {
  token: string;
  game: ProviderGameCode;
  currency: string;
  fairness: ProviderFairness;
  onFairness: (fairness: ProviderFairness) => void;
}

/**
 * Provably fair: the hash of the server seed in use, the client seed (the player may change it),
 * the next nonce, rotating the seed to reveal the old one, and the rounds with their seeds.
 */
export function FairnessPanel({ token, game, currency, fairness, onFairness }: FairnessPanelProps) {
  const { t } = useTranslation('providerClient');
  const queryClient = useQueryClient();
  const seedId = useId();
  const [clientSeed, setClientSeedText] = useState(fairness.clientSeed);
  // The history loads once the player opens the panel, not with every game start.
  const [open, setOpen] = useState(false);

  const saveSeed = useMutation({
    mutationFn: (seed: string) => setClientSeed(token, seed),
    onSuccess: onFairness,
  });
  const rotate = useMutation({
    mutationFn: () => rotateSeed(token),
    onSuccess: (answer) => {
      onFairness(answer.fairness);
      setClientSeedText(answer.fairness.clientSeed);
      // The rounds of the old seed can now show it.
      void queryClient.invalidateQueries({ queryKey: providerKeys.allRounds(token) });
    },
  });
  const revealed = rotate.data?.revealed;

  return (
    <details className={styles.panel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('providerClient.fairness.title')}</summary>
      <dl className={styles.seeds}>
        <dt>{t('providerClient.fairness.serverSeedHash')}</dt>
        <dd className={styles.code}>{fairness.serverSeedHash}</dd>
        <dt>{t('providerClient.fairness.nonce')}</dt>
        <dd>{fairness.nonce}</dd>
      </dl>

      <form
        className={styles.seedForm}
        onSubmit={(event) => {
          event.preventDefault();
          saveSeed.mutate(clientSeed);
        }}
      >
        <label htmlFor={seedId}>{t('providerClient.fairness.clientSeed')}</label>
        <input
          id={seedId}
          value={clientSeed}
          onChange={(event) => setClientSeedText(event.target.value)}
          required
          maxLength={64}
          pattern={CLIENT_SEED_PATTERN}
          spellCheck={false}
          autoComplete="off"
        />
        <button
          type="submit"
          className="button button--ghost button--small"
          disabled={saveSeed.isPending || clientSeed === fairness.clientSeed}
        >
          {t('providerClient.fairness.saveClientSeed')}
        </button>
      </form>

      <div>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => rotate.mutate()}
          disabled={rotate.isPending}
        >
          {t('providerClient.fairness.rotate')}
        </button>
        <p className={styles.hint}>{t('providerClient.fairness.rotateHint')}</p>
      </div>

      <div aria-live="polite">
        {saveSeed.isSuccess && clientSeed === fairness.clientSeed && (
          <p>{t('providerClient.fairness.clientSeedSaved')}</p>
        )}
        {revealed && (
          <dl className={styles.seeds}>
            <dt>{t('providerClient.fairness.revealedSeed')}</dt>
            <dd className={styles.code}>{revealed.serverSeed}</dd>
            <dt>{t('providerClient.fairness.serverSeedHash')}</dt>
            <dd className={styles.code}>{revealed.serverSeedHash}</dd>
            <dt>{t('providerClient.fairness.clientSeed')}</dt>
            <dd className={styles.code}>{revealed.clientSeed}</dd>
            <dt>{t('providerClient.fairness.roundsPlayed')}</dt>
            <dd>{revealed.roundsPlayed}</dd>
          </dl>
        )}
      </div>
      <RoundError error={saveSeed.error ?? rotate.error} />

      <h3 className={styles.panelTitle}>{t('providerClient.fairness.verifyTitle')}</h3>
      <p className={styles.hint}>{t('providerClient.fairness.verifyText')}</p>
      <pre className={styles.command}>
        <code>{verifyCommand(game)}</code>
      </pre>

      {open && <RoundHistory token={token} currency={currency} />}
    </details>
  );
}
