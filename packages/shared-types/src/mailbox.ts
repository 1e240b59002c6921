// The member's mailbox (spec 1: the menu's in_platform_information -> messageV2, the header's
// unread badge): messages the site sends a member. A message is a template key and its
// parameters, so the web renders it in the reader's language (`mailbox.<template>.title` and
// `.body` with the parameters); the server never stores rendered text. An operator's message
// (OPERATOR_MESSAGE_TEMPLATE) is the one exception: its subject and body are what the operator
// typed, per language, kept once per sending and shown in the reader's language.
import { CONSOLE_API_PREFIX } from './console.js';
import { LANGUAGES, type Language } from './languages.js';

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
] as const;
export type MailboxTemplate = (typeof MAILBOX_TEMPLATES)[number];
export const OPERATOR_MESSAGE_TEMPLATE = 'operator.message' satisfies MailboxTemplate;

/** A subject and body an operator typed in one language. */
export interface OperatorMessageText {
  subject: string;
  body: string;
}
/** An operator message's texts: one language or several; at least one. */
export type OperatorMessageTexts = Partial<Record<Language, OperatorMessageText>>;

export const OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH = 100;
export const OPERATOR_MESSAGE_BODY_MAX_LENGTH = 2000;

/**
 * The text a reader of `language` sees: its own language's, else the first of MS, EN, CN the
 * operator wrote (an operator may write one text for everyone).
 */
export function operatorTextFor(
  texts: OperatorMessageTexts,
  language: Language,
): OperatorMessageText | null {
  return texts[language] ?? LANGUAGES.map((each) => texts[each]).find(Boolean) ?? null;
}

export type OperatorMessageTextProblems = Partial<Record<'texts', string>>;

/** What is wrong with texts an operator sends (the console form runs the same check). */
export function operatorMessageTextsProblems(texts: unknown): OperatorMessageTextProblems {
  if (!texts || typeof texts !== 'object' || Array.isArray(texts)) {
    return { texts: 'a subject and body in at least one language' };
  }
  const entries = Object.entries(texts as Record<string, unknown>);
  if (entries.length === 0) return { texts: 'a subject and body in at least one language' };
  for (const [language, text] of entries) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      return { texts: `${language} is not one of ${LANGUAGES.join(', ')}` };
    }
    const { subject, body } = (text ?? {}) as Record<string, unknown>;
    if (typeof subject !== 'string' || typeof body !== 'string') {
      return { texts: `${language}: a subject and a body` };
    }
    const subjectLength = [...subject.trim()].length;
    const bodyLength = [...body.trim()].length;
    if (subjectLength < 1 || subjectLength > OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH) {
      return {
        texts: `${language}: the subject is 1 to ${OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH} characters`,
      };
    }
    if (bodyLength < 1 || bodyLength > OPERATOR_MESSAGE_BODY_MAX_LENGTH) {
      return {
        texts: `${language}: the body is 1 to ${OPERATOR_MESSAGE_BODY_MAX_LENGTH} characters`,
      };
    }
  }
  return {};
}

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

// ---- the console: operators' messages --------------------------------------------------------

/** Who an operator's message goes to: every member, a VIP rank, a member label, one member. */
export const MESSAGE_AUDIENCES = ['ALL', 'RANK', 'LABEL', 'MEMBER'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const CONSOLE_MESSAGE_PATHS = {
  /** GET ?page&pageSize (messages.read): ConsolePage<ConsoleMessageRow>, newest first; POST
   *  ConsoleMessageRequest (messages.write): ConsoleMessageRow. */
  messages: `${CONSOLE_API_PREFIX}/messages`,
  /** GET (messages.read): ConsoleMessageAudiences, the ranks and labels to choose from. */
  audiences: `${CONSOLE_API_PREFIX}/messages/audiences`,
  /** DELETE (messages.write): ConsoleMessageRow; the message leaves every member's mailbox. */
  message: (id: number) => `${CONSOLE_API_PREFIX}/messages/${id}`,
} as const;

export interface ConsoleMessageRequest {
  audience: MessageAudience;
  /** RANK: the VIP rank's level. */
  rankLevel?: number;
  /** LABEL: the label's name. */
  label?: string;
  /** MEMBER: the member's account. */
  account?: string;
  texts: OperatorMessageTexts;
}

export interface ConsoleMessageRow {
  id: number;
  audience: MessageAudience;
  /** The rank's level, the label's name or the member's account; null for ALL. */
  target: string | null;
  texts: OperatorMessageTexts;
  /** How many members it was delivered to. */
  recipients: number;
  sentBy: string;
  createdAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

export interface ConsoleMessageAudiences {
  ranks: { rankLevel: number; labelName: string }[];
  labels: string[];
}
