import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  amountFitsScale,
  currencyDecimals,
  DEPOSIT_FIELDS,
  depositBonus,
  depositMessage,
  formatMoney,
  moneyCents,
  ONLINE_PAYMENT_EXPIRY_MINUTES,
  paymentSettingsOf,
  takesProof,
  type DepositChannel,
  type DepositEntry,
  type DepositPage,
  type Language,
  type ProofImageType,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { amountTooFine } from '../common/currency-amounts.js';
import { inLanguage } from '../common/in-language.js';
import { pageCount } from '../common/paging.query.js';
import { languageFor, type Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway/payment-gateway.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { StoredFileNotFoundError, type StoredFile } from '../uploads/file-storage.js';
import { UploadStore } from '../uploads/upload-store.js';
import { checkDepositForm, channelIdOf, type DepositForm } from './deposit-form.js';
import { DepositDecisions } from './deposit-decisions.service.js';
import {
  DepositsRepository,
  type ChannelRow,
  type DailyUse,
  type DepositUse,
  type DepositRow,
} from './deposits.repository.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';

/** The file storage's folder of deposits' proof images. */
export const DEPOSIT_PROOF_FOLDER = 'deposit-proofs';

// Where the gateway sends the payer back: the site, whose open member centre shows the status.
const PAYMENT_RETURN_URL = '/';

/** A proof image to send: its type as checked at upload, and its bytes as a stream. */
export type ProofImageFile = StoredFile & { mimeType: ProofImageType };

@Injectable()
export class DepositsService {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly merchants: MerchantService,
    private readonly deposits: DepositsRepository,
    private readonly decisions: DepositDecisions,
    private readonly uploads: UploadStore,
    private readonly protection: PlayerProtectionService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The channels open to the member, with today's use of their limits and their promotions. */
  async channels(member: AuthenticatedMember, visitor: Visitor): Promise<DepositChannel[]> {
    const site = await this.merchants.siteForHost(visitor.host);
    const language = languageFor(visitor, site.defaultLanguage);
    const now = new Date(this.clock.now());
    const channels = (await this.deposits.channels(member.merchantId, true)).filter(
      (channel) => channel.type !== 'ONLINE' || this.gateway.available,
    );
    const [uses, claimed] = await Promise.all([
      this.deposits.dailyUse(member.memberId, now, site.timezone),
      this.deposits.claimedPromotions(
        member.memberId,
        channels.flatMap((channel) => (channel.promotionId === null ? [] : [channel.promotionId])),
      ),
    ]);
    const useOf = new Map(uses.map((use) => [use.channelId, use]));
    return channels.map((channel) =>
      toMemberChannel(channel, useOf.get(channel.id), claimed, language, now),
    );
  }

  /**
   * Makes a deposit: the proof images are kept first, then the deposit and its proofs are
   * written in one transaction that checks the daily limits under the member's lock. An online
   * deposit then gets its payment from the gateway. Any failure before the deposit is written
   * deletes every file of the request, so nothing is left without its row.
   */
  async create(
    member: AuthenticatedMember,
    visitor: Visitor,
    form: DepositForm,
  ): Promise<DepositEntry> {
    const kept: string[] = [];
    let deposit: DepositRow;
    try {
      const site = await this.merchants.siteForHost(visitor.host);
      const language = languageFor(visitor, site.defaultLanguage);
      const channelId = channelIdOf(form);
      const channel =
        channelId === null ? null : await this.deposits.channel(member.merchantId, channelId);
      if (!channel?.enabled || (channel.type === 'ONLINE' && !this.gateway.available)) {
        throw invalidInput({ [DEPOSIT_FIELDS.channelId]: depositMessage('channel', language) });
      }
      const limits = {
        type: channel.type,
        minAmount: channel.minAmount.toFixed(2),
        maxAmount: channel.maxAmount.toFixed(2),
      };
      const checked = checkDepositForm(form, limits, site.currencySymbol, language);
      const decimals = currencyDecimals(site.currencyCode, site.currencyDecimals);
      if (!amountFitsScale(checked.amount, decimals)) {
        throw amountTooFine(DEPOSIT_FIELDS.amount, site.currencyCode, decimals);
      }
      await this.protection.checkDeposit(null, member.memberId, checked.amount);
      const now = new Date(this.clock.now());
      const bonus = checked.claimPromotion ? promotionBonus(channel, checked.amount, now) : null;
      if (checked.claimPromotion && !bonus) {
        throw invalidInput({
          [DEPOSIT_FIELDS.claimPromotion]: depositMessage('promotion', language),
        });
      }
      const proofs = [];
      for (const image of checked.proofs) {
        const storedName = await this.uploads.keep(
          DEPOSIT_PROOF_FOLDER,
          image.file,
          image.extension,
        );
        kept.push(storedName);
        proofs.push({
          storedName,
          mimeType: image.mimeType,
          sizeBytes: image.file.sizeBytes,
          sha256: image.file.sha256,
        });
      }
      const expiryMinutes = takesProof(channel.type)
        ? paymentSettingsOf(site.settings).depositExpiryMinutes
        : ONLINE_PAYMENT_EXPIRY_MINUTES;
      deposit = await this.deposits.create(
        {
          merchantId: member.merchantId,
          memberId: member.memberId,
          channelId: channel.id,
          channelType: channel.type,
          amount: checked.amount,
          currency: site.currencyCode,
          reference: checked.reference,
          remark: checked.remark,
          promotionId: bonus ? channel.promotionId : null,
          bonusAmount: bonus,
          bonusTurnoverMultiplier: bonus ? channel.bonusTurnoverMultiplier : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
          proofs,
        },
        async (use, tx) => {
          admit(channel, checked.amount, use, site.currencySymbol, language);
          // Online payments the gateway may still confirm count against the member's deposit
          // limits now: a confirmation credits money already paid, so it is not refused later.
          if (channel.type === 'ONLINE') {
            await this.protection.checkDeposit(
              tx,
              member.memberId,
              checked.amount,
              use.pendingOnline,
            );
          }
        },
        site.timezone,
      );
    } catch (error) {
      await this.uploads.discardReceived(form.images);
      await this.uploads.discardKept(DEPOSIT_PROOF_FOLDER, kept);
      throw error;
    }
    if (deposit.channelType === 'ONLINE') deposit = await this.startPayment(deposit);
    return toDepositEntry(deposit);
  }

  /** The member's own deposits, newest first. */
  async list(member: AuthenticatedMember, pageNo: number, pageSize: number): Promise<DepositPage> {
    const { rows, total } = await this.deposits.memberPage(member.memberId, pageNo, pageSize);
    return {
      list: rows.map(toDepositEntry),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  /**
   * A proof image of a deposit (`position` from 1): of the member's own deposits when `memberId`
   * is given, of any of the merchant's for an operator. Another's is "not found", never "forbidden".
   */
  async proof(
    scope: { merchantId: number; memberId?: number },
    depositId: number,
    position: number,
  ): Promise<ProofImageFile> {
    const proof = await this.deposits.proof(scope, depositId, position);
    if (!proof) throw new AppError('NOT_FOUND', 'No such image');
    try {
      const file = await this.uploads.open(DEPOSIT_PROOF_FOLDER, proof.storedName);
      return { mimeType: proof.mimeType as ProofImageType, ...file };
    } catch (error) {
      if (!(error instanceof StoredFileNotFoundError)) throw error;
      this.logger.warn(`deposit proof ${proof.storedName} has a row but no stored file`);
      throw new AppError('NOT_FOUND', 'No such image');
    }
  }

  /**
   * Asks the gateway for the online deposit's payment. A gateway that cannot be reached leaves
   * the deposit rejected with the reason, so it neither counts against the day nor waits.
   */
  private async startPayment(deposit: DepositRow): Promise<DepositRow> {
    try {
      const payment = await this.gateway.createPayment({
        merchantReference: String(deposit.id),
        amount: deposit.amount.toFixed(2),
        currency: deposit.currency,
        returnUrl: PAYMENT_RETURN_URL,
      });
      return await this.deposits.setPayment(deposit.id, payment.reference, payment.paymentUrl);
    } catch (error) {
      this.logger.error(`deposit ${deposit.id}: the payment gateway failed: ${String(error)}`);
      await this.decisions.reject(
        deposit,
        { name: this.gateway.name },
        'The payment gateway could not be reached',
      );
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment gateway could not be reached');
    }
  }
}

/** Refuses a deposit the member's deposits of today leave no room for (LIMIT_EXCEEDED). */
function admit(
  channel: ChannelRow,
  amount: string,
  use: DepositUse,
  currencySymbol: string,
  language: Language,
): void {
  const count = use.daily?.count ?? 0;
  const total = moneyCents(use.daily?.amount ?? '0') + moneyCents(amount);
  if (channel.dailyCount !== null && count + 1 > channel.dailyCount) {
    throw new AppError(
      'LIMIT_EXCEEDED',
      depositMessage('dailyCount', language, channel.dailyCount),
      {
        limit: 'dailyCount',
        max: channel.dailyCount,
        used: count,
      },
    );
  }
  if (channel.dailyAmount !== null && total > moneyCents(channel.dailyAmount.toFixed(2))) {
    const max = channel.dailyAmount.toFixed(2);
    throw new AppError(
      'LIMIT_EXCEEDED',
      depositMessage('dailyAmount', language, formatMoney(max, currencySymbol)),
      { limit: 'dailyAmount', max, used: use.daily?.amount ?? '0.00' },
    );
  }
  if (use.promotionClaimed) {
    throw invalidInput({
      [DEPOSIT_FIELDS.claimPromotion]: depositMessage('promotionClaimed', language),
    });
  }
}

/** Whether the channel's promotion runs at `now` with a bonus to give. */
function promotionRuns(channel: ChannelRow, now: Date): boolean {
  const promotion = channel.promotion;
  return Boolean(
    promotion?.enabled &&
    promotion.startsAt <= now &&
    (promotion.endsAt === null || promotion.endsAt > now) &&
    channel.bonusPercent &&
    channel.bonusMax,
  );
}

/** The bonus the channel's promotion gives on `amount`, or null when it does not run. */
function promotionBonus(channel: ChannelRow, amount: string, now: Date): string | null {
  if (!promotionRuns(channel, now)) return null;
  return depositBonus(amount, channel.bonusPercent!.toFixed(2), channel.bonusMax!.toFixed(2));
}

function toMemberChannel(
  channel: ChannelRow,
  use: DailyUse | undefined,
  claimed: Set<number>,
  language: Language,
  now: Date,
): DepositChannel {
  const text = inLanguage(channel.promotion?.texts, language) as { title?: unknown } | undefined;
  return {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    bankName: channel.bankName,
    accountHolder: channel.accountHolder,
    accountNumber: channel.accountNumber,
    qrImageUrl: channel.qrImageUrl,
    minAmount: channel.minAmount.toFixed(2),
    maxAmount: channel.maxAmount.toFixed(2),
    dailyAmount: channel.dailyAmount?.toFixed(2) ?? null,
    dailyCount: channel.dailyCount,
    usedToday: { amount: new Prisma.Decimal(use?.amount ?? 0).toFixed(2), count: use?.count ?? 0 },
    promotion:
      channel.promotionId !== null && promotionRuns(channel, now)
        ? {
            id: channel.promotionId,
            title: typeof text?.title === 'string' ? text.title : '',
            bonusPercent: channel.bonusPercent!.toFixed(2),
            bonusMax: channel.bonusMax!.toFixed(2),
            turnoverMultiplier: channel.bonusTurnoverMultiplier ?? 1,
            claimed: claimed.has(channel.promotionId),
          }
        : null,
  };
}

export function toDepositEntry(row: DepositRow): DepositEntry {
  return {
    id: row.id,
    channelName: row.channel.name,
    channelType: row.channelType,
    amount: row.amount.toFixed(2),
    bonusAmount: row.bonusAmount?.toFixed(2) ?? null,
    status: row.status,
    reference: row.reference,
    remark: row.remark,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    proofs: row.proofs.map((proof) => ({
      mimeType: proof.mimeType as ProofImageType,
      sizeBytes: proof.sizeBytes,
    })),
    paymentUrl: row.status === 'PENDING' ? row.paymentUrl : null,
  };
}
