import { invalidInput } from '../common/app-error.js';
import {
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isClientSeed,
  type RoundSeeds,
} from './provably-fair.js';

/** One player's active seed pair and the nonce their next round will use. */
export interface PlayerSeedState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/**
 * Where the provider keeps each player's seeds. Each method is one atomic step, so a database
 * implementation maps each to one statement (insert ... on conflict do nothing, update ...
 * returning) and concurrent rounds never share a nonce.
 */
export interface PlayerSeedStore {
  find(playerId: string): Promise<PlayerSeedState | null>;
  /** Stores `state` unless the player already has seeds; answers the seeds that are stored. */
  createIfAbsent(playerId: string, state: PlayerSeedState): Promise<PlayerSeedState>;
  /** Advances the nonce, answering the state as it was (its nextNonce is the one taken). */
  takeNonce(playerId: string): Promise<PlayerSeedState>;
  setClientSeed(playerId: string, clientSeed: string): Promise<PlayerSeedState>;
  /** Puts `next` in place of the active seeds, answering the replaced ones. */
  replace(playerId: string, next: PlayerSeedState): Promise<PlayerSeedState>;
}

export class InMemoryPlayerSeedStore implements PlayerSeedStore {
  private readonly states = new Map<string, PlayerSeedState>();

  async find(playerId: string): Promise<PlayerSeedState | null> {
    const state = this.states.get(playerId);
    return state ? { ...state } : null;
  }

  async createIfAbsent(playerId: string, state: PlayerSeedState): Promise<PlayerSeedState> {
    if (!this.states.has(playerId)) this.states.set(playerId, { ...state });
    return { ...this.stored(playerId) };
  }

  async takeNonce(playerId: string): Promise<PlayerSeedState> {
    const state = this.stored(playerId);
    this.states.set(playerId, { ...state, nextNonce: state.nextNonce + 1 });
    return { ...state };
  }

  async setClientSeed(playerId: string, clientSeed: string): Promise<PlayerSeedState> {
    const state = { ...this.stored(playerId), clientSeed };
    this.states.set(playerId, state);
    return { ...state };
  }

  async replace(playerId: string, next: PlayerSeedState): Promise<PlayerSeedState> {
    const replaced = this.stored(playerId);
    this.states.set(playerId, { ...next });
    return { ...replaced };
  }

  private stored(playerId: string): PlayerSeedState {
    const state = this.states.get(playerId);
    if (!state) throw new Error(`No seeds for player ${playerId}`);
    return state;
  }
}

/** What the player sees before play: the server seed only as its hash. */
export interface PlayerSeedsView {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** A retired seed pair, server seed included; its rounds used nonces 0 to roundsPlayed - 1. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
}

/** The seeds one round is drawn from, with the hash the player saw. */
export interface TakenRoundSeeds extends RoundSeeds {
  serverSeedHash: string;
}

function freshSeeds(clientSeed: string = generateClientSeed()): PlayerSeedState {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 0 };
}

function view({ serverSeedHash, clientSeed, nextNonce }: PlayerSeedState): PlayerSeedsView {
  return { serverSeedHash, clientSeed, nextNonce };
}

function checkClientSeed(clientSeed: string): void {
  if (!isClientSeed(clientSeed)) {
    throw invalidInput({ clientSeed: 'must be 1 to 64 printable characters without spaces' });
  }
}

/** Each player's provably fair seeds: committed before play, revealed on rotation. */
export class PlayerSeeds {
  constructor(private readonly store: PlayerSeedStore) {}

  async view(playerId: string): Promise<PlayerSeedsView> {
    return view(await this.ensure(playerId));
  }

  /** The player's own client seed for the rounds to come. */
  async setClientSeed(playerId: string, clientSeed: string): Promise<PlayerSeedsView> {
    checkClientSeed(clientSeed);
    await this.ensure(playerId);
    return view(await this.store.setClientSeed(playerId, clientSeed));
  }

  /** Retires the active server seed, revealing it, and commits to a new one (nonce from 0). */
  async rotate(
    playerId: string,
    clientSeed?: string,
  ): Promise<{ revealed: RevealedSeeds; active: PlayerSeedsView }> {
    if (clientSeed !== undefined) checkClientSeed(clientSeed);
    await this.ensure(playerId);
    // A fresh random client seed unless the player names one (the contract's rotate request).
    const next = freshSeeds(clientSeed);
    const {
      serverSeed,
      serverSeedHash,
      clientSeed: oldClientSeed,
      nextNonce,
    } = await this.store.replace(playerId, next);
    return {
      revealed: { serverSeed, serverSeedHash, clientSeed: oldClientSeed, roundsPlayed: nextNonce },
      active: view(next),
    };
  }

  /** The seeds of the player's next round; the nonce is theirs alone. */
  async takeRound(playerId: string): Promise<TakenRoundSeeds> {
    await this.ensure(playerId);
    const { serverSeed, serverSeedHash, clientSeed, nextNonce } =
      await this.store.takeNonce(playerId);
    return { serverSeed, serverSeedHash, clientSeed, nonce: nextNonce };
  }

  private async ensure(playerId: string): Promise<PlayerSeedState> {
    return (
      (await this.store.find(playerId)) ?? (await this.store.createIfAbsent(playerId, freshSeeds()))
    );
  }
}
