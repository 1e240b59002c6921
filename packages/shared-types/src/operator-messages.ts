// Operators' messages to members' mailboxes (console, issue 17): who a message goes to, its texts
// per language and their checks, shared by the API, the console's form and the member's mailbox
// page (which shows the text in the reader's language).
import { LANGUAGES, type Language } from './languages.js';

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

/** Who an operator's message goes to: every member, a VIP rank, a member label, one member. */
export const MESSAGE_AUDIENCES = ['ALL', 'RANK', 'LABEL', 'MEMBER'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

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
