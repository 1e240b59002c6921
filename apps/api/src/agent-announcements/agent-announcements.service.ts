import { Inject, Injectable } from '@nestjs/common';
import type { AgentAnnouncementPage } from '@wps/shared-types';
import { CLOCK, type Clock } from '../config/clock.js';
import { pageCount } from '../common/paging.query.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { AgentAnnouncementsRepository } from './agent-announcements.repository.js';

/**
 * The agent centre's announcements: the operator's published notices for agents (enabled and
 * inside their schedule), in the agent's language or in every language, newest first. A notice
 * is published at its start, or when it was written if it has none.
 */
@Injectable()
export class AgentAnnouncementsService {
  constructor(
    private readonly announcements: AgentAnnouncementsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(
    member: AuthenticatedMember,
    query: { pageNo: number; pageSize: number },
  ): Promise<AgentAnnouncementPage> {
    const language = await this.announcements.languageOf(member.memberId);
    const { rows, total } = await this.announcements.page(
      member.merchantId,
      language,
      new Date(this.clock.now()),
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        publishedAt: row.publishedAt.toISOString(),
      })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }
}
