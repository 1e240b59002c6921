import type { OperatorPermission } from '@wps/shared-types';

interface NavigationItem {
  path: string;
  /** The permission a role needs to see the page (its read permission, or operators.manage). */
  permission: OperatorPermission;
  label: `layout.${string}`;
}

/** The console's pages in the order of the side navigation. */
export const NAVIGATION = [
  { path: '/dashboard', permission: 'dashboard.read', label: 'layout.dashboard' },
  { path: '/members', permission: 'members.read', label: 'layout.members' },
  // Every operator may be asked to be the second approver.
  { path: '/approvals', permission: 'dashboard.read', label: 'layout.approvals' },
  { path: '/agents', permission: 'agents.read', label: 'layout.agents' },
  {
    path: '/player-protection',
    permission: 'protection.read',
    label: 'layout.playerProtection',
  },
  { path: '/deposits', permission: 'payments.read', label: 'layout.deposits' },
  { path: '/withdrawals', permission: 'payments.read', label: 'layout.withdrawals' },
  {
    path: '/vendor-reconciliation',
    permission: 'payments.read',
    label: 'layout.reconciliation',
  },
  {
    path: '/reconciliation-alerts',
    permission: 'payments.read',
    label: 'layout.reconciliationAlerts',
  },
  { path: '/rebate', permission: 'payments.read', label: 'layout.rebate' },
  { path: '/referral', permission: 'payments.read', label: 'layout.referral' },
  { path: '/rewards', permission: 'rewards.read', label: 'layout.rewards' },
  { path: '/missions', permission: 'payments.read', label: 'layout.missions' },
  { path: '/points', permission: 'points.read', label: 'layout.points' },
  { path: '/catalogue', permission: 'catalogue.read', label: 'layout.catalogue' },
  { path: '/support', permission: 'support.read', label: 'layout.support' },
  { path: '/messages', permission: 'messages.read', label: 'layout.messages' },
  { path: '/site', permission: 'site.read', label: 'layout.site' },
  { path: '/content', permission: 'content.read', label: 'layout.content' },
  { path: '/operators', permission: 'operators.manage', label: 'layout.operators' },
  { path: '/audit', permission: 'audit.read', label: 'layout.audit' },
] as const satisfies readonly NavigationItem[];

export function allowedPages(permissions: readonly OperatorPermission[]) {
  return NAVIGATION.filter((item) => permissions.includes(item.permission));
}
