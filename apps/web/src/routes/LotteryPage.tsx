import { LotteryLobby } from '../features/lottery/components/LotteryLobby';

/** /lottery (header only, no navigation); takes gameCode, vendor and playType (spec 2 §2). */
export function LotteryPage() {
  return <LotteryLobby />;
}
