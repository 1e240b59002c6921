import { Injectable } from '@nestjs/common';
import type { GameAnnouncementResponse } from '@wps/shared-types';
import { ContentRepository } from '../content/content.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { GameAnnouncementQueryDto } from './dto/game-announcement.query.js';
import type { InLanguage } from '../common/visitor.js';

/** The lobby's announcements: the operator's promotion notices. */
@Injectable()
export class GameAnnouncementsService {
  constructor(
    private readonly content: ContentRepository,
    private readonly merchants: MerchantService,
  ) {}

  async promotions(
    query: InLanguage<GameAnnouncementQueryDto>,
    host: string | undefined,
  ): Promise<GameAnnouncementResponse> {
    const site = await this.merchants.siteForHost(host);
    const rows = await this.content.announcements(
      site.id,
      { types: ['PR'], language: query.language },
      new Date(),
    );
    return {
      promotion: rows.map((row) => ({
        id: String(row.id),
        title: row.title,
        content: row.content,
      })),
    };
  }
}
