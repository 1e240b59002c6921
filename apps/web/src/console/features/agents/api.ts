import {
  CONSOLE_AGENT_PATHS,
  type AgentSettings,
  type ConsoleAgentNode,
  type ConsoleAgentPath,
  type ConsoleAgentRatioRequest,
  type ConsoleMoveRequest,
  type ConsolePage,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const agentKeys = {
  /** Every tree query: a move or a ratio changes nodes, team sizes and paths. */
  tree: ['console', 'agents', 'tree'] as const,
  children: (parentId: number | null, page: number) =>
    [...agentKeys.tree, 'children', parentId, page] as const,
  path: (account: string) => [...agentKeys.tree, 'path', account] as const,
  settings: ['console', 'agents', 'settings'] as const,
};

/** A node's direct downline, or the site's top agents (parentId null). */
export function fetchChildren(parentId: number | null, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleAgentNode>>(CONSOLE_AGENT_PATHS.tree, {
    query: { ...pageQuery(page), ...(parentId === null ? {} : { parentId }) },
    signal,
  });
}

export function fetchPath(account: string, signal?: AbortSignal) {
  return consoleApi.get<ConsoleAgentPath>(CONSOLE_AGENT_PATHS.path, { query: { account }, signal });
}

export const moveAccount = ({ memberId, ...request }: ConsoleMoveRequest & { memberId: number }) =>
  consoleApi.put<ConsoleAgentPath>(CONSOLE_AGENT_PATHS.upline(memberId), request);

export const setRatio = ({
  memberId,
  ...request
}: ConsoleAgentRatioRequest & { memberId: number }) =>
  consoleApi.put<ConsoleAgentNode>(CONSOLE_AGENT_PATHS.ratio(memberId), request);

export function fetchAgentSettings(signal?: AbortSignal) {
  return consoleApi.get<AgentSettings>(CONSOLE_AGENT_PATHS.settings, { signal });
}

export const saveAgentSettings = (settings: AgentSettings) =>
  consoleApi.put<AgentSettings>(CONSOLE_AGENT_PATHS.settings, settings);
