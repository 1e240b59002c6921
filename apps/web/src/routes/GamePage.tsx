import { GameFrame } from '../features/game-frame';

/** /game: runs a launched game inside a frame under the header. */
export function GamePage() {
  return <GameFrame />;
}
