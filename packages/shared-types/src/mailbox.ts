// The member's mailbox (spec 1: the menu's in_platform_information -> messageV2, the header's
// unread badge): messages the site sends a member. A message is a template key and its
// parameters, so the web renders it in the reader's language (`mailbox.<template>.title` and
// `.body` with the parameters); the server never stores rendered text.

export const MAILBOX_PATHS = {
  /** GET ?pageNo&pageSize: MailboxPage, newest first. */
  messages: '/wps/member/mailbox',
  /** GET: MailboxUnreadCount (the header's badge). */
  unreadCount: '/wps/member/mailbox/unread-count',
  /** PUT: MailboxMessage, marks one message read (again: no change). */
  read: (id: number) => `/wps/member/mailbox/${id}/read`,
  /** PUT: MailboxUnreadCount, marks every message read. */
  readAll: '/wps/member/mailbox/read-all',
} as const;

export const MAILBOX_PAGE_SIZE = 10;

/** Every message the site sends; each has a title and a body in every language on the web. */
export const MAILBOX_TEMPLATES = [
  /** {kind, upline}: the upline offers a contract. */
  'agentContract.offered',
  /** {kind, agent}: a downline asks for new terms. */
  'agentContract.requested',
  /** {kind, account}: the other side accepted the proposal; the contract is in force. */
  'agentContract.accepted',
  /** {kind, account}: the other side refused the proposal. */
  'agentContract.refused',
  /** {kind, account}: the proposer withdrew its proposal. */
  'agentContract.cancelled',
  /** {kind, account}: the other side asks to end the contract. */
  'agentContract.terminationRequested',
  /** {kind, account}: the termination was refused; the contract stays. */
  'agentContract.terminationRefused',
  /** {kind, reason}: the contract ended (reason: AgentContractEndReason). */
  'agentContract.ended',
  /** {kind}: the operator froze the contract; its payouts are withheld. */
  'agentContract.frozen',
  /** {kind}: the operator lifted the freeze. */
  'agentContract.unfrozen',
  /** {kind}: the operator set the (top) agent's contract; it is in force. */
  'agentContract.set',
  /** {kind, account, amount, dueBy}: a dividend the agent owes a downline agent. */
  'agentDividend.due',
  /** {kind, account, amount}: a due dividend was distributed after its deadline. */
  'agentDividend.forced',
  /** {kind, account, amount}: the upline distributed the agent's dividend (or it was forced). */
  'agentDividend.received',
  /** {kind, account, amount}: the agent distributed a dividend it owed a downline agent. */
  'agentDividend.distributed',
  /** {transactionNo, product, quantity, points}: the operator passed a points exchange order. */
  'pointOrder.passed',
  /** {transactionNo, product, quantity, points, reason}: rejected; the points are returned. */
  'pointOrder.rejected',
] as const;
export type MailboxTemplate = (typeof MAILBOX_TEMPLATES)[number];

export interface MailboxMessage {
  id: number;
  template: MailboxTemplate;
  /** Plain values the template names ({kind}, {account}...), already formatted by the server. */
  params: Record<string, string>;
  createdAt: string;
  readAt: string | null;
}

export interface MailboxPage {
  list: MailboxMessage[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  unreadCount: number;
}

export interface MailboxUnreadCount {
  count: number;
}
