import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAIN_WALLET,
  type ConsolidatedFundsResponse,
  type GameMaintenanceValue,
  type GameObject,
  type LaunchGameRequest,
  type LaunchGameResponse,
} from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { lotteryGameSearch } from '../../games';
import { useLanguage } from '../../i18n';
import { guardVerdict, isDemoSession, openAccessDialog, useSession } from '../../session';
import { fetchConsolidatedFunds, fetchMerchantWallet, walletKeys } from '../../wallet';
import { launchGame, lobbyKeys } from '../api';

/**
 * A game from a list, a vendor whose first game the server picks (cockfight's DS88), or a
 * card-game room, whose game the server launches in the member's seat.
 */
export type LaunchTarget = GameObject | { vendor: string } | { roomId: number };

/** What the launch shows instead of opening the game. */
export type LaunchDialog =
  | { kind: 'vendorGames'; vendorEntry: GameObject }
  | { kind: 'gameWallet'; game: GameObject; funds: ConsolidatedFundsResponse }
  | { kind: 'maintenance'; recommended: GameObject[] }
  | { kind: 'failure'; error: unknown };

export interface GameLauncher {
  launch: (target: LaunchTarget) => void;
  /** Opens a game of a transfer-wallet vendor once the member brought money in (or chose not to). */
  play: (game: GameObject) => void;
  /** The game (nodeId, the vendor code for a vendor launch, `room:<id>` for a room) starting. */
  launching: string | null;
  dialog: LaunchDialog | null;
  closeDialog: () => void;
}

// Whether the site has transfer-wallet vendors changes with the operator's catalogue, rarely.
const MERCHANT_WALLET_STALE_MS = 60_000;

const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** Spec 2 §2: lottery-type games open the lottery page on that game and play type. */
export function lotteryPath(game: GameObject): string {
  return `/lottery?${new URLSearchParams(lotteryGameSearch(game)).toString()}`;
}

/** Router state of the game page: the transfer-wallet vendor whose game it shows. */
interface GameWalletState {
  gameWallet: string;
}

/** What a launch sends, and the transfer-wallet vendor the game plays from, if any. */
interface Launch {
  request: LaunchGameRequest;
  gameWallet?: string;
}

const launchKey = (request: LaunchGameRequest) =>
  request.roomId === undefined
    ? (request.nodeId ?? request.vendor ?? '')
    : `room:${request.roomId}`;

/**
 * Starts a game as spec 2 §2 describes: a visitor gets the login popup; lottery-type games go to
 * the lottery page; a vendor entry (isGame VASSALAGE) opens that vendor's game list; any other
 * game is launched and the page follows the answer's path. Demo accounts may launch: free play
 * is what they are for (spec 2 §6 blocks them only from favourites, recents and centres).
 * Render GameLaunchDialogs with the result to show the dialogs.
 */
export function useLaunchGame(): GameLauncher {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<LaunchDialog | null>(null);

  const { mutate, isPending, variables } = useMutation({
    mutationFn: ({ request }: Launch): Promise<LaunchGameResponse> => launchGame(request),
    onSuccess: (answer, { gameWallet }) => {
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.allRecentGames });
      const state: GameWalletState | null = gameWallet ? { gameWallet } : null;
      void navigate(answer.content, { state });
    },
    onError: (error) => {
      // The query client already answers a demo account with its own warning.
      if (isApiError(error) && error.code === 'NEED_TRUE_ACCOUNT') return;
      if (isApiError(error) && error.code === 'GAME_MAINTENANCE') {
        const value = error.value as GameMaintenanceValue | null;
        setDialog({ kind: 'maintenance', recommended: value?.recommended ?? [] });
      } else {
        setDialog({ kind: 'failure', error });
      }
    },
  });

  const launch = useCallback(
    (target: LaunchTarget) => {
      setDialog(null);
      if (guardVerdict(session) === 'login') {
        openAccessDialog('loginPopupModal');
        return;
      }
      if ('roomId' in target) {
        mutate({ request: { roomId: target.roomId, language } });
      } else if (!('nodeId' in target)) {
        mutate({ request: { vendor: target.vendor, language } });
      } else if (LOTTERY_TYPES.has(target.gameType)) {
        void navigate(lotteryPath(target));
      } else if (target.isGame === 'VASSALAGE') {
        setDialog({ kind: 'vendorGames', vendorEntry: target });
      } else if (isDemoSession(session)) {
        mutate({ request: { nodeId: target.nodeId, language } });
      } else {
        void gameWalletFunds(queryClient, target).then((funds) => {
          if (funds) setDialog({ kind: 'gameWallet', game: target, funds });
          else mutate({ request: { nodeId: target.nodeId, language } });
        });
      }
    },
    [session, mutate, navigate, language, queryClient],
  );

  const play = useCallback(
    (game: GameObject) => {
      setDialog(null);
      mutate({ request: { nodeId: game.nodeId, language }, gameWallet: game.vendor });
    },
    [mutate, language],
  );

  return {
    launch,
    play,
    launching: isPending && variables ? launchKey(variables.request) : null,
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
  };
}

/**
 * The member's wallets when `game` plays from a transfer-wallet vendor's wallet (the member is
 * asked to bring money in first), else null: a seamless vendor plays from MAIN. When the wallets
 * cannot be read the game opens as it would without the question.
 */
async function gameWalletFunds(
  queryClient: QueryClient,
  game: GameObject,
): Promise<ConsolidatedFundsResponse | null> {
  try {
    const merchant = await queryClient.fetchQuery({
      queryKey: walletKeys.merchant,
      queryFn: ({ signal }) => fetchMerchantWallet(signal),
      staleTime: MERCHANT_WALLET_STALE_MS,
    });
    if (merchant.isSingle || game.vendor === MAIN_WALLET) return null;
    const funds = await queryClient.fetchQuery({
      queryKey: walletKeys.consolidated,
      queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
      // The balances the question shows are read afresh: a round may have changed them.
      staleTime: 0,
    });
    return funds.wallets.some((wallet) => wallet.vendor === game.vendor) ? funds : null;
  } catch {
    return null;
  }
}
