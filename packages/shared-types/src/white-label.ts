// White-label flags: the operator's module tree switches registration and login options.
import type { WhiteLabelModuleNode } from './system.js';
import { isOneOf } from './one-of.js';

export const WHITE_LABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'MOBILEVERCODELOGIN3',
] as const;
export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number];

export const WHITE_LABEL_FLAG_DESCRIPTIONS: Record<WhiteLabelFlag, string> = {
  USERNAMEREG3: 'Registration by username',
  MOBILENUMREG3: 'Registration by mobile number (the default tab when on)',
  REGMOBVERF3: 'Registration requires an SMS verification code',
  MOBILENUMPASSREG3: 'Registration by mobile number also asks for a password',
  CHNGPASSVERIF3: 'Password recovery by phone verification (the default tab when on)',
  DIRECTREG3: 'Free play (direct demo account) is offered',
  MOBILEVERCODELOGIN3: 'Login with an SMS verification code instead of a password',
};

export function isWhiteLabelFlag(value: unknown): value is WhiteLabelFlag {
  return isOneOf(WHITE_LABEL_FLAGS, value);
}

// The codes switched on in a module tree. A node under a disabled parent counts as off, so an
// operator can switch a whole branch off at once.
function enabledModuleCodes(modules: readonly WhiteLabelModuleNode[]): Set<string> {
  const enabled = new Set<string>();
  const visit = (nodes: readonly WhiteLabelModuleNode[]): void => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      enabled.add(node.code);
      visit(node.children);
    }
  };
  visit(modules);
  return enabled;
}

export function enabledWhiteLabelFlags(modules: readonly WhiteLabelModuleNode[]): WhiteLabelFlag[] {
  const enabled = enabledModuleCodes(modules);
  return WHITE_LABEL_FLAGS.filter((flag) => enabled.has(flag));
}

/** The module nodes that switch the member centre and the agent centre on (spec 1 §6). */
export const MEMBER_CENTRE_MODULE = 'isShowMC';
export const AGENT_CENTRE_MODULE = 'isShowAC';

/**
 * Which centres the operator's tree offers: each only while its node is on (a tree without the
 * node offers none). Who may open one (a real account, an agent) is decided on top of this.
 */
export function centresOffered(modules: readonly WhiteLabelModuleNode[]): {
  memberCentre: boolean;
  agentCentre: boolean;
} {
  const enabled = enabledModuleCodes(modules);
  return {
    memberCentre: enabled.has(MEMBER_CENTRE_MODULE),
    agentCentre: enabled.has(AGENT_CENTRE_MODULE),
  };
}
