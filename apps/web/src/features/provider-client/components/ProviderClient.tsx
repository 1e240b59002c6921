import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '../../../api/client';
import { PageLoading } from '../../../ui/PageLoading';
import { PageTitle } from '../../system';
import { PlayerTokenExpired } from '../api';
import { useProviderSession } from '../hooks/useProviderSession';
import { BaccaratGame } from './BaccaratGame';
import { CockfightGame } from './CockfightGame';
import { DragonTigerGame } from './DragonTigerGame';
import { FairnessPanel } from './FairnessPanel';
import { FourDGame } from './FourDGame';
import { RouletteGame } from './RouletteGame';
import { SlotGame } from './SlotGame';
import { SportsbookGame } from './SportsbookGame';
import { registerProviderClientTexts } from '../texts';
import styles from './ProviderClient.module.css';

registerProviderClientTexts();

// The fishing game's pond, fish and texts are a chunk of their own: only its players load them.
const FishingGame = lazy(() =>
  import('./FishingGame').then((module) => ({ default: module.FishingGame })),
);

/** A message in place of the game (no session, or it could not load). */
function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </div>
  );
}

function SessionEnded() {
  const { t } = useTranslation('providerClient');
  return <Notice title={t('providerClient.sessionEnded')} text={t('providerClient.launchAgain')} />;
}

function ProviderGame({ token }: { token: string }) {
  const { t } = useTranslation('providerClient');
  const { t: siteT } = useTranslation();
  const { query, updateSession, updateFairness } = useProviderSession(token);

  if (query.isPending) return <PageLoading />;
  if (query.error instanceof PlayerTokenExpired) return <SessionEnded />;
  if (query.isError) {
    return (
      <Notice title={t('providerClient.loadFailed')} text={siteT(errorMessageKey(query.error))}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void query.refetch()}
        >
          {t('providerClient.retry')}
        </button>
      </Notice>
    );
  }

  const session = query.data;
  const { paytable } = session;
  return (
    <div className={styles.client}>
      <PageTitle title={session.gameName} />
      <header className={styles.header}>
        <h1 className={styles.title}>{session.gameName}</h1>
        <p className={styles.vendor}>{paytable.name}</p>
        {session.demo && <span className={styles.demo}>{t('providerClient.demo')}</span>}
      </header>
      {paytable.gameCode === 'FOUR_D' ? (
        // A draw's fairness is its own (published with each result), not the player's seeds.
        <FourDGame
          token={token}
          session={session}
          paytable={paytable}
          updateSession={updateSession}
        />
      ) : 'sport' in paytable ? (
        // Football or e-sports. Each match's fairness is its own (published with its result), as
        // a 4D draw's.
        <SportsbookGame
          token={token}
          session={session}
          paytable={paytable}
          updateSession={updateSession}
        />
      ) : (
        <>
          {paytable.gameCode === 'HARIMAU_EMAS' ? (
            <SlotGame
              token={token}
              session={session}
              paytable={paytable}
              updateSession={updateSession}
            />
          ) : paytable.gameCode === 'ROULETTE' ? (
            <RouletteGame
              token={token}
              session={session}
              paytable={paytable}
              updateSession={updateSession}
            />
          ) : paytable.gameCode === 'COCKFIGHT' ? (
            <CockfightGame
              token={token}
              session={session}
              paytable={paytable}
              updateSession={updateSession}
            />
          ) : paytable.gameCode === 'FISHING' ? (
            <Suspense fallback={<PageLoading />}>
              <FishingGame
                token={token}
                session={session}
                paytable={paytable}
                updateSession={updateSession}
              />
            </Suspense>
          ) : paytable.gameCode === 'DRAGON_TIGER' ? (
            <DragonTigerGame
              token={token}
              session={session}
              paytable={paytable}
              updateSession={updateSession}
            />
          ) : (
            <BaccaratGame
              token={token}
              session={session}
              paytable={paytable}
              updateSession={updateSession}
            />
          )}
          <FairnessPanel
            token={token}
            game={session.providerGame}
            currency={session.currency}
            fairness={session.fairness}
            onFairness={updateFairness}
          />
        </>
      )}
    </div>
  );
}

/**
 * The built-in provider's game client (/play?token=…), framed by the /game page. The player
 * token names the session and its game; without one the player is sent back to the lobby.
 */
export function ProviderClient() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ProviderGame key={token} token={token} /> : <SessionEnded />;
}
