// The operator console's agent pages: the agent settings (AgentSettings), the agent tree of the
// site with moves of a member or a sub-agent's whole subtree to another agent, and agents' share
// ratios. Agent announcements are console announcements of type AGENT_ANNOUNCEMENT_TYPE.
import type { DownlineType } from './agent-centre.js';
import { CONSOLE_API_PREFIX, type ConsolePageQuery } from './console.js';

export const CONSOLE_AGENT_PATHS = {
  /** GET and PUT AgentSettings (PUT replaces them all). */
  settings: `${CONSOLE_API_PREFIX}/settings/agents`,
  /** GET ConsoleAgentTreeQuery: ConsolePage<ConsoleAgentNode>, one node's children by account. */
  tree: `${CONSOLE_API_PREFIX}/agents/tree`,
  /** GET ?account: ConsoleAgentPath, an account with its uplines. */
  path: `${CONSOLE_API_PREFIX}/agents/path`,
  /** PUT ConsoleMoveRequest: ConsoleAgentPath, the member (and its subtree) under a new upline. */
  upline: (memberId: number) => `${CONSOLE_API_PREFIX}/agents/${memberId}/upline`,
  /** PUT ConsoleAgentRatioRequest: ConsoleAgentNode. */
  ratio: (memberId: number) => `${CONSOLE_API_PREFIX}/agents/${memberId}/ratio`,
} as const;

export interface ConsoleAgentTreeQuery extends ConsolePageQuery {
  /** Whose direct downline to list; left out: the site's top agents. */
  parentId?: number;
}

export interface ConsoleAgentNode {
  memberId: number;
  account: string;
  nickname: string;
  type: DownlineType;
  isAgent: number;
  status: string;
  /** Share ratio in percent; null for a member or an agent without one. */
  ratio: string | null;
  /** Accounts below this one at any depth (0 for a member). */
  teamSize: number;
  /** Uplines above it (0 at the top). */
  depth: number;
  /** The upline's account; null at the top. */
  upline: string | null;
}

export interface ConsoleAgentPath {
  /** The uplines, top agent first. */
  ancestors: ConsoleAgentNode[];
  member: ConsoleAgentNode;
}

/** A move's and a ratio change's reason, kept in the audit trail. */
export const AGENT_CHANGE_REASON_LENGTH = { min: 3, max: 200 } as const;

export interface ConsoleMoveRequest {
  /** The new upline: an agent of the site, outside the moved account's own subtree. */
  uplineAccount: string;
  reason: string;
}

export interface ConsoleAgentRatioRequest {
  /** Percent, two decimals (AGENT_RATIO_PATTERN): at most the upline's, at least each child's. */
  ratio: string;
  reason: string;
}
