import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { PlayerSeedState, PlayerSeedStore } from './player-seeds.js';

const STATE_COLUMNS = {
  serverSeed: true,
  serverSeedHash: true,
  clientSeed: true,
  nextNonce: true,
} as const;

/**
 * Players' seeds in provider_player_seed, each step one statement so concurrent rounds of a
 * player never share a nonce; rotated seeds go to provider_revealed_seed in the same statement.
 */
@Injectable()
export class PrismaPlayerSeedStore implements PlayerSeedStore {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(playerId: string): Promise<PlayerSeedState | null> {
    return this.prisma.providerPlayerSeed.findUnique({
      where: { playerId },
      select: STATE_COLUMNS,
    });
  }

  async createIfAbsent(playerId: string, state: PlayerSeedState): Promise<PlayerSeedState> {
    // The no-op update makes a concurrent first round read the row that won the insert.
    const [stored] = await this.prisma.$queryRaw<PlayerSeedState[]>`
      INSERT INTO provider_player_seed (player_id, server_seed, server_seed_hash, client_seed, next_nonce)
      VALUES (${playerId}, ${state.serverSeed}, ${state.serverSeedHash}, ${state.clientSeed},
              ${state.nextNonce})
      ON CONFLICT (player_id) DO UPDATE SET player_id = EXCLUDED.player_id
      RETURNING server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash",
                client_seed AS "clientSeed", next_nonce AS "nextNonce"`;
    return stored;
  }

  async takeNonce(playerId: string): Promise<PlayerSeedState> {
    const [taken] = await this.prisma.$queryRaw<PlayerSeedState[]>`
      UPDATE provider_player_seed SET next_nonce = next_nonce + 1
      WHERE player_id = ${playerId}
      RETURNING server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash",
                client_seed AS "clientSeed", next_nonce - 1 AS "nextNonce"`;
    if (!taken) throw new Error(`No seeds for player ${playerId}`);
    return taken;
  }

  setClientSeed(playerId: string, clientSeed: string): Promise<PlayerSeedState> {
    return this.prisma.providerPlayerSeed.update({
      where: { playerId },
      data: { clientSeed },
      select: STATE_COLUMNS,
    });
  }

  async replace(playerId: string, next: PlayerSeedState): Promise<PlayerSeedState> {
    // FOR UPDATE waits for a round taking a nonce, so the revealed count includes it.
    const [replaced] = await this.prisma.$queryRaw<PlayerSeedState[]>`
      WITH old AS (
        SELECT * FROM provider_player_seed WHERE player_id = ${playerId} FOR UPDATE
      ), revealed AS (
        INSERT INTO provider_revealed_seed
          (server_seed_hash, player_id, server_seed, client_seed, rounds_played)
        SELECT server_seed_hash, player_id, server_seed, client_seed, next_nonce FROM old
      ), replaced AS (
        UPDATE provider_player_seed AS seed
        SET server_seed = ${next.serverSeed}, server_seed_hash = ${next.serverSeedHash},
            client_seed = ${next.clientSeed}, next_nonce = ${next.nextNonce}
        FROM old WHERE seed.player_id = old.player_id
      )
      SELECT server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash",
             client_seed AS "clientSeed", next_nonce AS "nextNonce"
      FROM old`;
    if (!replaced) throw new Error(`No seeds for player ${playerId}`);
    return replaced;
  }
}
