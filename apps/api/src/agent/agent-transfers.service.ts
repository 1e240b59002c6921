import { Injectable } from '@nestjs/common';
import type {
  AgentTransferDirection,
  AgentTransferOverview,
  AgentTransferPage,
  AgentTransferView,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import { LedgerService } from '../ledger/ledger.service.js';
import {
  MemberTransfersService,
  type MemberTransferRow,
} from '../member-transfers/member-transfers.service.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { AgentTeamRepository } from './agent-team.repository.js';
import type { AgentTransferDto, AgentTransferPageQueryDto } from './dto/agent-centre.dto.js';

/**
 * An agent's transfers (spec 2 §6): to a direct downline within the operator's agent limits,
 * through the member transfers' port that the upline transfer uses too; the list holds both
 * directions, sent and received.
 */
@Injectable()
export class AgentTransfersService {
  constructor(
    private readonly settings: AgentSettingsService,
    private readonly team: AgentTeamRepository,
    private readonly transfers: MemberTransfersService,
    private readonly payments: PaymentSettingsService,
    private readonly ledger: LedgerService,
  ) {}

  async overview(member: AuthenticatedMember): Promise<AgentTransferOverview> {
    const { settings, timezone } = await this.settings.openCentre(member.merchantId);
    const [payments, upline, sentDownToday, sentUpToday, balances] = await Promise.all([
      this.payments.settings(member.merchantId),
      this.transfers.upline(member.memberId),
      this.transfers.sentToday(member.memberId, 'TO_DOWNLINE', timezone),
      this.transfers.sentToday(member.memberId, 'TO_UPLINE', timezone),
      this.ledger.mainBalances(member.merchantId, [member.memberId]),
    ]);
    return {
      downline: { ...settings.downlineTransfer, usedAmount: sentDownToday },
      upline: {
        account: upline?.account ?? null,
        ...payments.uplineTransfer,
        usedAmount: sentUpToday,
      },
      balance: balances.get(member.memberId) ?? '0.00',
    };
  }

  async page(
    member: AuthenticatedMember,
    query: AgentTransferPageQueryDto,
  ): Promise<AgentTransferPage> {
    await this.settings.openCentre(member.merchantId);
    const { rows, total } = await this.transfers.page(
      { party: member.memberId },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((row) => view(row, member.memberId)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  /** Sends money to a direct downline; anyone else answers 404 like an unknown account. */
  async transfer(
    member: AuthenticatedMember,
    dto: AgentTransferDto,
    idempotencyKey: string | undefined,
  ): Promise<AgentTransferView> {
    const { settings, timezone } = await this.settings.openCentre(member.merchantId);
    const row = await this.transfers.send({
      merchantId: member.merchantId,
      memberId: member.memberId,
      direction: 'TO_DOWNLINE',
      amount: dto.amount,
      paymentPassword: dto.paymentPassword,
      idempotencyKey,
      limits: settings.downlineTransfer,
      timezone,
      receiver: async () => {
        const agent = await this.team.agent(member.memberId);
        const downline = await this.team.inSubtree(agent, dto.toAccount);
        if (downline?.uplineId !== agent.id) {
          throw new AppError('NOT_FOUND', 'No such account among your direct downline');
        }
        return downline;
      },
    });
    return view(row, member.memberId);
  }
}

/** The transfer as the agent sees it: its direction from the agent's side, and the other side. */
function view(row: MemberTransferRow, agentId: number): AgentTransferView {
  const sent = row.memberId === agentId;
  const direction: AgentTransferDirection = sent
    ? row.direction
    : row.direction === 'TO_UPLINE'
      ? 'FROM_DOWNLINE'
      : 'FROM_UPLINE';
  return {
    id: row.id,
    direction,
    counterparty: sent ? row.receiver.account : row.member.account,
    amount: row.amount.toFixed(2),
    createdAt: row.createdAt.toISOString(),
  };
}
