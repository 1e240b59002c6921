// Linked accounts (issue 26 point 3): members who share an identity value. Where money moves by
// bank transfer the bank account number is the real identity; a device, the registration
// address, a phone, an e-mail address and a real name are the other keys. The values are
// normalised by the database (migration 20261129042000_linked_accounts) and shown masked unless
// the operator may reveal members' personal data (members.reveal), which is audited.
import { maskPersonal, type ConsolePage, type ConsolePageQuery } from './console.js';

export const LINK_KINDS = [
  'BANK_ACCOUNT',
  'DEVICE',
  'ADDRESS',
  'PHONE',
  'EMAIL',
  'REAL_NAME',
] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The request header carrying the browser's device id (kept in its local storage). */
export const DEVICE_ID_HEADER = 'x-device-id';
/** A device id as the player site makes one (a UUID); anything else is not recorded. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** Registrations from one address or device counted within this many hours either side. */
export const REGISTRATION_VELOCITY_HOURS = 24;

/** Paths under CONSOLE_PATHS.members/:memberId. */
export const CONSOLE_LINKED_ACCOUNT_PATHS = {
  /** GET ?page&pageSize (members.read): ConsoleLinkedAccounts, values masked. */
  linkedAccounts: 'linked-accounts',
  /** POST ?page&pageSize (members.reveal): the same page in clear, audited. */
  reveal: 'linked-accounts/reveal',
} as const;

export const LINKED_ACCOUNTS_PAGE_SIZE = 10;

/** Where the linked member stands to this one in the agent tree. */
export type LinkRelation = 'DOWNLINE' | 'UPLINE' | null;

export interface LinkedValue {
  kind: LinkKind;
  /** Masked (maskLinkValue) unless the page was revealed. */
  value: string;
}

export interface LinkedAccountRow {
  memberId: number;
  account: string;
  locked: boolean;
  /** An agent linked to its own downline (or a member to its upline agent). */
  relation: LinkRelation;
  shared: LinkedValue[];
}

/** Accounts registered from this member's address or device within the window (itself included). */
export interface RegistrationVelocity {
  kind: Extract<LinkKind, 'ADDRESS' | 'DEVICE'>;
  accounts: number;
}

export interface ConsoleLinkedAccounts extends ConsolePage<LinkedAccountRow> {
  revealed: boolean;
  velocity: RegistrationVelocity[];
}

export type ConsoleLinkedAccountsQuery = ConsolePageQuery;

/** A shared value as an operator without members.reveal sees it: its last characters only. */
export function maskLinkValue(kind: LinkKind, value: string): string {
  return maskPersonal(kind === 'EMAIL' ? 'email' : 'bankAccount', value) ?? '';
}
