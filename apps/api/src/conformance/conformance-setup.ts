import { readFile } from 'node:fs/promises';

/** A test player as the vendor knows them: the token a launch handed over, and the user id. */
export interface ConformancePlayer {
  token: string;
  /** The user id the protocol echoes (Hub88's `user`); the builtin protocol needs none. */
  user?: string;
}

/** The players every certification needs, each in the state its cases test. */
export const PLAYER_ROLES = ['normal', 'poor', 'disabled', 'expired'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/**
 * What the operator hands a vendor to certify against the site (the `--setup FILE` JSON):
 * the vendor's credentials, its game, the wallet's currency, and a player in each state: a normal
 * one with money, a poor one with (nearly) none, a disabled one, and an expired token.
 */
export interface ConformanceSetup {
  vendorCode: string;
  /** builtin: the vendor's HMAC secret. */
  secret?: string;
  /** hub88: the vendor's RSA private key (PEM) the site knows the public half of. */
  privateKey?: string;
  /** A game of this vendor in the site's catalogue. */
  gameCode: string;
  /** The players' wallet currency, and how many decimals the site keeps for it. */
  currency: string;
  decimals: number;
  /** A currency the players' wallets are not in (the wrong-currency case). */
  otherCurrency: string;
  players: Record<PlayerRole, ConformancePlayer>;
}

function fail(message: string): never {
  throw new Error(`Setup: ${message}`);
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0) fail(`${name} must be a non-empty string`);
  return value;
}

function player(value: unknown, role: PlayerRole): ConformancePlayer {
  const given = (value ?? {}) as Partial<ConformancePlayer>;
  const token = text(given.token, `players.${role}.token`);
  return given.user === undefined
    ? { token }
    : { token, user: text(given.user, `players.${role}.user`) };
}

/** The setup in `json`, checked field by field so a vendor learns at once what is missing. */
export function parseConformanceSetup(json: unknown): ConformanceSetup {
  const given = (json ?? {}) as Partial<Record<keyof ConformanceSetup, unknown>>;
  const decimals = given.decimals;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 8) {
    fail('decimals must be a whole number from 0 to 8');
  }
  const players = (given.players ?? {}) as Record<string, unknown>;
  return {
    vendorCode: text(given.vendorCode, 'vendorCode'),
    ...(given.secret === undefined ? {} : { secret: text(given.secret, 'secret') }),
    ...(given.privateKey === undefined ? {} : { privateKey: text(given.privateKey, 'privateKey') }),
    gameCode: text(given.gameCode, 'gameCode'),
    currency: text(given.currency, 'currency'),
    decimals,
    otherCurrency: text(given.otherCurrency, 'otherCurrency'),
    players: Object.fromEntries(
      PLAYER_ROLES.map((role) => [role, player(players[role], role)]),
    ) as Record<PlayerRole, ConformancePlayer>,
  };
}

export async function readConformanceSetup(file: string): Promise<ConformanceSetup> {
  return parseConformanceSetup(JSON.parse(await readFile(file, 'utf8')));
}
