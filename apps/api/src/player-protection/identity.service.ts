import { Inject, Injectable } from '@nestjs/common';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  feedbackImageProblem,
  IDENTITY_FIELDS,
  IDENTITY_MAX_DOCUMENTS,
  PROTECTION_REASON_LENGTH,
  type IdentityReviewRequest,
  type IdentityStatusValue,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { StoredFile } from '../uploads/file-storage.js';
import { UploadStore, type ReceivedFile } from '../uploads/upload-store.js';
import { PlayerProtectionRepository } from './player-protection.repository.js';

export const IDENTITY_UPLOAD_FOLDER = 'identity';

// The same image rules as feedback (PNG or JPEG under 5 MB, typed from the bytes): one or two
// documents, front and back.
const FORM_LIMITS = {
  fields: 0,
  files: IDENTITY_MAX_DOCUMENTS,
  fileSize: FEEDBACK_IMAGE_MAX_BYTES - 1,
  parts: IDENTITY_MAX_DOCUMENTS + 2,
};

/** The whole identity form: its documents at their largest and the multipart framing. */
export const IDENTITY_REQUEST_MAX_BYTES =
  IDENTITY_MAX_DOCUMENTS * FEEDBACK_IMAGE_MAX_BYTES + 16_384;

/**
 * Identity verification: the member sends document images (status PENDING), an operator
 * verifies or rejects them. Documents are served only to their member's operators.
 */
@Injectable()
export class IdentityService {
  constructor(
    private readonly repository: PlayerProtectionRepository,
    private readonly uploads: UploadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(memberId: number): Promise<IdentityStatusValue> {
    const row = await this.repository.settings(memberId);
    return {
      status: row?.identityStatus ?? 'NOT_VERIFIED',
      submittedAt: row?.identitySubmittedAt?.toISOString() ?? null,
      rejectReason: row?.identityStatus === 'REJECTED' ? row.identityRejectReason : null,
      documentCount: row?.identityDocuments.length ?? 0,
    };
  }

  /** Reads the multipart form and keeps its documents; a verified identity is not sent again. */
  async submit(memberId: number, merchantId: number, request: FastifyRequest) {
    const files = await this.readForm(request);
    const kept: string[] = [];
    try {
      for (const file of files) {
        kept.push(await this.uploads.keep(IDENTITY_UPLOAD_FOLDER, file, file.detected!.extension));
      }
      const at = new Date(this.clock.now());
      await this.repository.prisma.$transaction(async (tx) => {
        await this.repository.lock(tx, memberId, merchantId);
        const claimed = await tx.playerProtection.updateMany({
          where: { memberId, identityStatus: { in: ['NOT_VERIFIED', 'REJECTED'] } },
          data: {
            identityStatus: 'PENDING',
            identityDocuments: kept,
            identitySubmittedAt: at,
            identityRejectReason: null,
            updatedAt: at,
          },
        });
        if (claimed.count === 0) {
          throw new AppError('CONFLICT', 'Your identity documents are being checked or verified');
        }
        await this.repository.recordEvent(tx, {
          merchantId,
          memberId,
          kind: 'IDENTITY_SUBMITTED',
          detail: { documents: kept.length },
          at,
        });
      });
    } catch (error) {
      await this.uploads.discardReceived(files);
      await this.uploads.discardKept(IDENTITY_UPLOAD_FOLDER, kept);
      throw error;
    }
    return this.status(memberId);
  }

  /** An operator's decision on PENDING documents; a second decision is a conflict. */
  async review(
    memberId: number,
    merchantId: number,
    operatorId: number,
    request: IdentityReviewRequest,
  ): Promise<void> {
    const reason = request.reason?.trim() ?? '';
    if (request.decision !== 'VERIFIED' && request.decision !== 'REJECTED') {
      throw invalidInput({ decision: 'Verify or reject' });
    }
    if (
      request.decision === 'REJECTED' &&
      (reason.length < PROTECTION_REASON_LENGTH.min || reason.length > PROTECTION_REASON_LENGTH.max)
    ) {
      throw invalidInput({ reason: 'Tell the member why, in 5 to 500 characters' });
    }
    const at = new Date(this.clock.now());
    await this.repository.prisma.$transaction(async (tx) => {
      const claimed = await tx.playerProtection.updateMany({
        where: { memberId, merchantId, identityStatus: 'PENDING' },
        data: {
          identityStatus: request.decision,
          identityRejectReason: request.decision === 'REJECTED' ? reason : null,
          updatedAt: at,
        },
      });
      if (claimed.count === 0) throw new AppError('CONFLICT', 'No documents wait for a decision');
      await this.repository.recordEvent(tx, {
        merchantId,
        memberId,
        kind: 'IDENTITY_REVIEWED',
        detail: { decision: request.decision, reason: reason || null },
        operatorId,
        at,
      });
    });
  }

  /** The `position`-th document (1-based) of a member of this operator. */
  async document(
    memberId: number,
    merchantId: number,
    position: number,
  ): Promise<StoredFile & { mimeType: string }> {
    const row = await this.repository.settings(memberId);
    const name = row && row.merchantId === merchantId ? row.identityDocuments[position - 1] : null;
    if (!name) throw new AppError('NOT_FOUND', 'No such document');
    const file = await this.uploads.open(IDENTITY_UPLOAD_FOLDER, name);
    // Kept under the extension of the type found in its bytes: PNG or JPEG.
    return { ...file, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }

  private async readForm(request: FastifyRequest): Promise<ReceivedFile[]> {
    if (!request.isMultipart()) {
      throw new AppError('BAD_REQUEST', 'Send the documents as multipart/form-data');
    }
    const files: ReceivedFile[] = [];
    const problems: string[] = [];
    try {
      for await (const part of request.parts({ limits: FORM_LIMITS })) {
        if (part.type === 'file' && part.fieldname === IDENTITY_FIELDS.documents) {
          files.push(await this.uploads.receive(part.file));
        } else {
          problems.push(`${part.fieldname} is not a field of this form`);
          if (part.type === 'file') part.file.resume();
        }
      }
    } catch (error) {
      await this.uploads.discardReceived(files);
      if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
        throw invalidInput({ documents: `Send at most ${IDENTITY_MAX_DOCUMENTS} images` });
      }
      throw new AppError('BAD_REQUEST', 'The identity form could not be read');
    }
    files.forEach((file, index) => {
      const problem = feedbackImageProblem({
        size: file.truncated ? FEEDBACK_IMAGE_MAX_BYTES : file.sizeBytes,
        mimeType: file.detected?.mimeType,
      });
      if (problem) problems.push(`Image ${index + 1}: a PNG or JPEG image under 5 MB, please`);
    });
    if (files.length === 0) problems.push('Send a picture of your identity document');
    if (problems.length > 0) {
      await this.uploads.discardReceived(files);
      throw invalidInput({ documents: problems });
    }
    return files;
  }
}
