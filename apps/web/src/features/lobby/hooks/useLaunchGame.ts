import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  GameMaintenanceValue,
  GameObject,
  LaunchGameRequest,
  LaunchGameResponse,
} from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { lotteryGameSearch } from '../../games';
import { useLanguage } from '../../i18n';
import { guardVerdict, openAccessDialog, useSession } from '../../session';
import { launchGame, lobbyKeys } from '../api';

/** A game from a list, or a vendor whose first game the server picks (cockfight's DS88). */
export type LaunchTarget = GameObject | { vendor: string };

/** What the launch shows instead of opening the game. */
export type LaunchDialog =
  | { kind: 'vendorGames'; vendorEntry: GameObject }
  | { kind: 'maintenance'; recommended: GameObject[] }
  | { kind: 'failure'; error: unknown };

export interface GameLauncher {
  launch: (target: LaunchTarget) => void;
  /** The game (nodeId, or the vendor code for a vendor launch) being started, if any. */
  launching: string | null;
  dialog: LaunchDialog | null;
  closeDialog: () => void;
}

const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** Spec 2 §2: lottery-type games open the lottery page on that game and play type. */
export function lotteryPath(game: GameObject): string {
  return `/lottery?${new URLSearchParams(lotteryGameSearch(game)).toString()}`;
}

const launchKey = (request: LaunchGameRequest) => request.nodeId ?? request.vendor ?? '';

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
    mutationFn: (request: LaunchGameRequest): Promise<LaunchGameResponse> => launchGame(request),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.allRecentGames });
      void navigate(answer.content);
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
      if (!('nodeId' in target)) {
        mutate({ vendor: target.vendor, language });
      } else if (LOTTERY_TYPES.has(target.gameType)) {
        void navigate(lotteryPath(target));
      } else if (target.isGame === 'VASSALAGE') {
        setDialog({ kind: 'vendorGames', vendorEntry: target });
      } else {
        mutate({ nodeId: target.nodeId, language });
      }
    },
    [session, mutate, navigate, language],
  );

  return {
    launch,
    launching: isPending && variables ? launchKey(variables) : null,
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
  };
}
