// Prints the outcome of a provider round from its revealed seeds, so a player can check it:
//   pnpm --filter @wps/api verify-round --game HARIMAU_EMAS --server-seed <hex> \
//     --server-seed-hash <hex> --client-seed <text> --nonce 0 --bet 1.00
// Baccarat bets name their spots: --bet banker=10,tie=1 (player, banker, tie, playerPair,
// bankerPair). The algorithm is in provably-fair.ts and harimau-emas.md / baccarat.md.
import { parseArgs } from 'node:util';
import { BACCARAT_SPOTS } from '@wps/shared-types';
import { BACCARAT_CODE, type BaccaratBet } from './games/baccarat.js';
import { HARIMAU_EMAS_CODE } from './games/harimau-emas.js';
import { PROVIDER_GAMES } from './games/provider-games.js';
import { amountToCents, withAmounts } from './money.js';
import { type RevealedRound, verifyRound } from './verify-round.js';

function baccaratBet(text: string): BaccaratBet {
  const bet: BaccaratBet = {};
  for (const part of text.split(',')) {
    const [spot = '', amount = ''] = part.split('=');
    const known = BACCARAT_SPOTS.find((name) => name === spot.trim());
    if (!known) throw new Error(`Unknown baccarat spot "${spot}" (${BACCARAT_SPOTS.join(', ')})`);
    bet[known] = amountToCents(amount.trim());
  }
  return bet;
}

function outcomeFor(game: string, round: RevealedRound, bet: string) {
  if (game === HARIMAU_EMAS_CODE) {
    return verifyRound({ ...round, game, bet: { totalBet: amountToCents(bet) } });
  }
  if (game === BACCARAT_CODE) return verifyRound({ ...round, game, bet: baccaratBet(bet) });
  throw new Error(`Unknown game "${game}" (${Object.keys(PROVIDER_GAMES).join(', ')})`);
}

const OPTIONS = ['game', 'server-seed', 'server-seed-hash', 'client-seed', 'nonce', 'bet'];

function main(): void {
  const { values } = parseArgs({
    options: Object.fromEntries(OPTIONS.map((name) => [name, { type: 'string' as const }])),
  });
  const missing = OPTIONS.filter((name) => typeof values[name] !== 'string');
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  }
  const option = (name: string) => String(values[name]);
  const round: RevealedRound = {
    serverSeed: option('server-seed'),
    serverSeedHash: option('server-seed-hash'),
    clientSeed: option('client-seed'),
    nonce: Number(option('nonce')),
  };
  const outcome = outcomeFor(option('game'), round, option('bet'));
  console.log(JSON.stringify(withAmounts(outcome), null, 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
