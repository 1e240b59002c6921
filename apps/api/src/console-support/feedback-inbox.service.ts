import { Injectable, Logger } from '@nestjs/common';
import {
  isFeedbackImageType,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackQuery,
  type ConsoleFeedbackRow,
  type ConsolePage,
  type FeedbackImageType,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { FEEDBACK_UPLOAD_FOLDER } from '../feedback/feedback-form.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { StoredFileNotFoundError, type StoredFile } from '../uploads/file-storage.js';
import { UploadStore } from '../uploads/upload-store.js';
import { FeedbackInboxRepository } from './feedback-inbox.repository.js';

type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackInboxRepository['find']>>>;
type FeedbackListRow = Awaited<ReturnType<FeedbackInboxRepository['page']>>['rows'][number];

const notFound = () => new AppError('NOT_FOUND', 'No feedback of this site has this id');

/**
 * The support inbox: the feedback members sent, newest first, by state. An operator reads one
 * with its images, replies (the member's feedback list shows the reply; a second reply replaces
 * the first) and closes it. A closed feedback takes no more replies.
 */
@Injectable()
export class FeedbackInboxService {
  private readonly logger = new Logger('FeedbackInbox');

  constructor(
    private readonly feedback: FeedbackInboxRepository,
    private readonly uploads: UploadStore,
    private readonly mailbox: MailboxService,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsoleFeedbackQuery,
  ): Promise<ConsolePage<ConsoleFeedbackRow>> {
    const window = pageWindow(query);
    const { rows, total } = await this.feedback.page(
      operator.merchantId,
      query.status,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toRow);
  }

  async detail(operator: OperatorActor, id: number): Promise<ConsoleFeedbackDetail> {
    const row = await this.feedback.find(operator.merchantId, id);
    if (!row) throw notFound();
    return toDetail(row);
  }

  async reply(
    operator: OperatorActor,
    id: number,
    content: string,
  ): Promise<ConsoleFeedbackDetail> {
    const before = await this.detail(operator, id);
    // The reply also reaches the member's mailbox (the header's unread badge), with the change.
    const replied = await this.feedback.reply(
      operator.merchantId,
      id,
      content,
      operator.username,
      new Date(),
      (tx) =>
        this.mailbox.send(tx, [
          {
            memberId: before.memberId,
            template: 'feedback.replied',
            params: { feedbackId: String(id), reply: content },
          },
        ]),
    );
    if (replied === 0) {
      // Closed meanwhile, or before: the member has been told the matter is over.
      throw new AppError('CONFLICT', 'This feedback is closed: it takes no more replies');
    }
    const after = await this.detail(operator, id);
    operator.change = {
      target: `feedback:${id}`,
      before: { status: before.status, reply: before.reply },
      after: { status: after.status, reply: after.reply },
    };
    return after;
  }

  /** Closes the feedback; closing a closed one changes nothing and leaves no audit row. */
  async close(operator: OperatorActor, id: number): Promise<ConsoleFeedbackDetail> {
    const before = await this.detail(operator, id);
    const closed = await this.feedback.close(operator.merchantId, id, new Date());
    const after = await this.detail(operator, id);
    operator.change =
      closed === 0
        ? null
        : {
            target: `feedback:${id}`,
            before: { status: before.status },
            after: { status: after.status, closedAt: after.closedAt },
          };
    return after;
  }

  /** An image of a feedback of the site (`position` from 1), read from the file storage. */
  async image(
    operator: OperatorActor,
    id: number,
    position: number,
  ): Promise<StoredFile & { mimeType: FeedbackImageType }> {
    const image = await this.feedback.findImage(operator.merchantId, id, position);
    const mimeType = image?.mimeType;
    if (!image || !isFeedbackImageType(mimeType)) throw new AppError('NOT_FOUND', 'No such image');
    try {
      return { mimeType, ...(await this.uploads.open(FEEDBACK_UPLOAD_FOLDER, image.storedName)) };
    } catch (error) {
      if (!(error instanceof StoredFileNotFoundError)) throw error;
      this.logger.warn(`feedback image ${image.storedName} has a row but no stored file`);
      throw new AppError('NOT_FOUND', 'No such image');
    }
  }
}

function toRow(row: FeedbackListRow): ConsoleFeedbackRow {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.member.account,
    questionType: row.questionType,
    status: row.status,
    content: row.content,
    imageCount: row._count.images,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function toDetail(row: FeedbackRow): ConsoleFeedbackDetail {
  return {
    ...toRow(row),
    images: row.images.flatMap((image) =>
      isFeedbackImageType(image.mimeType)
        ? [{ position: image.position, mimeType: image.mimeType, sizeBytes: image.sizeBytes }]
        : [],
    ),
    reply: row.reply,
    repliedBy: row.repliedBy,
  };
}
