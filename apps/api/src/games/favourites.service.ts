import { Injectable } from '@nestjs/common';
import { isGameCategory, type FavouriteListResponse } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { CatalogueService } from './catalogue.service.js';
import type { Catalogue } from './catalogue.js';
import type { FavouriteGameDto, FavouriteListQueryDto } from './dto/favourite.dto.js';
import { toGameObject } from './game-rows.js';
import { FavouritesRepository } from './favourites.repository.js';
import type { InLanguage } from '../common/visitor.js';

/** "Save this game": a member's favourites (login required, demo accounts refused). */
@Injectable()
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesRepository,
    private readonly catalogues: CatalogueService,
  ) {}

  async list(
    member: AuthenticatedMember,
    query: InLanguage<FavouriteListQueryDto>,
  ): Promise<FavouriteListResponse> {
    const catalogue = await this.catalogues.catalogue();
    const scope = catalogue.scope({ category: query.gameType });
    const { rows, totalPages } = await this.favourites.pageOf(member.memberId, scope, query);
    return { content: rows.map((row) => toGameObject(row, catalogue)), totalPages };
  }

  /** Saves the game named by nodeId, which must be listed under that vendor and category. */
  async add(member: AuthenticatedMember, dto: FavouriteGameDto): Promise<null> {
    const catalogue = await this.catalogues.catalogue();
    const gameId = await this.listedGame(catalogue, dto);
    await this.favourites.add(member.memberId, gameId);
    return null;
  }

  /** Removes the game from the member's favourites (nothing happens when it is not one). */
  async remove(member: AuthenticatedMember, dto: FavouriteGameDto): Promise<null> {
    await this.favourites.remove(member.memberId, Number(dto.nodeId));
    return null;
  }

  private async listedGame(catalogue: Catalogue, dto: FavouriteGameDto): Promise<number> {
    const game = await this.favourites.findGame(Number(dto.nodeId));
    const vendor = game ? catalogue.vendorById.get(game.vendorId) : undefined;
    const listedAs =
      game && isGameCategory(game.categoryCode)
        ? catalogue.listedCategoryOf(game.categoryCode, game.vendorId)
        : null;
    if (
      !game?.enabled ||
      !vendor?.enabled ||
      vendor.code !== dto.vendor ||
      listedAs !== dto.gameType
    ) {
      throw new AppError('NOT_FOUND', 'No such game');
    }
    return game.id;
  }
}
