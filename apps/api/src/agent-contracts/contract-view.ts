import type {
  AgentContractAction,
  AgentContractRole,
  AgentContractView,
  ConsoleAgentContract,
} from '@wps/shared-types';
import type { ContractRow } from './agent-contracts.repository.js';
import { tiersOf } from './contract-terms.js';

/** The viewer's side of a contract (its holder or its issuing upline). */
export function roleOf(row: ContractRow, viewerId: number): AgentContractRole {
  return row.agentId === viewerId ? 'AGENT' : 'UPLINE';
}

/** What the viewer may do with the contract now. */
export function actionsOf(row: ContractRow, role: AgentContractRole): AgentContractAction[] {
  if (row.status === 'PENDING') {
    return row.proposedBy === role ? ['cancel'] : ['accept', 'refuse'];
  }
  // A top agent's contract is the operator's: the agent asks the operator, not the centre.
  if (row.uplineId === null) return [];
  if (row.status !== 'ACTIVE' && row.status !== 'FROZEN') return [];
  if (row.terminationRequestedBy === null) return ['termination'];
  return row.terminationRequestedBy === role ? [] : ['termination/accept', 'termination/refuse'];
}

export function toContractView(row: ContractRow, viewerId: number): AgentContractView {
  const role = roleOf(row, viewerId);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    role,
    agent: row.agent.account,
    upline: row.upline?.account ?? null,
    period: row.period,
    tiers: tiersOf(row),
    note: row.note,
    proposedBy: row.proposedBy,
    proposedAt: row.proposedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    endReason: row.endReason,
    termination:
      row.terminationRequestedBy && row.terminationRequestedAt
        ? {
            requestedBy: row.terminationRequestedBy,
            requestedAt: row.terminationRequestedAt.toISOString(),
            note: row.terminationNote,
          }
        : null,
    actions: actionsOf(row, role),
  };
}

export function toConsoleContract(row: ContractRow): ConsoleAgentContract {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    agentId: row.agentId,
    agent: row.agent.account,
    upline: row.upline?.account ?? null,
    period: row.period,
    tiers: tiersOf(row),
    note: row.note,
    proposedBy: row.proposedBy,
    proposedAt: row.proposedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    endReason: row.endReason,
    termination:
      row.terminationRequestedBy && row.terminationRequestedAt
        ? {
            requestedBy: row.terminationRequestedBy,
            requestedAt: row.terminationRequestedAt.toISOString(),
          }
        : null,
  };
}
