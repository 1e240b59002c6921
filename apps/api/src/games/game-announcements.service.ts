import { Injectable } from '@nestjs/common';
import type { GameAnnouncementResponse } from '@wps/shared-types';
import { MerchantService } from '../merchant/merchant.service.js';
import type { GameAnnouncementQueryDto } from './dto/game-announcement.query.js';
import { GameAnnouncementsRepository } from './game-announcements.repository.js';

/** The lobby's announcements: the operator's promotion notices. */
@Injectable()
export class GameAnnouncementsService {
  constructor(
    private readonly announcements: GameAnnouncementsRepository,
    private readonly merchants: MerchantService,
  ) {}

  async promotions(
    query: GameAnnouncementQueryDto,
    host: string | undefined,
  ): Promise<GameAnnouncementResponse> {
    const site = await this.merchants.siteForHost(host);
    const rows = await this.announcements.promotions(site.id, query.language, new Date());
    return {
      promotion: rows.map((row) => ({
        id: String(row.id),
        title: row.title,
        content: row.content,
      })),
    };
  }
}
