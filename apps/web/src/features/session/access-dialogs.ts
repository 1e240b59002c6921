import { useSyncExternalStore } from 'react';
import type { AgentCentrePage, MemberCentrePage } from '@wps/shared-types';

/**
 * The visitor-access dialogs (spec 1 §2 modal names) and the shell's small dialogs. One is open
 * at a time; the host in the shell renders it, each in its own lazily loaded chunk.
 */
export type AccessDialogName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'needTrueAccount'
  | 'signOut'
  | 'memberCentre'
  | 'agentCentre'
  | 'chatRoom';

export interface AccessDialogState {
  name: AccessDialogName;
  /** The member-centre page to show (memberCentre only). */
  page?: MemberCentrePage;
  /** The agent-centre page to show (agentCentre only). */
  agentPage?: AgentCentrePage;
  /** The login of the agent page (loginPopupModal only): the server refuses non-agents. */
  agentLogin?: boolean;
  /** The password the player just logged in with, so the forced change need not ask for it. */
  knownPassword?: string;
  /** The token of a password recovery link the player opened (forgetPassModal only). */
  recoveryToken?: string;
  /** What the top bar's compact login form hands to loginPopupModal (username, failure, captcha). */
  login?: LoginHandoff;
}

export interface LoginHandoff {
  username: string;
  /** The failure to show in the dialog (null when the compact form was only incomplete). */
  error: unknown;
  /** The failure asked for a captcha, so the dialog shows the field at once. */
  captchaRequired: boolean;
}

let current: AccessDialogState | null = null;
const listeners = new Set<() => void>();

function set(next: AccessDialogState | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function openAccessDialog(
  name: AccessDialogName,
  options: Omit<AccessDialogState, 'name'> = {},
): void {
  set({ name, ...options });
}

/** Closes the open dialog; with a name, only when that dialog is the open one. */
export function closeAccessDialog(name?: AccessDialogName): void {
  if (name && current?.name !== name) return;
  set(null);
}

export function currentAccessDialog(): AccessDialogState | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessDialog(): AccessDialogState | null {
  return useSyncExternalStore(subscribe, currentAccessDialog, currentAccessDialog);
}
