import { Injectable } from '@nestjs/common';
import {
  bannerGroupForRoute,
  type AnnouncementPayload,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  type Notice,
  type NoticePage,
} from '@wps/shared-types';
import { MerchantService } from '../merchant/merchant.service.js';
import { ContentRepository } from './content.repository.js';
import type { AnnouncementQueryDto, NoticePageQueryDto } from './dto/content.query.js';

// Payload list filled by each announcement type; B comes from the banner table and H has no
// place in the payload, so neither is read from the announcement table.
const NOTICE_LISTS = { PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type NoticeType = keyof typeof NOTICE_LISTS;
const isNoticeType = (type: AnnouncementType): type is NoticeType =>
  Object.hasOwn(NOTICE_LISTS, type);

const toNotice = (row: { id: number; title: string; content: string }): Notice => ({
  id: String(row.id),
  title: row.title,
  content: row.content,
});

/** The site's content: one announcement payload for the shell and the paged notice list. */
@Injectable()
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly merchants: MerchantService,
  ) {}

  async announcements(
    query: AnnouncementQueryDto,
    host: string | undefined,
  ): Promise<AnnouncementPayload> {
    const site = await this.merchants.siteForHost(host);
    const now = new Date();
    const noticeTypes = query.types.filter(isNoticeType);
    const [rows, banners] = await Promise.all([
      noticeTypes.length > 0
        ? this.content.announcements(
            site.id,
            {
              types: noticeTypes,
              language: query.language,
              platform: query.platform,
              execution: query.execution,
            },
            now,
          )
        : [],
      query.types.includes('B')
        ? this.content.banners(site.id, query.group ?? null, query.language, now)
        : [],
    ]);
    const payload: AnnouncementPayload = { player: [], banners: [], popup: [], promotion: [] };
    for (const row of rows) payload[NOTICE_LISTS[row.type as NoticeType]].push(toNotice(row));
    payload.banners = banners.map((row): Banner => ({
      bannerId: String(row.id),
      url: row.imagePath,
      title: row.title,
      groupName: row.groupName as BannerGroup,
      linkageType: row.linkageType,
      linkageTarget: row.linkageTarget,
    }));
    return payload;
  }

  /**
   * The picture a page opens with: the first live banner of its route's group, if any, in the
   * site's default language (the server does not know the language the visitor picked).
   */
  async firstBannerImage(pathname: string, host: string | undefined): Promise<string | null> {
    const group = bannerGroupForRoute(pathname);
    if (!group) return null;
    const site = await this.merchants.siteForHost(host);
    const [first] = await this.content.banners(site.id, group, site.defaultLanguage, new Date());
    return first?.imagePath ?? null;
  }

  async notices(query: NoticePageQueryDto, host: string | undefined): Promise<NoticePage> {
    const site = await this.merchants.siteForHost(host);
    const { rows, total } = await this.content.noticePage(
      site.id,
      query.language,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
      new Date(),
    );
    return {
      list: rows.map(toNotice),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }
}
