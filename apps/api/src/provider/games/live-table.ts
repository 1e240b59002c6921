// The live-casino tables (roulette, dragon tiger) run a dealer's betting time: the client counts
// it down after the player calls the round, taking chips until it ends (docs/decisions.md).
export const LIVE_TABLE_BETTING_SECONDS = 5;
