import { Injectable } from '@nestjs/common';
import type {
  UplineTransferOverview,
  UplineTransferPage,
  UplineTransferView,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import {
  MemberTransfersService,
  type MemberTransferRow,
} from '../member-transfers/member-transfers.service.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { UplineTransferDto, UplineTransferPageQueryDto } from './upline-transfers.dto.js';

/**
 * A member (or agent) sends money from its MAIN to its upline agent's MAIN (spec 2 §6), within
 * the operator's upline-transfer limits (payment settings); the transfer itself is the member
 * transfers' port.
 */
@Injectable()
export class UplineTransfersService {
  constructor(
    private readonly transfers: MemberTransfersService,
    private readonly payments: PaymentSettingsService,
  ) {}

  async overview(member: AuthenticatedMember): Promise<UplineTransferOverview> {
    const [{ settings, timezone }, upline] = await Promise.all([
      this.payments.contextOf(member.merchantId),
      this.transfers.upline(member.memberId),
    ]);
    return {
      upline: upline && { account: upline.account, nickname: upline.nickname },
      ...settings.uplineTransfer,
      usedAmount: await this.transfers.sentToday(member.memberId, 'TO_UPLINE', timezone),
    };
  }

  async page(
    member: AuthenticatedMember,
    query: UplineTransferPageQueryDto,
  ): Promise<UplineTransferPage> {
    const { rows, total } = await this.transfers.page(
      { sentBy: member.memberId, direction: 'TO_UPLINE' },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map(view),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  async transfer(
    member: AuthenticatedMember,
    dto: UplineTransferDto,
    idempotencyKey: string | undefined,
  ): Promise<UplineTransferView> {
    const { settings, timezone } = await this.payments.contextOf(member.merchantId);
    const row = await this.transfers.send({
      merchantId: member.merchantId,
      memberId: member.memberId,
      direction: 'TO_UPLINE',
      amount: dto.amount,
      paymentPassword: dto.paymentPassword,
      idempotencyKey,
      limits: settings.uplineTransfer,
      timezone,
      receiver: async () => {
        const upline = await this.transfers.upline(member.memberId);
        if (!upline) throw new AppError('NO_UPLINE', 'You have no upline agent to transfer to');
        return upline;
      },
    });
    return view(row);
  }
}

function view(row: MemberTransferRow): UplineTransferView {
  return {
    id: row.id,
    amount: row.amount.toFixed(2),
    upline: { account: row.receiver.account, nickname: row.receiver.nickname },
    createdAt: row.createdAt.toISOString(),
  };
}
