import type {
  AgentContractEndReason,
  AgentContractKind,
  MailboxTemplate,
  OPERATOR_MESSAGE_TEMPLATE,
} from '@wps/shared-types';

/**
 * Each message's title and body (spec: messages are a template key and its parameters); an
 * operator's message has the operator's own texts instead.
 */
export const MAILBOX_TEXT_KEYS = {
  'feedback.replied': {
    title: 'mailbox.feedback.replied.title',
    body: 'mailbox.feedback.replied.body',
  },
  'deposit.approved': {
    title: 'mailbox.deposit.approved.title',
    body: 'mailbox.deposit.approved.body',
  },
  'withdrawal.paid': {
    title: 'mailbox.withdrawal.paid.title',
    body: 'mailbox.withdrawal.paid.body',
  },
  'agentContract.offered': {
    title: 'mailbox.agentContract.offered.title',
    body: 'mailbox.agentContract.offered.body',
  },
  'agentContract.requested': {
    title: 'mailbox.agentContract.requested.title',
    body: 'mailbox.agentContract.requested.body',
  },
  'agentContract.accepted': {
    title: 'mailbox.agentContract.accepted.title',
    body: 'mailbox.agentContract.accepted.body',
  },
  'agentContract.refused': {
    title: 'mailbox.agentContract.refused.title',
    body: 'mailbox.agentContract.refused.body',
  },
  'agentContract.cancelled': {
    title: 'mailbox.agentContract.cancelled.title',
    body: 'mailbox.agentContract.cancelled.body',
  },
  'agentContract.terminationRequested': {
    title: 'mailbox.agentContract.terminationRequested.title',
    body: 'mailbox.agentContract.terminationRequested.body',
  },
  'agentContract.terminationRefused': {
    title: 'mailbox.agentContract.terminationRefused.title',
    body: 'mailbox.agentContract.terminationRefused.body',
  },
  'agentContract.ended': {
    title: 'mailbox.agentContract.ended.title',
    body: 'mailbox.agentContract.ended.body',
  },
  'agentContract.frozen': {
    title: 'mailbox.agentContract.frozen.title',
    body: 'mailbox.agentContract.frozen.body',
  },
  'agentContract.unfrozen': {
    title: 'mailbox.agentContract.unfrozen.title',
    body: 'mailbox.agentContract.unfrozen.body',
  },
  'agentContract.set': {
    title: 'mailbox.agentContract.set.title',
    body: 'mailbox.agentContract.set.body',
  },
  'agentDividend.due': {
    title: 'mailbox.agentDividend.due.title',
    body: 'mailbox.agentDividend.due.body',
  },
  'agentDividend.forced': {
    title: 'mailbox.agentDividend.forced.title',
    body: 'mailbox.agentDividend.forced.body',
  },
  'agentDividend.received': {
    title: 'mailbox.agentDividend.received.title',
    body: 'mailbox.agentDividend.received.body',
  },
  'agentDividend.distributed': {
    title: 'mailbox.agentDividend.distributed.title',
    body: 'mailbox.agentDividend.distributed.body',
  },
  'member.welcome': {
    title: 'mailbox.member.welcome.title',
    body: 'mailbox.member.welcome.body',
  },
  'referral.firstDeposit': {
    title: 'mailbox.referral.firstDeposit.title',
    body: 'mailbox.referral.firstDeposit.body',
  },
  'referral.turnover': {
    title: 'mailbox.referral.turnover.title',
    body: 'mailbox.referral.turnover.body',
  },
  'pointOrder.passed': {
    title: 'mailbox.pointOrder.passed.title',
    body: 'mailbox.pointOrder.passed.body',
  },
  'pointOrder.rejected': {
    title: 'mailbox.pointOrder.rejected.title',
    body: 'mailbox.pointOrder.rejected.body',
  },
} as const satisfies Record<
  Exclude<MailboxTemplate, typeof OPERATOR_MESSAGE_TEMPLATE>,
  { title: string; body: string }
>;

export const MAILBOX_KIND_KEYS = {
  DIVIDEND: 'mailbox.kinds.DIVIDEND',
  DAILY_WAGES: 'mailbox.kinds.DAILY_WAGES',
  HOURLY_SALARY: 'mailbox.kinds.HOURLY_SALARY',
  REAL_TIME_SALARY: 'mailbox.kinds.REAL_TIME_SALARY',
} as const satisfies Record<AgentContractKind, string>;

export const MAILBOX_END_REASON_KEYS = {
  REPLACED: 'mailbox.endReasons.REPLACED',
  TERMINATED: 'mailbox.endReasons.TERMINATED',
  OPERATOR: 'mailbox.endReasons.OPERATOR',
  UPLINE_ENDED: 'mailbox.endReasons.UPLINE_ENDED',
} as const satisfies Record<AgentContractEndReason, string>;
