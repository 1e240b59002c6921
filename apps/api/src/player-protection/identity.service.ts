import { Inject, Injectable } from '@nestjs/common';
import {
  PROTECTION_REASON_LENGTH,
  type IdentityReviewRequest,
  type IdentityStatusValue,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { StoredFile } from '../uploads/file-storage.js';
import { UploadStore, type ReceivedFile } from '../uploads/upload-store.js';
import { PlayerProtectionRepository } from './player-protection.repository.js';

export const IDENTITY_UPLOAD_FOLDER = 'identity';

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

  /** Keeps the checked documents (identity-form.ts); a verified identity is not sent again. */
  async submit(memberId: number, merchantId: number, files: ReceivedFile[]) {
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
}
