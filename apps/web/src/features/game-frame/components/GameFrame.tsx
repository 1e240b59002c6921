import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../ui/PageLoading';
import { createCdnPicker } from '../../media';
import { isBalanceMessage } from '../../provider-client';
import { guardVerdict, useSession } from '../../session';
import { PageTitle, useSystemStatus } from '../../system';
import { useGameWalletReturn, walletKeys } from '../../wallet';
import { frameSource, originOf, sitePath } from '../game-url';
import { useBetRefusal } from '../hooks/useBetRefusal';
import { useRealityCheck } from '../hooks/useRealityCheck';
import { BetRefusalNotice } from './BetRefusalNotice';
import styles from './GameFrame.module.css';
import { RealityCheckDialog } from './RealityCheckDialog';

// Spec 2 §7: the game-launch CDN is picked at random, once per page load.
const launchCdnBase = createCdnPicker();
const NO_CDNS: readonly string[] = [];

/** Refreshes the header's balance when the game in the frame says a round changed it. */
function useBalanceMessages(frame: RefObject<HTMLIFrameElement | null>, origin: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (isBalanceMessage(event.data)) {
        void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, queryClient]);
}

/** The transfer-wallet vendor the launch named in the page's router state (useLaunchGame). */
function gameWalletOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('gameWallet' in state)) return null;
  return typeof state.gameWallet === 'string' ? state.gameWallet : null;
}

function NoGame() {
  const { t } = useTranslation();
  return (
    <div className={styles.noGame}>
      <PageTitle title={t('gameFrame.noGameTitle')} />
      <h1>{t('gameFrame.noGameTitle')}</h1>
      <p>{t('gameFrame.noGameText')}</p>
      <Link className="button button--primary" to="/">
        {t('gameFrame.toLobby')}
      </Link>
    </div>
  );
}

function Frame({ src, name, backPath }: { src: string; name: string; backPath: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  // A new key mounts a new frame: the game starts again from its address.
  const [load, setLoad] = useState(0);
  useBalanceMessages(frame, originOf(src));
  // Player protection watches a member's real play; demo and free play have nothing to protect.
  const member = guardVerdict(useSession()) === 'proceed';
  const realityCheck = useRealityCheck(member);
  const betRefusal = useBetRefusal(member);
  const walletReturnOnLeave = useSystemStatus().data?.info.walletReturnOnLeave ?? false;
  useGameWalletReturn(member ? gameWalletOf(location.state) : null, walletReturnOnLeave);

  // A lobby launch names where back leads. Else a game opened from outside the site (a bookmark,
  // a new tab) has nothing to go back to: the first location of a visit has the key 'default'.
  const back = () => {
    if (backPath) void navigate(backPath);
    else void (location.key === 'default' ? navigate('/') : navigate(-1));
  };

  return (
    <div className={styles.page}>
      <PageTitle title={name} />
      <div className={styles.bar}>
        <button type="button" className="button button--ghost button--small" onClick={back}>
          <span aria-hidden="true">‹</span> {t('gameFrame.back')}
        </button>
        <h1 className={styles.title}>{name}</h1>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setLoad((count) => count + 1)}
        >
          <span aria-hidden="true" className={styles.reloadIcon}>
            ↻
          </span>
          <span className={styles.reloadLabel}>{t('gameFrame.reload')}</span>
        </button>
      </div>
      {betRefusal.refusal && (
        <BetRefusalNotice refusal={betRefusal.refusal} onClose={betRefusal.dismiss} />
      )}
      <iframe
        key={load}
        ref={frame}
        className={styles.frame}
        src={src}
        title={name}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
      {realityCheck.check && (
        <RealityCheckDialog
          check={realityCheck.check}
          onContinue={realityCheck.resume}
          onStop={back}
        />
      )}
    </div>
  );
}

/**
 * /game?url=…&name=…[&back=…]: the launched game in a frame under the header. A site path is
 * loaded from a launch CDN; the frame may post {type: 'wps:balance'} after a round. For a member,
 * the frame shows the reality check at the member's interval and the reason of a bet the wallet
 * refused. The back button returns to `back` when it is a path of the site.
 */
export function GameFrame() {
  const [searchParams] = useSearchParams();
  return <LaunchFrame params={searchParams} />;
}

/**
 * The game of a launch answer's content (`/game?url=…`) framed inside the page that launched it:
 * the lobby pages (/vnlottery, /elott, /seamless, /fbsports) are the vendor's lobby in a frame.
 */
export function LaunchedGameFrame({ content }: { content: string }) {
  const query = content.indexOf('?');
  return <LaunchFrame params={new URLSearchParams(query < 0 ? '' : content.slice(query + 1))} />;
}

function LaunchFrame({ params: searchParams }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  // Waiting for the CDN list keeps the frame from loading twice (site origin first, CDN next).
  if (status.isPending) return <PageLoading />;

  const src = frameSource(
    searchParams.get('url'),
    launchCdnBase(status.data?.info.launchGameCDNs ?? NO_CDNS),
  );
  if (!src) return <NoGame />;
  const name = searchParams.get('name')?.trim() || t('games.gameFrameTitle');
  return <Frame src={src} name={name} backPath={sitePath(searchParams.get('back'))} />;
}
