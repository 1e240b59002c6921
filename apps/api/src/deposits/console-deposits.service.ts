import { Injectable } from '@nestjs/common';
import {
  DEPOSIT_QR_IMAGE_PATH,
  moneyCents,
  type ConsoleDepositChannel,
  type ConsoleDepositDetail,
  type ConsoleDepositPage,
  type ConsoleDepositQrImage,
  type ConsoleDepositRow,
  type ProofImageType,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  checkedProofImages,
  proofImageFormProblems,
  type ProofImageForm,
} from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import { DepositDecisions } from './deposit-decisions.service.js';
import type { ConsoleDepositChannelDto, ConsoleDepositQueryDto } from './dto/deposit.dto.js';
import { DepositsRepository, type ChannelRow, type DepositRow } from './deposits.repository.js';
import { DepositsService, type ProofImageFile } from './deposits.service.js';

/** The file storage's folder of channels' QR pictures, served to everybody. */
export const DEPOSIT_QR_FOLDER = 'deposit-qr';

// What UploadStore.keep names a kept file: a random UUID and the extension found in its bytes.
const QR_STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** The operator console's deposit pages: the queue, a deposit's detail and decision, channels. */
@Injectable()
export class ConsoleDepositsService {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly decisions: DepositDecisions,
    private readonly member: DepositsService,
    private readonly uploads: UploadStore,
  ) {}

  async queue(operator: OperatorActor, query: ConsoleDepositQueryDto): Promise<ConsoleDepositPage> {
    const window = pageWindow(query);
    const { timezone } = await this.deposits.merchant(operator.merchantId);
    const { rows, total, amount } = await this.deposits.queue(
      {
        merchantId: operator.merchantId,
        status: query.status,
        channelId: query.channelId,
        memberId: query.memberId,
        account: query.account,
        from: query.from,
        to: query.to,
        timezone,
      },
      window.skip,
      window.pageSize,
    );
    return {
      list: rows.map(toConsoleRow),
      total,
      page: window.page,
      pageSize: window.pageSize,
      totals: { count: total, amount: new Prisma.Decimal(amount).toFixed(2) },
    };
  }

  async detail(operator: OperatorActor, depositId: number): Promise<ConsoleDepositDetail> {
    return toConsoleDetail(await this.existing(operator, depositId));
  }

  /** Approves a pending deposit: the money reaches MAIN once, whoever else clicks at once. */
  async approve(operator: OperatorActor, depositId: number): Promise<ConsoleDepositDetail> {
    const deposit = await this.existing(operator, depositId);
    if (!(await this.decisions.approve(deposit, { name: operator.username, byOperator: true }))) {
      throw this.decisions.conflict(await this.existing(operator, depositId));
    }
    const after = toConsoleDetail(await this.existing(operator, depositId));
    operator.change = {
      target: `deposit:${depositId}`,
      before: { status: deposit.status },
      after: { status: after.status, amount: after.amount, bonusAmount: after.bonusAmount },
    };
    return after;
  }

  async reject(
    operator: OperatorActor,
    depositId: number,
    reason: string,
  ): Promise<ConsoleDepositDetail> {
    const deposit = await this.existing(operator, depositId);
    if (!(await this.decisions.reject(deposit, { name: operator.username }, reason))) {
      throw this.decisions.conflict(await this.existing(operator, depositId));
    }
    operator.change = {
      target: `deposit:${depositId}`,
      before: { status: deposit.status },
      after: { status: 'REJECTED', rejectReason: reason },
    };
    return toConsoleDetail(await this.existing(operator, depositId));
  }

  proof(operator: OperatorActor, depositId: number, position: number): Promise<ProofImageFile> {
    return this.member.proof({ merchantId: operator.merchantId }, depositId, position);
  }

  async channels(operator: OperatorActor): Promise<ConsoleDepositChannel[]> {
    return (await this.deposits.channels(operator.merchantId, false)).map(toConsoleChannel);
  }

  async createChannel(
    operator: OperatorActor,
    input: ConsoleDepositChannelDto,
  ): Promise<ConsoleDepositChannel> {
    const values = await this.checkedChannel(operator, input);
    const channel = toConsoleChannel(
      await this.deposits.createChannel({ merchantId: operator.merchantId, ...values }),
    );
    operator.change = { target: `deposit-channel:${channel.id}`, after: channel };
    return channel;
  }

  async updateChannel(
    operator: OperatorActor,
    channelId: number,
    input: ConsoleDepositChannelDto,
  ): Promise<ConsoleDepositChannel> {
    const existing = await this.deposits.channel(operator.merchantId, channelId);
    if (!existing) throw new AppError('NOT_FOUND', 'No such deposit channel');
    const values = await this.checkedChannel(operator, input, channelId);
    const before = toConsoleChannel(existing);
    const after = toConsoleChannel(
      await this.deposits.updateChannel(operator.merchantId, channelId, values),
    );
    operator.change = {
      target: `deposit-channel:${channelId}`,
      before: changedFields(before, after, before),
      after: changedFields(before, after, after),
    };
    return after;
  }

  /** Keeps an uploaded QR picture and answers its address; a refused one is deleted at once. */
  async uploadQrImage(
    operator: OperatorActor,
    form: ProofImageForm<never>,
    imageField: string,
  ): Promise<ConsoleDepositQrImage> {
    try {
      // The console's messages are English (decisions: "Operator console web app").
      const problems = proofImageFormProblems(form, imageField, 'EN');
      if (form.images.length !== 1 && !problems[imageField]) {
        problems[imageField] = 'Send one picture';
      }
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const [image] = checkedProofImages(form);
      const storedName = await this.uploads.keep(DEPOSIT_QR_FOLDER, image.file, image.extension);
      const answer = { url: `${DEPOSIT_QR_IMAGE_PATH}/${storedName}` };
      operator.change = {
        target: `deposit-qr:${storedName}`,
        after: { ...answer, sha256: image.file.sha256 },
      };
      return answer;
    } catch (error) {
      await this.uploads.discardReceived(form.images);
      throw error;
    }
  }

  /** A kept QR picture, for everybody (members see it on the deposit page). */
  async qrImage(storedName: string): Promise<ProofImageFile> {
    const match = QR_STORED_NAME.exec(storedName);
    if (!match) throw new AppError('NOT_FOUND', 'No such picture');
    try {
      const file = await this.uploads.open(DEPOSIT_QR_FOLDER, storedName);
      const mimeType: ProofImageType = match[1] === 'png' ? 'image/png' : 'image/jpeg';
      return { mimeType, ...file };
    } catch {
      throw new AppError('NOT_FOUND', 'No such picture');
    }
  }

  /** The channel's columns, once the rules between its fields hold (else 400 by field). */
  private async checkedChannel(
    operator: OperatorActor,
    input: ConsoleDepositChannelDto,
    exceptId?: number,
  ) {
    const problems: Record<string, string> = {};
    const bank = input.type === 'BANK_TRANSFER';
    if (bank) {
      for (const field of ['bankName', 'accountHolder', 'accountNumber'] as const) {
        if (!input[field]) problems[field] = `${field} is required for a bank transfer`;
      }
    }
    if (input.type === 'EWALLET' && !input.qrImageUrl) {
      problems.qrImageUrl = 'qrImageUrl is required for an e-wallet';
    }
    if (moneyCents(input.maxAmount) < moneyCents(input.minAmount)) {
      problems.maxAmount = 'maxAmount must not be below minAmount';
    }
    if (input.dailyAmount && moneyCents(input.dailyAmount) < moneyCents(input.minAmount)) {
      problems.dailyAmount = 'dailyAmount must not be below minAmount';
    }
    const promotionId = input.promotionId ?? null;
    const bonus = [input.bonusPercent, input.bonusMax, input.bonusTurnoverMultiplier];
    if (promotionId === null && bonus.some((value) => value !== undefined && value !== null)) {
      problems.promotionId = 'a bonus needs its promotion';
    }
    if (promotionId !== null) {
      if (bonus.some((value) => value === undefined || value === null)) {
        problems.bonusPercent =
          'a promotion needs bonusPercent, bonusMax and bonusTurnoverMultiplier';
      }
      if ((await this.deposits.promotionExists(operator.merchantId, promotionId)) === 0) {
        problems.promotionId = 'no such promotion';
      }
    }
    if ((await this.deposits.channelExists(operator.merchantId, input.name, exceptId)) > 0) {
      problems.name = 'another channel has this name';
    }
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    return {
      type: input.type,
      name: input.name,
      // Details of another type are not kept: a bank channel shows no QR and the other way round.
      bankName: bank ? input.bankName! : null,
      accountHolder: bank ? input.accountHolder! : null,
      accountNumber: bank ? input.accountNumber! : null,
      qrImageUrl: input.type === 'EWALLET' ? input.qrImageUrl! : null,
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      dailyAmount: input.dailyAmount ?? null,
      dailyCount: input.dailyCount ?? null,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
      promotionId,
      bonusPercent: promotionId === null ? null : input.bonusPercent!,
      bonusMax: promotionId === null ? null : input.bonusMax!,
      bonusTurnoverMultiplier: promotionId === null ? null : input.bonusTurnoverMultiplier!,
    };
  }

  private async existing(operator: OperatorActor, depositId: number): Promise<DepositRow> {
    const deposit = await this.deposits.find(operator.merchantId, depositId);
    if (!deposit) throw new AppError('NOT_FOUND', 'No such deposit');
    return deposit;
  }
}

function toConsoleRow(row: DepositRow): ConsoleDepositRow {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.member.account,
    channelId: row.channelId,
    channelName: row.channel.name,
    channelType: row.channelType,
    amount: row.amount.toFixed(2),
    bonusAmount: row.bonusAmount?.toFixed(2) ?? null,
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

function toConsoleDetail(row: DepositRow): ConsoleDepositDetail {
  return {
    ...toConsoleRow(row),
    remark: row.remark,
    rejectReason: row.rejectReason,
    gatewayReference: row.gatewayReference,
    expiresAt: row.expiresAt.toISOString(),
    promotionId: row.promotionId,
    proofs: row.proofs.map((proof) => ({
      position: proof.position,
      mimeType: proof.mimeType as ProofImageType,
      sizeBytes: proof.sizeBytes,
    })),
  };
}

function toConsoleChannel(row: ChannelRow): ConsoleDepositChannel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    qrImageUrl: row.qrImageUrl,
    minAmount: row.minAmount.toFixed(2),
    maxAmount: row.maxAmount.toFixed(2),
    dailyAmount: row.dailyAmount?.toFixed(2) ?? null,
    dailyCount: row.dailyCount,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    promotionId: row.promotionId,
    bonusPercent: row.bonusPercent?.toFixed(2) ?? null,
    bonusMax: row.bonusMax?.toFixed(2) ?? null,
    bonusTurnoverMultiplier: row.bonusTurnoverMultiplier,
  };
}

/** The fields of `pick` that differ between before and after: the trail keeps only changes. */
function changedFields(
  before: ConsoleDepositChannel,
  after: ConsoleDepositChannel,
  pick: ConsoleDepositChannel,
): Partial<ConsoleDepositChannel> {
  return Object.fromEntries(
    (Object.keys(pick) as Array<keyof ConsoleDepositChannel>)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, pick[key]]),
  );
}
