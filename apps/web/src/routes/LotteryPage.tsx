import { LotteryLobby } from '../features/lottery';

/** /lottery (header only, no navigation); takes gameCode, vendor and playType (spec 2 §2). */
export function LotteryPage() {
  return <LotteryLobby />;
}
