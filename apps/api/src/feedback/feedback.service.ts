import { Injectable, Logger } from '@nestjs/common';
import {
  FEEDBACK_PER_HOUR,
  type FeedbackEntry,
  type FeedbackImageType,
  type FeedbackPage,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { StoredFileNotFoundError, type StoredFile } from '../uploads/file-storage.js';
import { UploadStore } from '../uploads/upload-store.js';
import type { FeedbackPageQueryDto } from './dto/feedback-page.query.js';
import { checkFeedbackForm, FEEDBACK_UPLOAD_FOLDER, type FeedbackForm } from './feedback-form.js';
import { FeedbackRepository } from './feedback.repository.js';
import { languageFor, type Visitor } from '../common/visitor.js';

const FEEDBACK_RATE = { limit: FEEDBACK_PER_HOUR, windowMs: 60 * 60 * 1000 };

type FeedbackRow = Awaited<ReturnType<FeedbackRepository['create']>>;

/** A feedback image to send: its type as checked at upload, and its bytes as a stream. */
export type FeedbackImageFile = StoredFile & { mimeType: FeedbackImageType };

@Injectable()
export class FeedbackService {
  private readonly logger = new Logger('Feedback');

  constructor(
    private readonly merchants: MerchantService,
    private readonly feedback: FeedbackRepository,
    private readonly uploads: UploadStore,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Stores a member's feedback: the images are kept first, then the feedback and their rows are
   * written in one transaction. Any failure (a bad form, the hourly limit, the database) deletes
   * every file of the request, received or kept, so nothing is left without its row.
   */
  async submit(
    member: AuthenticatedMember,
    visitor: Visitor,
    form: FeedbackForm,
  ): Promise<FeedbackEntry> {
    const kept: string[] = [];
    try {
      const site = await this.merchants.siteForHost(visitor.host);
      const checked = checkFeedbackForm(form, languageFor(visitor, site.defaultLanguage));
      // Counted on accepted feedback only, so a player correcting a refused form is not held up.
      await this.limiter.consume(
        'feedback',
        String(member.memberId),
        FEEDBACK_RATE,
        'Too much feedback at once, please try again later',
      );
      const images = [];
      for (const image of checked.images) {
        const storedName = await this.uploads.keep(
          FEEDBACK_UPLOAD_FOLDER,
          image.file,
          image.extension,
        );
        kept.push(storedName);
        images.push({
          storedName,
          mimeType: image.mimeType,
          sizeBytes: image.file.sizeBytes,
          sha256: image.file.sha256,
        });
      }
      const row = await this.feedback.create({
        merchantId: member.merchantId,
        memberId: member.memberId,
        questionType: checked.questionType,
        content: checked.content,
        images,
      });
      return toFeedbackEntry(row);
    } catch (error) {
      await this.uploads.discardReceived(form.images);
      await this.uploads.discardKept(FEEDBACK_UPLOAD_FOLDER, kept);
      throw error;
    }
  }

  /**
   * An image of the member's own feedback (`position` from 1, as listed), read from the file
   * storage, so any instance serves what another kept.
   */
  async image(
    member: AuthenticatedMember,
    feedbackId: number,
    position: number,
  ): Promise<FeedbackImageFile> {
    const image = await this.feedback.findImage(member.memberId, feedbackId, position);
    if (!image) throw new AppError('NOT_FOUND', 'No such image');
    try {
      const file = await this.uploads.open(FEEDBACK_UPLOAD_FOLDER, image.storedName);
      return { mimeType: image.mimeType as FeedbackImageType, ...file };
    } catch (error) {
      if (!(error instanceof StoredFileNotFoundError)) throw error;
      // A row whose file is gone: the storage lost it or someone deleted it by hand.
      this.logger.warn(`feedback image ${image.storedName} has a row but no stored file`);
      throw new AppError('NOT_FOUND', 'No such image');
    }
  }

  /** The member's own feedback, newest first. */
  async list(member: AuthenticatedMember, query: FeedbackPageQueryDto): Promise<FeedbackPage> {
    const { rows, total } = await this.feedback.page(member.memberId, query.pageNo, query.pageSize);
    return {
      list: rows.map(toFeedbackEntry),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }
}

function toFeedbackEntry(row: FeedbackRow): FeedbackEntry {
  return {
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    images: row.images.map((image) => ({
      mimeType: image.mimeType as FeedbackImageType,
      sizeBytes: image.sizeBytes,
    })),
    status: row.status,
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { content: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}
