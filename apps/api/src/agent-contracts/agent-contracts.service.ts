import { Inject, Injectable } from '@nestjs/common';
import {
  AGENT_CONTRACT_KIND_FEATURES,
  isAgentType,
  type AgentContractAction,
  type AgentContractKind,
  type AgentContractPage,
  type AgentContractRole,
  type AgentContractParty,
  type AgentContractTier,
  type AgentContractView,
  type OfferContractRequest,
  type RequestContractRequest,
} from '@wps/shared-types';
import { AgentSettingsService } from '../agent/agent-settings.service.js';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { PayoutPeriod, Prisma } from '../generated/prisma/client.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import {
  AgentContractsRepository,
  type ContractMember,
  type ContractRow,
} from './agent-contracts.repository.js';
import { changedMeanwhile, ContractTerms, tiersOf } from './contract-terms.js';
import { actionsOf, roleOf, toContractView } from './contract-view.js';
import type { AgentContractQueryDto } from './dto/agent-contracts.dto.js';

const NO_SUCH_CONTRACT = 'No such contract';
const NO_SUCH_DOWNLINE = 'No such account in your team';

/**
 * The agent's side of contracts (spec 2 §4): an upline offers terms to a direct sub-agent, a
 * sub-agent asks its upline for new terms, the other side accepts or refuses; either side of a
 * contract in force asks to end it and the other answers. A contract is seen by its two parties
 * only: to anyone else it does not exist (404).
 */
@Injectable()
export class AgentContractsService {
  constructor(
    private readonly contracts: AgentContractsRepository,
    private readonly terms: ContractTerms,
    private readonly settings: AgentSettingsService,
    private readonly mailbox: MailboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    member: AuthenticatedMember,
    query: AgentContractQueryDto,
  ): Promise<AgentContractPage> {
    await this.open(member, query.kind);
    const me = member.memberId;
    let heldBy: number[] | undefined = query.role === 'UPLINE' ? undefined : [me];
    let issuedBy: number[] | undefined = query.role === 'AGENT' ? undefined : [me];
    let upline: number | undefined;
    if (query.account) {
      // The contracts the agent issued to one account of its direct downline.
      const downline = await this.contracts.memberByAccount(member.merchantId, query.account);
      if (!downline || downline.uplineId !== me) throw new AppError('NOT_FOUND', NO_SUCH_DOWNLINE);
      heldBy = [downline.id];
      issuedBy = undefined;
      upline = me;
    }
    const { rows, total } = await this.contracts.page(
      {
        merchantId: member.merchantId,
        kind: query.kind,
        ...(query.status ? { status: query.status } : {}),
        ...(heldBy ? { heldBy } : {}),
        ...(issuedBy ? { issuedBy } : {}),
        ...(upline ? { upline } : {}),
      },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((row) => toContractView(row, me)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  async view(member: AuthenticatedMember, id: number): Promise<AgentContractView> {
    const row = await this.partyContract(member, id);
    await this.open(member, row.kind);
    return toContractView(row, member.memberId);
  }

  /** An upline's offer to a direct downline sub-agent; PENDING until the sub-agent answers. */
  async offer(
    member: AuthenticatedMember,
    request: OfferContractRequest,
  ): Promise<AgentContractView> {
    await this.open(member, request.kind);
    const period = this.terms.checked(request.kind, request.tiers, request.period);
    const downline = await this.contracts.memberByAccount(member.merchantId, request.account);
    if (!downline || downline.uplineId !== member.memberId) {
      throw new AppError('NOT_FOUND', NO_SUCH_DOWNLINE);
    }
    if (!isAgentType(downline.isAgent)) {
      throw new AppError('FORBIDDEN', 'Contracts are offered to sub-agents only');
    }
    await this.terms.assertWithinUpline(undefined, member.memberId, request.kind, request.tiers);
    const row = await this.propose(
      member,
      downline,
      'UPLINE',
      { kind: request.kind, tiers: request.tiers, period, note: request.note ?? null },
      downline.id,
    );
    return toContractView(row, member.memberId);
  }

  /** New terms a sub-agent asks of its upline (a "new request"). */
  async request(
    member: AuthenticatedMember,
    request: RequestContractRequest,
  ): Promise<AgentContractView> {
    await this.open(member, request.kind);
    const period = this.terms.checked(request.kind, request.tiers, request.period);
    const me = await this.self(member);
    if (me.uplineId === null) {
      throw new AppError('CONFLICT', 'A top agent’s contracts are set by the operator');
    }
    await this.terms.assertWithinUpline(undefined, me.uplineId, request.kind, request.tiers);
    const row = await this.propose(
      member,
      me,
      'AGENT',
      { kind: request.kind, tiers: request.tiers, period, note: request.note ?? null },
      me.uplineId,
    );
    return toContractView(row, member.memberId);
  }

  async act(
    member: AuthenticatedMember,
    id: number,
    action: AgentContractAction,
    note: string | null = null,
  ): Promise<AgentContractView> {
    const row = await this.partyContract(member, id);
    await this.open(member, row.kind);
    const role = roleOf(row, member.memberId);
    if (!actionsOf(row, role).includes(action)) {
      throw new AppError('CONFLICT', `This contract cannot be answered with ${action} now`);
    }
    const now = new Date(this.clock.now());
    await this.contracts.transaction(async (tx) => {
      // Whatever changed meanwhile rolls the whole answer back.
      if (!(await this.answer(tx, row, role, action, note, now))) throw changedMeanwhile();
    });
    return this.view(member, id);
  }

  /** Applies the action in `tx`; false when the contract was no longer as the caller saw it. */
  private async answer(
    tx: Prisma.TransactionClient,
    row: ContractRow,
    role: AgentContractRole,
    action: AgentContractAction,
    note: string | null,
    now: Date,
  ): Promise<boolean> {
    const other = role === 'AGENT' ? row.uplineId : row.agentId;
    const notify = (template: Parameters<typeof letter>[1], account = accountOf(row, role)) =>
      other === null ? [] : [letter(other, template, { kind: row.kind, account })];
    switch (action) {
      case 'accept': {
        const holder = await this.contracts.member(row.merchantId, row.agentId, tx);
        if (!holder) throw new AppError('NOT_FOUND', NO_SUCH_CONTRACT);
        // Proposed under another upline (the operator moved the agent since): void.
        if (holder.uplineId !== row.uplineId) return false;
        let accepted = false;
        await this.terms.replaceInForce(
          tx,
          holder,
          row.kind,
          tiersOf(row),
          now,
          async () => {
            accepted = await this.contracts.activate(tx, row.id, now);
          },
          row.id,
        );
        if (!accepted) return false;
        await this.mailbox.send(tx, notify('agentContract.accepted'));
        return true;
      }
      case 'refuse':
      case 'cancel': {
        const status = action === 'refuse' ? 'REFUSED' : 'CANCELLED';
        if (!(await this.contracts.close(tx, row.id, status, now))) return false;
        await this.mailbox.send(
          tx,
          notify(action === 'refuse' ? 'agentContract.refused' : 'agentContract.cancelled'),
        );
        return true;
      }
      case 'termination': {
        if (!(await this.contracts.requestTermination(tx, row.id, role, note, now))) return false;
        await this.mailbox.send(tx, notify('agentContract.terminationRequested'));
        return true;
      }
      case 'termination/accept': {
        const holder = await this.contracts.member(row.merchantId, row.agentId, tx);
        if (!holder) throw new AppError('NOT_FOUND', NO_SUCH_CONTRACT);
        return this.terms.endWithDownline(tx, row, holder, 'TERMINATED', now);
      }
      case 'termination/refuse': {
        if (!(await this.contracts.clearTermination(tx, row.id))) return false;
        await this.mailbox.send(tx, notify('agentContract.terminationRefused'));
        return true;
      }
    }
  }

  private async propose(
    member: AuthenticatedMember,
    holder: ContractMember,
    proposedBy: Extract<AgentContractParty, 'UPLINE' | 'AGENT'>,
    terms: {
      kind: AgentContractKind;
      tiers: AgentContractTier[];
      period: PayoutPeriod;
      note: string | null;
    },
    notifyId: number,
  ): Promise<ContractRow> {
    const now = new Date(this.clock.now());
    try {
      return await this.contracts.transaction(async (tx) => {
        const row = await this.contracts.insert(
          tx,
          {
            merchantId: member.merchantId,
            agentId: holder.id,
            uplineId: holder.uplineId,
            kind: terms.kind,
            period: terms.period,
            tiers: terms.tiers,
            note: terms.note,
            proposedBy,
            status: 'PENDING',
          },
          now,
        );
        const account = proposedBy === 'UPLINE' ? 'upline' : 'agent';
        await this.mailbox.send(tx, [
          letter(
            notifyId,
            proposedBy === 'UPLINE' ? 'agentContract.offered' : 'agentContract.requested',
            {
              kind: terms.kind,
              [account]: proposedBy === 'UPLINE' ? await this.accountName(member) : holder.account,
            },
          ),
        ]);
        return row;
      });
    } catch (error) {
      if (uniqueViolationOn(error)) {
        throw new AppError('CONFLICT', 'A proposal of this kind is already waiting for an answer');
      }
      throw error;
    }
  }

  /** The agent centre is open and the operator offers the kind; else 403 FEATURE_DISABLED. */
  private async open(member: AuthenticatedMember, kind: AgentContractKind): Promise<void> {
    const context = await this.settings.openCentre(member.merchantId);
    if (!context.settings.features[AGENT_CONTRACT_KIND_FEATURES[kind]]) {
      throw new AppError('FEATURE_DISABLED', 'This kind of contract is not offered on this site');
    }
  }

  private async partyContract(member: AuthenticatedMember, id: number): Promise<ContractRow> {
    const row = await this.contracts.contract(id);
    if (
      !row ||
      row.merchantId !== member.merchantId ||
      (row.agentId !== member.memberId && row.uplineId !== member.memberId)
    ) {
      throw new AppError('NOT_FOUND', NO_SUCH_CONTRACT);
    }
    return row;
  }

  private async self(member: AuthenticatedMember): Promise<ContractMember> {
    const me = await this.contracts.member(member.merchantId, member.memberId);
    if (!me) throw new AppError('NOT_FOUND', 'No such account');
    return me;
  }

  private async accountName(member: AuthenticatedMember): Promise<string> {
    return (await this.self(member)).account;
  }
}

/** The account of the viewer's counterpart's view: the viewer's own name, as the other reads it. */
function accountOf(row: ContractRow, role: 'AGENT' | 'UPLINE'): string {
  return role === 'AGENT' ? row.agent.account : (row.upline?.account ?? '');
}

function letter(
  memberId: number,
  template:
    | 'agentContract.offered'
    | 'agentContract.requested'
    | 'agentContract.accepted'
    | 'agentContract.refused'
    | 'agentContract.cancelled'
    | 'agentContract.terminationRequested'
    | 'agentContract.terminationRefused',
  params: Record<string, string>,
) {
  return { memberId, template, params };
}
