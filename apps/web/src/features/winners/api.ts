import {
  LOBBY_PATHS,
  WINNER_BOARD_LIMIT,
  type Language,
  type WinnerBoardCategory,
  type WinnerBoardResponse,
} from '@wps/shared-types';
import { api } from '../../api/client';

export const winnerKeys = {
  board: (category: WinnerBoardCategory, language: Language) =>
    ['winners', category, language] as const,
};

/** The winner board of a category, or of every category (ALL): the spec's 50 newest big wins. */
export function fetchWinnerBoard(
  category: WinnerBoardCategory,
  language: Language,
  signal?: AbortSignal,
): Promise<WinnerBoardResponse> {
  return api.get(LOBBY_PATHS.winners, {
    query: { gameCategory: category, language, limitNum: WINNER_BOARD_LIMIT },
    signal,
  });
}
