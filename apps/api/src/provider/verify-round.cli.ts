// Prints the outcome of a provider round from its revealed seeds, so a player can check it:
//   pnpm --filter @wps/api verify-round --game HARIMAU_EMAS --server-seed <hex> \
//     --server-seed-hash <hex> --client-seed <text> --nonce 0 --bet 1.00
// Table bets name their spots: --bet banker=10,tie=1 (baccarat: player, banker, tie,
// playerPair, bankerPair; roulette: 0 to 36, red, black, odd, even, low, high, dozen1-3,
// column1-3; dragon tiger: dragon, tiger, tie; cockfight: meron, wala, draw); a fishing shot
// names its stake and fish: --bet stake=1.00,fish=SHARK. A 4D draw: --game FOUR_D --server-seed
// <hex> --server-seed-hash <hex> --numero <numero> prints its 23 numbers. A sportsbook match:
// --game SPORTSBOOK (or ESPORTS) --server-seed <hex> --server-seed-hash <hex> --fixture <fixture
// id> --home-rating 4 --away-rating 2 prints its score. The algorithm is in provably-fair.ts and
// harimau-emas.md / baccarat.md / roulette.md / dragon-tiger.md / cockfight.md / fishing.md /
// four-d.md / sportsbook.md.
import { parseArgs } from 'node:util';
import { HARIMAU_EMAS_CODE } from './games/harimau-emas.js';
import { PROVIDER_GAMES } from './games/provider-games.js';
import { withAmounts } from './money.js';
import { PROVIDER_BETS } from './provider-bets.js';
import { FOUR_D_CODE } from './games/four-d.js';
import { SPORT_OF, type SportsbookCode } from './games/sportsbook.js';
import {
  type RevealedRound,
  type RoundToVerify,
  verifyFourDDraw,
  verifyRound,
  verifySportFixture,
} from './verify-round.js';

// "banker=10,tie=1" as the client would send it: {banker: "10", tie: "1"}; a slot's bet is its
// total bet alone.
function betRequest(game: string, text: string): unknown {
  if (game === HARIMAU_EMAS_CODE) return { totalBet: text };
  return Object.fromEntries(
    text.split(',').map((part) => part.split('=').map((side) => side.trim())),
  );
}

function outcomeFor(game: string, round: RevealedRound, bet: string) {
  const known = Object.keys(PROVIDER_GAMES).find((code) => code === game);
  if (!known) {
    throw new Error(`Unknown game "${game}" (${Object.keys(PROVIDER_GAMES).join(', ')})`);
  }
  const code = known as keyof typeof PROVIDER_BETS;
  // The bet is parsed as the provider parses the client's, so a wrong spot is named the same.
  return verifyRound({
    ...round,
    game: code,
    bet: PROVIDER_BETS[code](betRequest(code, bet)),
  } as RoundToVerify);
}

const OPTIONS = ['game', 'server-seed', 'server-seed-hash', 'client-seed', 'nonce', 'bet'];
const FOUR_D_OPTIONS = ['game', 'server-seed', 'server-seed-hash', 'numero'];
const SPORT_OPTIONS = [
  'game',
  'server-seed',
  'server-seed-hash',
  'fixture',
  'home-rating',
  'away-rating',
];

function main(): void {
  const { values } = parseArgs({
    options: Object.fromEntries(
      [...new Set([...OPTIONS, ...FOUR_D_OPTIONS, ...SPORT_OPTIONS])].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const fourD = values.game === FOUR_D_CODE;
  const sport = Object.keys(SPORT_OF).includes(String(values.game));
  const missing = (fourD ? FOUR_D_OPTIONS : sport ? SPORT_OPTIONS : OPTIONS).filter(
    (name) => typeof values[name] !== 'string',
  );
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  }
  const option = (name: string) => String(values[name]);
  if (fourD) {
    const numbers = verifyFourDDraw({
      numero: option('numero'),
      serverSeed: option('server-seed'),
      serverSeedHash: option('server-seed-hash'),
    });
    console.log(JSON.stringify(numbers, null, 2));
    return;
  }
  if (sport) {
    const score = verifySportFixture({
      fixtureId: option('fixture'),
      sport: SPORT_OF[option('game') as SportsbookCode],
      homeRating: Number(option('home-rating')),
      awayRating: Number(option('away-rating')),
      serverSeed: option('server-seed'),
      serverSeedHash: option('server-seed-hash'),
    });
    console.log(JSON.stringify(score, null, 2));
    return;
  }
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
