// The member's mailbox (spec 1: the menu's in_platform_information -> messageV2, the header's
// unread badge): messages the site sends a member. A message is a template key and its
// parameters, so the web renders it in the reader's language (`mailbox.<template>.title` and
// `.body` with the parameters); the server never stores rendered text. An operator's message
// (OPERATOR_MESSAGE_TEMPLATE) is the one exception: its subject and body are what the operator
// typed, per language, kept once per sending and shown in the reader's language
// (operator-messages.ts: apart, so the header's code loads none of it).
import type { OperatorMessageTexts } from './operator-messages.js';

export const MAILBOX_PATHS = {
  /** GET ?pageNo&pageSize: MailboxPage, newest first. */
  messages: '/wps/member/mailbox',
  /** GET: MailboxUnreadCount (the header's badge). */
  unreadCount: '/wps/member/mailbox/unread-count',
  /** PUT: MailboxMessage, marks one message read (again: no change). */
  read: (id: number) => `/wps/member/mailbox/${id}/read`,
  /** PUT: MailboxUnreadCount, marks every message read. */
  readAll: '/wps/member/mailbox/read-all',
  /** DELETE: MailboxUnreadCount, deletes one of the member's messages. */
  message: (id: number) => `/wps/member/mailbox/${id}`,
} as const;

export const MAILBOX_PAGE_SIZE = 10;

/** Every message the site sends; each has a title and a body in every language on the web. */
export const MAILBOX_TEMPLATES = [
  /** No params: an operator's message; its text is MailboxMessage.operatorText. */
  'operator.message',
  /** {feedbackId, reply}: the operator answered the member's feedback. */
  'feedback.replied',
  /** {amount}: a deposit was approved and credited to the main wallet. */
  'deposit.approved',
  /** {amount}: a withdrawal was paid out to the member's bank account. */
  'withdrawal.paid',
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
  /** {}: the welcome letter of a member's first login. */
  'member.welcome',
  /** {amount, friend}: a referral reward for a friend's first deposit was paid. */
  'referral.firstDeposit',
  /** {amount, friend, day}: a referral reward for a friend's valid turnover of a day was paid. */
  'referral.turnover',
  /** {transactionNo, product, quantity, points}: the operator passed a points exchange order. */
  'pointOrder.passed',
  /** {transactionNo, product, quantity, points, reason}: rejected; the points are returned. */
  'pointOrder.rejected',
] as const;
export type MailboxTemplate = (typeof MAILBOX_TEMPLATES)[number];
export const OPERATOR_MESSAGE_TEMPLATE = 'operator.message' satisfies MailboxTemplate;

export interface MailboxMessage {
  id: number;
  template: MailboxTemplate;
  /** Plain values the template names ({kind}, {account}...), already formatted by the server. */
  params: Record<string, string>;
  /** The operator's texts of an OPERATOR_MESSAGE_TEMPLATE message, else null. */
  operatorText: OperatorMessageTexts | null;
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
