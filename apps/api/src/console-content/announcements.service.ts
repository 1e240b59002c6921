import { Injectable } from '@nestjs/common';
import {
  CONSOLE_ANNOUNCEMENT_TYPES,
  isLanguage,
  type ConsoleAnnouncement,
  type ConsoleAnnouncementInput,
  type ConsoleAnnouncementQuery,
  type ConsolePage,
} from '@wps/shared-types';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { AnnouncementsRepository, type AnnouncementValues } from './announcements.repository.js';
import {
  changed,
  created,
  isLive,
  notFound,
  removed,
  scheduleOf,
  storedSchedule,
  writeRow,
} from './content-rows.js';

type AnnouncementRow = NonNullable<Awaited<ReturnType<AnnouncementsRepository['find']>>>;

/**
 * Player notices (the marquee and /noticePage), the popup and promotion notices, per language
 * and on a schedule. Players read them straight from the database: a change shows at their next
 * request.
 */
@Injectable()
export class AnnouncementsService {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  async list(
    operator: OperatorActor,
    query: ConsoleAnnouncementQuery,
  ): Promise<ConsolePage<ConsoleAnnouncement>> {
    const window = pageWindow(query);
    const { rows, total } = await this.announcements.page(
      operator.merchantId,
      { type: query.type, language: query.language },
      window.skip,
      window.pageSize,
    );
    const now = new Date();
    return consolePage(window, rows, total, (row) => toConsoleAnnouncement(row, now));
  }

  async create(
    operator: OperatorActor,
    input: ConsoleAnnouncementInput,
  ): Promise<ConsoleAnnouncement> {
    const values = valuesOf(input);
    const row = await writeRow(
      () => this.announcements.create(operator.merchantId, values),
      'announcement',
    );
    const announcement = toConsoleAnnouncement(row, new Date());
    operator.change = created(`announcement:${row.id}`, announcement);
    return announcement;
  }

  async update(
    operator: OperatorActor,
    id: number,
    input: ConsoleAnnouncementInput,
  ): Promise<ConsoleAnnouncement> {
    const values = valuesOf(input);
    const before = toConsoleAnnouncement(await this.existing(operator, id), new Date());
    const row = await writeRow(
      () => this.announcements.update(operator.merchantId, id, values),
      'announcement',
    );
    const after = toConsoleAnnouncement(row, new Date());
    operator.change = changed(`announcement:${id}`, before, after);
    return after;
  }

  async remove(operator: OperatorActor, id: number): Promise<null> {
    const before = toConsoleAnnouncement(await this.existing(operator, id), new Date());
    await writeRow(() => this.announcements.delete(operator.merchantId, id), 'announcement');
    operator.change = removed(`announcement:${id}`, before);
    return null;
  }

  private async existing(operator: OperatorActor, id: number): Promise<AnnouncementRow> {
    const row = await this.announcements.find(operator.merchantId, id);
    if (!row) throw notFound('announcement');
    return row;
  }
}

function valuesOf(input: ConsoleAnnouncementInput): AnnouncementValues {
  return {
    type: input.type,
    language: input.language ?? null,
    title: input.title,
    content: input.content,
    sortOrder: input.sortOrder ?? 0,
    enabled: input.enabled ?? true,
    ...storedSchedule(input),
  };
}

function toConsoleAnnouncement(row: AnnouncementRow, now: Date): ConsoleAnnouncement {
  const type = CONSOLE_ANNOUNCEMENT_TYPES.find((candidate) => candidate === row.type) ?? 'PL';
  return {
    id: row.id,
    type,
    language: isLanguage(row.language) ? row.language : null,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    ...scheduleOf(row),
    live: isLive(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}
