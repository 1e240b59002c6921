import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchGameRequest } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { PageLoading } from '../../../ui/PageLoading';
import styles from '../../../ui/Page.module.css';
import { LaunchedGameFrame } from '../../game-frame';
import { useLanguage } from '../../i18n';
import { guardVerdict, openAccessDialog, useSession } from '../../session';
import { PageTitle } from '../../system';
import { launchGame, lobbyKeys } from '../api';

/** What a lobby page launches; the language is the page's. */
export type LobbyLaunch = Omit<LaunchGameRequest, 'language'>;

interface LobbyFrameProps {
  title: string;
  /** Null while the page cannot tell what to launch yet, or when nothing is offered. */
  launch: LobbyLaunch | null;
  /** Shown under the title when `launch` is null (a chooser, or that nothing is offered). */
  children?: ReactNode;
}

/**
 * A page that is a vendor's lobby in a frame (/vnlottery, /elott, /seamless, /fbsports): opening
 * the page is the launch, so a member sees the game at once; a visitor gets the login prompt
 * first (spec 2 §2). The launch is a query under the member's key: it runs once per page visit
 * and language (a new language is a new launch, with the game's name in it), never again on
 * focus, and a logout drops it.
 */
export function LobbyFrame({ title, launch, children }: LobbyFrameProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const visitor = guardVerdict(useSession()) === 'login';
  const request: LaunchGameRequest | null = launch && !visitor ? { ...launch, language } : null;
  const answer = useQuery({
    queryKey: [...lobbyKeys.member, 'lobbyFrame', request],
    queryFn: () => launchGame(request!),
    enabled: request !== null,
    // Each visit opens its own game session: nothing is kept once the page is left.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (answer.isSuccess) return <LaunchedGameFrame content={answer.data.content} />;
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      <div className={styles.panel}>
        {visitor && (
          <>
            <p className={styles.note}>{t('lobby.frameLogin')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => openAccessDialog('loginPopupModal')}
            >
              {t('lobby.frameLoginButton')}
            </button>
          </>
        )}
        {!visitor && launch === null && children}
        {answer.isFetching && <PageLoading />}
        {answer.isError && !answer.isFetching && (
          <>
            <p role="alert" className={styles.note}>
              {t('lobby.launchFailed')}: {errorText(t, answer.error)}
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void answer.refetch()}
            >
              {t('lobby.frameRetry')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
