import { Inject, Injectable } from '@nestjs/common';
import {
  isAgentType,
  type AgentContractKind,
  type ConsoleAgentContract,
  type ConsoleAgentContractQuery,
  type ConsoleContractChange,
  type ConsolePage,
  type ConsoleSetContractRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { AgentContractsRepository, type ContractRow } from './agent-contracts.repository.js';
import { ContractTerms, tiersOf } from './contract-terms.js';
import { toConsoleContract } from './contract-view.js';

const NO_SUCH_CONTRACT = 'No contract of this site has this id';

/**
 * The operator's side of contracts: every contract of the site by agent, a top agent's terms
 * (in force at once), and freezing, unfreezing or ending any contract. Each change is audited
 * (operator.change) and told to the agents concerned through their mailboxes.
 */
@Injectable()
export class ConsoleAgentContractsService {
  constructor(
    private readonly contracts: AgentContractsRepository,
    private readonly terms: ContractTerms,
    private readonly mailbox: MailboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsoleAgentContractQuery,
  ): Promise<ConsolePage<ConsoleAgentContract>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    let parties: { heldBy: number[]; issuedBy: number[] } | null = null;
    if (query.account) {
      const member = await this.contracts.memberByAccount(operator.merchantId, query.account);
      if (!member) return { list: [], total: 0, page, pageSize };
      parties = { heldBy: [member.id], issuedBy: [member.id] };
    }
    const { rows, total } = await this.contracts.page(
      {
        merchantId: operator.merchantId,
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(parties ?? {}),
      },
      (page - 1) * pageSize,
      pageSize,
    );
    return { list: rows.map(toConsoleContract), total, page, pageSize };
  }

  /** A top agent's contract of the kind, in force at once; its earlier one ends (REPLACED). */
  async setTopAgentContract(
    operator: OperatorActor,
    memberId: number,
    kind: AgentContractKind,
    request: ConsoleSetContractRequest,
  ): Promise<ConsoleAgentContract> {
    const period = this.terms.checked(kind, request.tiers, request.period);
    const agent = await this.contracts.member(operator.merchantId, memberId);
    if (!agent) throw new AppError('NOT_FOUND', 'No member of this site has this id');
    if (!isAgentType(agent.isAgent) || agent.uplineId !== null) {
      throw invalidInput({
        memberId: 'Only a top agent’s contracts are set here; a sub-agent’s come from its upline',
      });
    }
    const now = new Date(this.clock.now());
    const { created, previous } = await this.contracts.transaction(async (tx) => {
      let row: ContractRow | null = null;
      const replaced = await this.terms.replaceInForce(
        tx,
        agent,
        kind,
        request.tiers,
        now,
        async () => {
          row = await this.contracts.insert(
            tx,
            {
              merchantId: operator.merchantId,
              agentId: agent.id,
              uplineId: null,
              kind,
              period,
              tiers: request.tiers,
              note: null,
              proposedBy: 'OPERATOR',
              status: 'ACTIVE',
            },
            now,
          );
        },
      );
      await this.mailbox.send(tx, [
        { memberId: agent.id, template: 'agentContract.set', params: { kind } },
      ]);
      return { created: row as ContractRow | null, previous: replaced };
    });
    if (!created) throw new Error('The contract was not written');
    operator.change = {
      target: `member:${memberId}`,
      before: previous ? { contract: previous.id, kind, tiers: tiersOf(previous) } : null,
      after: { contract: created.id, kind, tiers: request.tiers, period, reason: request.reason },
    };
    return toConsoleContract(created);
  }

  async change(
    operator: OperatorActor,
    id: number,
    change: ConsoleContractChange,
    reason: string,
  ): Promise<ConsoleAgentContract> {
    const row = await this.contracts.contract(id);
    if (!row || row.merchantId !== operator.merchantId)
      throw new AppError('NOT_FOUND', NO_SUCH_CONTRACT);
    const now = new Date(this.clock.now());
    const done = await this.contracts.transaction(async (tx) => {
      if (change === 'end') {
        const holder = await this.contracts.member(row.merchantId, row.agentId, tx);
        return holder !== null && this.terms.endWithDownline(tx, row, holder, 'OPERATOR', now);
      }
      const frozen = change === 'freeze';
      if (!(await this.contracts.setFrozen(tx, row.id, frozen))) return false;
      await this.mailbox.send(tx, [
        {
          memberId: row.agentId,
          template: frozen ? 'agentContract.frozen' : 'agentContract.unfrozen',
          params: { kind: row.kind },
        },
      ]);
      return true;
    });
    if (!done) {
      throw new AppError('CONFLICT', `A ${row.status.toLowerCase()} contract cannot be changed so`);
    }
    const after = await this.contracts.contract(id);
    if (!after) throw new AppError('NOT_FOUND', NO_SUCH_CONTRACT);
    operator.change = {
      target: `agent-contract:${id}`,
      before: { status: row.status },
      after: { status: after.status, reason },
    };
    return toConsoleContract(after);
  }
}
