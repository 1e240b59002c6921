/**
 * The number of the fight a player calls at `now`: the table holds a fight every
 * `fightSeconds`, numbered from 1 at midnight on the player's clock; a fight called within the
 * same period as the last one takes the next number, so no two fights share one.
 */
export function fightNumber(now: Date, fightSeconds: number, lastFight: number | null): number {
  const secondsOfDay = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  const scheduled = Math.floor(secondsOfDay / fightSeconds) + 1;
  return lastFight === null ? scheduled : Math.max(scheduled, lastFight + 1);
}
